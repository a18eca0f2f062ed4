/**
 * The conformance suite's event checks: every state-changing action emits an
 * event; events name real seats and have words; a seat's log holds only what
 * it may see; and what a visible event shows is no more than the seat's view
 * shows (perturb what it cannot see, compare). Each broken game below must be
 * caught, naming the seed, the step and what is wrong.
 */
import {
  type AnyGame,
  type ApplyContext,
  describeWith,
  type EventWords,
  type GameEvent,
  Match,
  type PlayerId,
} from '@arbiter/core';
import { runConformance, type ToyAction, type ToyEvent, type ToyState, toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';

function conformanceError(game: AnyGame, opts: Parameters<typeof runConformance>[1] = {}): Error {
  try {
    runConformance(game, { seeds: 10, ...opts });
  } catch (e) {
    return e as Error;
  }
  throw new Error('runConformance accepted a broken game');
}

/** The toy, with an extra event emitted after each play (and words for it). */
function withExtraEvent(extra: (s: ToyState, p: PlayerId) => GameEvent): AnyGame {
  return {
    ...toyGame,
    apply(s: ToyState, p: PlayerId, a: ToyAction, ctx?: ApplyContext<GameEvent>) {
      toyGame.apply(s, p, a, ctx);
      ctx?.emit?.(extra(s, p));
      return s;
    },
    describeEvent: (e: GameEvent) => `${e.type} ${JSON.stringify(e)}`,
  };
}

describe('event checks on the toy game', () => {
  it('pass, and the summary counts events, state-changing actions and conclusive comparisons', () => {
    const summary = runConformance(toyGame, { seeds: 30 });
    expect(summary.events.events).toBe(30 * 6);
    expect(summary.events.changingActions).toBe(30 * 6);
    expect(summary.events.compared).toBeGreaterThan(0);
    expect(summary.events.conclusive).toBeGreaterThan(0);
    expect(summary.events.skipped).toBeUndefined();
  });
});

describe('event checks catch', () => {
  it('an action that changes the state and emits nothing', () => {
    const silent: AnyGame = {
      ...toyGame,
      apply: (s: ToyState, p: PlayerId, a: ToyAction) => toyGame.apply(s, p, a),
    };
    expect(conformanceError(silent).message).toMatch(
      /^toy seed 1 step 0: \{"type":"play","card":\d\} changed the state but emitted no event/,
    );
  });

  it('an event visible to a seat the match does not have', () => {
    const game = withExtraEvent((_s, p) => ({ type: 'note', player: p, visibleTo: 5 }));
    expect(conformanceError(game).message).toMatch(
      /event note is visible to seat 5, which the match does not have/,
    );
  });

  it('an event without words', () => {
    const game: AnyGame = { ...toyGame, describeEvent: () => '  ' };
    expect(conformanceError(game).message).toMatch(/event played has no words/);
    const throwing: AnyGame = {
      ...toyGame,
      describeEvent: () => {
        throw new Error('no words for event type');
      },
    };
    expect(conformanceError(throwing).message).toMatch(/event played has no words: no words for event type/);
  });

  it('a public event that names the card just drawn (hidden from the other seat)', () => {
    const leaky = withExtraEvent((s, p) => ({
      type: 'drew',
      player: p,
      card: s.hands[p][s.hands[p].length - 1],
    }));
    expect(conformanceError(leaky).message).toMatch(
      /the events seat \d may see carry what it cannot see: after \{"type":"play","card":\d\}/,
    );
  });

  it('a public event that names a card left in the hand (hidden from the other seat)', () => {
    const leaky = withExtraEvent((s, p) => ({ type: 'kept', player: p, low: Math.min(...s.hands[p], 10) }));
    expect(conformanceError(leaky).message).toMatch(/carry what it cannot see/);
  });
});

describe('event checks accept', () => {
  it('the same drawn card shown only to the drawer', () => {
    const game = withExtraEvent((s, p) => ({
      type: 'drew',
      player: p,
      card: s.hands[p][s.hands[p].length - 1],
      visibleTo: p,
    }));
    expect(runConformance(game, { seeds: 10 }).games).toBe(10);
  });

  it('a reveal by rule, when the game names the event type as one', () => {
    const shown = withExtraEvent((s, p) => ({ type: 'hand-shown', player: p, hand: [...s.hands[p]] }));
    expect(runConformance(shown, { seeds: 10, events: { reveals: ['hand-shown'] } }).games).toBe(10);
  });

  it('a named gap: action types allowed to change the state silently, with the reason kept', () => {
    const silent: AnyGame = {
      ...toyGame,
      apply: (s: ToyState, p: PlayerId, a: ToyAction) => toyGame.apply(s, p, a),
    };
    const summary = runConformance(silent, {
      seeds: 3,
      events: { silent: { actions: ['play'], reason: 'plays emit no event yet' } },
    });
    expect(summary.events.silent).toEqual({ actions: ['play'], reason: 'plays emit no event yet' });
  });

  it('a game that opts out with a named reason', () => {
    const silent: AnyGame = {
      ...toyGame,
      apply: (s: ToyState, p: PlayerId, a: ToyAction) => toyGame.apply(s, p, a),
    };
    const summary = runConformance(silent, { seeds: 3, events: { skip: 'emits no events yet (issue 20)' } });
    expect(summary.events).toMatchObject({ skipped: 'emits no events yet (issue 20)', events: 0 });
  });
});

describe('visibility in the kernel', () => {
  it("a seat's log (Match.eventsFor) never holds an event for another seat; a spectator's holds only public ones", () => {
    const game = withExtraEvent((_s, p) => ({ type: 'drew', player: p, visibleTo: p }));
    const match = new Match(game, {}, 'v');
    match.act(0, match.legalActions(0)[0]);
    match.act(1, match.legalActions(1)[0]);
    const types = (seat: PlayerId | null) => match.eventsFor(seat).map((r) => `${r.event.type}:${r.action}`);
    expect(types(0)).toEqual(['played:0', 'drew:0', 'played:1']);
    expect(types(1)).toEqual(['played:0', 'played:1', 'drew:1']);
    expect(types(null)).toEqual(['played:0', 'played:1']);
  });

  it('event words are typed per event type, required for every type, and refused for an erased type', () => {
    type Ev = { type: 'a'; n: number } | { type: 'b'; s: string };
    const words: EventWords<Ev> = { a: (e) => `a ${e.n}`, b: (e) => `b ${e.s}` };
    const describe = describeWith<Ev>(words);
    expect(describe({ type: 'a', n: 1 })).toBe('a 1');
    expect(describe({ type: 'b', s: 'x' })).toBe('b x');
    // @ts-expect-error words for 'b' are missing
    const partial: EventWords<Ev> = { a: (e) => `a ${e.n}` };
    // @ts-expect-error an erased event type (type: string) has no words record: declare the union
    const erased: EventWords<GameEvent> = { anything: () => 'x' };
    expect([partial, erased]).toHaveLength(2);
    expect(() => describeWith<Ev>(words)({ type: 'c' } as unknown as Ev)).toThrow(
      /no words for event type 'c'/,
    );
  });

  it("the toy's events read as a player reads them, seats from 1", () => {
    const describe = toyGame.describeEvent!;
    expect(describe({ type: 'played', player: 0, card: 4, gain: 4 } satisfies ToyEvent)).toBe(
      'seat 1 plays 4',
    );
    expect(describe({ type: 'played', player: 1, card: 4, gain: 8 })).toBe(
      'seat 2 plays 4, matching the last card: 8 points',
    );
  });
});
