import {
  type AnyGame,
  type ApplyContext,
  type GameEvent,
  type PlayerId,
  ReplayMismatch,
  RuleViolation,
  stableStringify,
} from '@arbiter/core';
import { runConformance, type ToyEvent, type ToyState, type ToyView, toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { viaJson } from './helpers.ts';

const SENTINELS = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118];

/**
 * A redaction check by non-interference: replace everything `viewer` must not
 * see (the other seat's hand, the deck's contents and order) with sentinel
 * cards of the same sizes; the view must not change, and must still show the
 * viewer's own hand.
 */
function redactionCheck(game: AnyGame, calls: { n: number } = { n: 0 }) {
  return (view: unknown, state: unknown, viewer: PlayerId): void => {
    calls.n++;
    const s = state as ToyState;
    const v = view as ToyView;
    if (stableStringify(v.hand) !== stableStringify(s.hands[viewer])) throw new Error('own hand missing');
    const altered = viaJson(s);
    const other = 1 - viewer;
    altered.hands[other] = SENTINELS.slice(0, s.hands[other].length);
    altered.deck = SENTINELS.slice(0, s.deck.length).reverse();
    const text = stableStringify(view);
    if (stableStringify(game.view(altered, viewer)) !== text) {
      throw new Error(`the view of seat ${viewer} depends on hidden cards`);
    }
  };
}

/** runConformance's error, which must say what broke. */
function conformanceError(game: AnyGame, opts: Parameters<typeof runConformance>[1] = {}): Error {
  try {
    runConformance(game, { seeds: 10, ...opts });
  } catch (e) {
    return e as Error;
  }
  throw new Error('runConformance accepted a broken game');
}

describe('runConformance on the toy game', () => {
  it('passes, calling the redaction check, and summarizes the games', () => {
    const calls = { n: 0 };
    const summary = runConformance(toyGame, { seeds: 50, assertRedacted: redactionCheck(toyGame, calls) });
    expect(summary.games).toBe(50);
    // Each seat plays 3 cards in every toy game.
    expect(summary.actions).toBe(50 * 6);
    expect(summary.outcomes.wins[0] + summary.outcomes.wins[1] + summary.outcomes.draws).toBe(50);
    expect(summary.outcomes.wins[0]).toBeGreaterThan(0);
    expect(summary.outcomes.wins[1]).toBeGreaterThan(0);
    // One check per seat per step.
    expect(calls.n).toBe(50 * 6 * 2);
  });

  it('passes with other options, a first seed, and sparse deep checks', () => {
    const summary = runConformance(toyGame, {
      seeds: 5,
      firstSeed: 100,
      options: { handSize: 5 },
      deepEvery: 3,
    });
    expect(summary.games).toBe(5);
  });

  it('the redaction check itself catches a leak (so the passing run means something)', () => {
    const s = toyGame.setup({ handSize: 3 }, 'x');
    const leaky: AnyGame = {
      ...toyGame,
      view: (st: ToyState, v: PlayerId | null) => ({ ...toyGame.view(st, v), theirs: st.hands[1] }),
    };
    expect(() => redactionCheck(toyGame)(toyGame.view(s, 0), s, 0)).not.toThrow();
    expect(() => redactionCheck(leaky)(leaky.view(s, 0), s, 0)).toThrow(/depends on hidden cards/);
    const blind = { ...toyGame.view(s, 0), hand: [] };
    expect(() => redactionCheck(toyGame)(blind, s, 0)).toThrow(/own hand missing/);
  });
});

describe("the kernel's own redaction check (perturbHidden)", () => {
  it('compares every seat view against a state with its hidden parts changed', () => {
    const summary = runConformance(toyGame, { seeds: 10 });
    expect(summary.redaction.compared).toBe(10 * 6 * 2);
    expect(summary.redaction.changedHidden).toBeGreaterThan(summary.redaction.compared / 2);
  });

  it("catches a view that shows the opponent's hand, with no game-specific check", () => {
    const leaky: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => ({
        ...toyGame.view(s, viewer),
        opponentHand: viewer === null ? null : [...s.hands[1 - viewer]],
      }),
    };
    expect(conformanceError(leaky).message).toMatch(
      /view of seat 0 changes when only what it cannot see changes: \$\.opponentHand/,
    );
  });

  it('catches a view that shows the size of a hidden card (a derived leak)', () => {
    const leaky: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => ({
        ...toyGame.view(s, viewer),
        deckTotal: s.deck.slice(0, 2).reduce((a, b) => a + b, 0),
      }),
    };
    expect(conformanceError(leaky).message).toMatch(/\$\.deckTotal/);
  });

  it('catches legal actions that depend on what the seat cannot see', () => {
    const cheating: AnyGame = {
      ...toyGame,
      legalActions: (s: ToyState, p: PlayerId) =>
        toyGame.legalActions(s, p).filter((a) => a.card !== s.hands[1 - p][0]),
    };
    expect(conformanceError(cheating).message).toMatch(/legal actions depend on what it cannot see/);
  });

  it('refuses a perturbation that never changes anything, and a game that declares none', () => {
    const inert: AnyGame = { ...toyGame, perturbHidden: (s: ToyState) => toyGame.clone(s) };
    expect(conformanceError(inert).message).toMatch(/perturbHidden never changed the state/);
    const { perturbHidden: _dropped, ...undeclared } = toyGame;
    expect(conformanceError(undeclared as AnyGame).message).toMatch(/needs perturbHidden/);
    expect(() => runConformance(undeclared as AnyGame, { seeds: 2, perfectInformation: true })).not.toThrow();
  });
});

describe('views are snapshots (issue 19)', () => {
  it('compares every view, a few actions later, with the copy taken when it was made', () => {
    const summary = runConformance(toyGame, { seeds: 5 });
    // Every seat's view and the spectator's, at every step.
    expect(summary.snapshots).toBe(5 * 6 * 3);
  });

  it("catches a view that holds the state's own array, before anything changes it", () => {
    const sharing: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => ({ ...toyGame.view(s, viewer), scores: s.scores }),
    };
    expect(conformanceError(sharing).message).toMatch(
      /^toy seed 1 step 0: the view of the spectator holds the state's own object at \$\.scores \(the state's \$\.scores\), which the game's clone copies/,
    );
  });

  it('catches a view that changes after it was given out (one buffer reused for every view)', () => {
    const buffers = new Map<PlayerId | null, ToyView>();
    const reusing: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => {
        const fresh = toyGame.view(s, viewer);
        const buffer = buffers.get(viewer) ?? fresh;
        buffers.set(viewer, Object.assign(buffer, fresh));
        return buffer;
      },
    };
    expect(conformanceError(reusing).message).toMatch(
      /^toy seed 1 step 3: the view of the spectator taken at step 0 changed since \(\$\.\w+.*\): a view must be a snapshot, sharing nothing that changes later/,
    );
  });

  it('a shared object that is never changed in place passes (the check reads what a view shows)', () => {
    const frozen = Object.freeze({ rules: 'highest total' });
    const constant: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => ({ ...toyGame.view(s, viewer), about: frozen }),
    };
    expect(runConformance(constant, { seeds: 3 }).games).toBe(3);
  });
});

describe('positions random play rarely reaches', () => {
  // Seat 0 to play, with hands no deal gives (the deck holds two of each card).
  const position = (): ToyState => ({
    ...toyGame.setup({ handSize: 3 }, 'pos'),
    hands: [
      [9, 9, 9],
      [1, 1, 1],
    ],
    deck: [5, 6, 7],
  });

  it('checks each position like a step of play, then plays on from it', () => {
    const summary = runConformance(toyGame, {
      seeds: 0,
      positions: [{ name: 'nines against ones', state: position() }],
    });
    expect(summary.games).toBe(0);
    expect(summary.positions).toEqual({ checked: 1, actions: 6 });
    expect(summary.redaction.compared).toBe(6 * 2);
  });

  it('names the position where a check fails', () => {
    // Leaks only where a seat holds three of a kind, which the seeds 1-10 never deal.
    const leaky: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => {
        const v = toyGame.view(s, viewer);
        const threeOfAKind = s.hands.some((h) => h.length === 3 && new Set(h).size === 1);
        return threeOfAKind && viewer !== null ? { ...v, theirs: [...s.hands[1 - viewer]] } : v;
      },
    };
    expect(() => runConformance(leaky, { seeds: 10 })).not.toThrow();
    expect(
      conformanceError(leaky, { positions: [{ name: 'nines against ones', state: position() }] }).message,
    ).toMatch(
      /^toy position 'nines against ones' step 0: view of seat 0 changes when only what it cannot see/,
    );
  });
});

describe('index enumeration (actionCount / actionAt)', () => {
  const indexed = (shift: number): AnyGame => ({
    ...toyGame,
    actionCount: (s: ToyState, p: PlayerId) => toyGame.legalActions(s, p).length,
    actionAt: (s: ToyState, p: PlayerId, i: number) => {
      const legal = toyGame.legalActions(s, p);
      return legal[(i + shift) % legal.length];
    },
  });
  it('passes when actionAt(i) is legalActions()[i], and is refused when not', () => {
    expect(runConformance(indexed(0), { seeds: 5 }).games).toBe(5);
    expect(conformanceError(indexed(1)).message).toMatch(/actionAt\(0\) is not legalActions\(\)\[0\]/);
  });
});

describe('the legal list by type (legalActionsOf)', () => {
  const byType = (drop: number): AnyGame => ({
    ...toyGame,
    legalActionsOf: (s: ToyState, p: PlayerId, types: readonly string[]) =>
      toyGame.legalActions(s, p).filter((a, i) => types.includes(a.type) && i >= drop),
  });
  it('passes when it is legalActions filtered by type, and is refused when not', () => {
    expect(runConformance(byType(0), { seeds: 5 }).games).toBe(5);
    expect(conformanceError(byType(1)).message).toMatch(
      /legalActionsOf\(play\) is not legalActions filtered by type/,
    );
  });
});

describe("normalizeAction (loosely written actions read into the game's form)", () => {
  // Reads a card given as a string ("7") or as { value: 7 }; a bad one changes the card.
  const withNormalizer = (slip: number): AnyGame => ({
    ...toyGame,
    normalizeAction: (candidate: unknown) => {
      const c = candidate as { type?: string; card?: unknown };
      if (c?.type !== 'play') return candidate;
      const raw =
        typeof c.card === 'object' && c.card !== null ? (c.card as { value: unknown }).value : c.card;
      return { type: 'play', card: Number(raw) + slip };
    },
  });
  it('passes when every legal action comes back as itself, and is refused when one does not', () => {
    expect(runConformance(withNormalizer(0), { seeds: 5 }).games).toBe(5);
    expect(conformanceError(withNormalizer(1)).message).toMatch(
      /normalizeAction turns the legal \{"type":"play","card":\d\} into \{"type":"play","card":\d+\}/,
    );
  });
});

describe('runConformance refuses a broken toy game', () => {
  it("a view that leaks the opponent's hand", () => {
    const leaky: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => ({
        ...toyGame.view(s, viewer),
        opponentHand: viewer === null ? null : [...s.hands[1 - viewer]],
      }),
    };
    const e = conformanceError(leaky, { assertRedacted: redactionCheck(leaky) });
    expect(e.message).toMatch(/^toy seed 1 step 0: view of seat 0 leaks hidden state/);
  });

  it('a view that leaks the deck order', () => {
    const leaky: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => ({
        ...toyGame.view(s, viewer),
        nextCard: s.deck[0] ?? null,
      }),
    };
    expect(conformanceError(leaky, { assertRedacted: redactionCheck(leaky) }).message).toMatch(
      /leaks hidden state/,
    );
  });

  it('a clone that shares arrays with the original', () => {
    const shallow: AnyGame = { ...toyGame, clone: (s: ToyState) => ({ ...s }) };
    expect(conformanceError(shallow).message).toMatch(/apply on a clone changed the original/);
  });

  it('a clone that is not equal to the original', () => {
    const lossy: AnyGame = {
      ...toyGame,
      clone: (s: ToyState) => ({ ...toyGame.clone(s), scores: [0, 0], rounds: s.rounds + 1 }),
    };
    expect(conformanceError(lossy).message).toMatch(/clone differs from the original/);
  });

  it('a nondeterministic legalActions (order changes between calls)', () => {
    let calls = 0;
    const shifty: AnyGame = {
      ...toyGame,
      legalActions: (s: ToyState, p: PlayerId) => {
        const list = toyGame.legalActions(s, p);
        calls++;
        return calls % 2 === 0 ? list.reverse() : list;
      },
    };
    expect(conformanceError(shifty).message).toMatch(/legalActions is not deterministic/);
  });

  it('a state that does not survive a JSON round trip (holds a Date)', () => {
    const dated: AnyGame = {
      ...toyGame,
      setup: (o: { handSize: number }, seed: string) => ({ ...toyGame.setup(o, seed), at: new Date(0) }),
      clone: (s: ToyState & { at: Date }) => ({ ...toyGame.clone(s), at: s.at }),
    };
    expect(conformanceError(dated).message).toMatch(/not plain JSON|does not survive a JSON round trip/);
  });

  it('a view that changes the state', () => {
    const meddling: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => {
        s.deck.reverse();
        return toyGame.view(s, viewer);
      },
    };
    expect(conformanceError(meddling).message).toMatch(/legalActions or view changed the state/);
  });

  it('a nondeterministic setup (replay starts elsewhere)', () => {
    let games = 0;
    const drifting: AnyGame = {
      ...toyGame,
      setup: (o: { handSize: number }, seed: string) => toyGame.setup(o, `${seed}#${games++}`),
    };
    const e = conformanceError(drifting);
    expect(e).toBeInstanceOf(ReplayMismatch);
    expect((e as ReplayMismatch).index).toBe(-1);
  });

  it('a nondeterministic apply (replay diverges mid-game)', () => {
    let applied = 0;
    const drifting: AnyGame = {
      ...toyGame,
      apply: (s: ToyState, p: PlayerId, a: { type: 'play'; card: number }, ctx?: ApplyContext<ToyEvent>) => {
        toyGame.apply(s, p, a, ctx);
        s.scores[p] += applied++ % 3;
        return s;
      },
    };
    expect(conformanceError(drifting)).toBeInstanceOf(ReplayMismatch);
  });

  it('a game that never ends', () => {
    const endless: AnyGame = {
      ...toyGame,
      legalActions: (s: ToyState, p: PlayerId) => (p === s.turn ? [{ type: 'wait' }] : []),
      apply: (s: ToyState, p: PlayerId, a: { type: string }, ctx?: ApplyContext<GameEvent>) => {
        if (a.type !== 'wait' || p !== s.turn) throw new RuleViolation('illegal', 'only wait, in turn');
        s.turn = 1 - s.turn;
        ctx?.emit?.({ type: 'waited', player: p });
        return s;
      },
      describeEvent: () => 'a seat waits',
    };
    const e = conformanceError(endless, { maxActions: 40 });
    expect(e.message).toMatch(/no outcome after 40 actions/);
  });

  it('a game with no outcome where nobody is to act', () => {
    const stuck: AnyGame = { ...toyGame, outcome: () => null };
    expect(conformanceError(stuck).message).toMatch(/no outcome, but nobody is to act/);
  });

  it('a seat to act with no legal action', () => {
    const empty: AnyGame = {
      ...toyGame,
      legalActions: (s: ToyState, p: PlayerId) =>
        s.played[p].length === 2 ? [] : toyGame.legalActions(s, p),
    };
    expect(conformanceError(empty).message).toMatch(/is to act but has no legal action/);
  });

  it('a finished game where someone is still to act', () => {
    const lingering: AnyGame = { ...toyGame, toAct: (s: ToyState) => [s.turn] };
    expect(conformanceError(lingering).message).toMatch(/the game is over but someone is still to act/);
  });

  // Regression test (fixed bug: packages/core/src/testing/conformance.ts, deepChecks): the illegal-
  // action check goes through match.act, and Match refuses the action itself
  // before calling game.apply, so the game's own promise ("apply throws
  // RuleViolation before anything is changed") is never exercised. This game
  // changes the state and then throws, and conformance passes it.
  // Expected: conformance also calls game.apply(clone, player, illegal) and
  // checks it throws RuleViolation with the clone unchanged.
  it('an apply that changes the state before refusing an illegal action', () => {
    const sloppy: AnyGame = {
      ...toyGame,
      apply: (s: ToyState, p: PlayerId, a: { type: string; card: number }) => {
        if (a.type !== 'play') {
          s.rounds += 1;
          throw new RuleViolation('unknown-action', a.type);
        }
        return toyGame.apply(s, p, { type: 'play', card: a.card });
      },
    };
    expect(conformanceError(sloppy).message).toMatch(/illegal/);
  });

  // Regression test (fixed bug: packages/core/src/testing/conformance.ts, deepChecks, "a view is not
  // plain JSON"): `JSON.stringify(JSON.parse(text)) !== text` compares the JSON
  // text with itself re-serialized, which is always equal, so the check can
  // never fail. A view holding a Set (serialized as {}) passes.
  // Expected: a structural comparison of the view with JSON.parse(text) that
  // rejects Set, Map, Date, undefined and non-finite numbers (comparing
  // stableStringify outputs is not enough: it also writes a Set as {}).
  it('a view that is not plain JSON (holds a Set)', () => {
    const setView: AnyGame = {
      ...toyGame,
      view: (s: ToyState, viewer: PlayerId | null) => ({
        ...toyGame.view(s, viewer),
        scored: new Set(s.scores),
      }),
    };
    expect(conformanceError(setView).message).toMatch(/not plain JSON/);
  });

  // Regression test (fixed bug: packages/core/src/hash.ts, stableStringify, with conformance's round-
  // trip check): stableStringify writes a Set or Map as {} whatever it holds,
  // and JSON.stringify does the same, so a state keeping cards in a Set passes
  // "survives a JSON round trip" although the round trip empties the Set, and
  // two states differing only in that Set hash equally (replay cannot see it).
  // Expected: stableStringify refuses non-plain objects (Set, Map, class
  // instances) with an Error, which would make this check fail loudly.
  it('a state that keeps data in a Set', () => {
    const setState: AnyGame = {
      ...toyGame,
      setup: (o: { handSize: number }, seed: string) => {
        const s = toyGame.setup(o, seed);
        return { ...s, seen: new Set(s.hands[0]) };
      },
      clone: (s: ToyState & { seen: Set<number> }) => ({ ...toyGame.clone(s), seen: new Set(s.seen) }),
    };
    expect(() => runConformance(setState, { seeds: 3 })).toThrow();
  });
});
