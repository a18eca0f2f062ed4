/**
 * The check block skipped where the block before it settled (rules/flow.ts
 * `advance`, `settledSince`, `quietStart`): after a turn's end that expired
 * nothing and ran no trigger or checkup, after a turn's start that ran no
 * trigger (no `ability_loss` in play), and, across two actions, after an end
 * of the turn or a plain attach from the Energy Zone. Random games played
 * with the skip off and on in lockstep (test/lockstep.ts) are equal at every
 * decision — legal lists, events, state hashes — on the current decks and on
 * pool decks with triggered cards favoured; the games reach the skip. And
 * positions where a trigger or the checkup in the skipped stretch Knocks
 * Out a Pokémon: a zone-attach trigger (Darkrai ex), a checkup trigger
 * (Glaceon ex), Poison, a turn-start trigger (a Lab variant of Meloetta's):
 * the check after it runs;
 * and positions where an aura's suppression changes in the stretch without
 * a trigger (an `ability_loss` that expires at the turn's end, one whose
 * condition reads the hand a turn's start draws into, one that reaches
 * Pokémon with Energy attached): the check after it runs.
 */
import { applyDataChanges } from '@arbiter/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { type ActivePayload, register } from '../src/effects/active.ts';
import type { PocketAction } from '../src/index.ts';
import { pocket } from '../src/index.ts';
import { settledSkips, updateSuppression, useSettledSkip } from '../src/rules/flow.ts';
import type { PocketState, Side } from '../src/state.ts';
import { position } from './helpers.ts';
import { currentDecks, newTally, playLockstep, triggerPoolDeck } from './lockstep.ts';
import { generator } from './pool-decks.ts';

afterEach(() => useSettledSkip(true));

describe('the check block skipped after a settled one', () => {
  it('changes nothing in random games on the current decks', () => {
    const ids = currentDecks();
    const tally = newTally();
    const before = settledSkips();
    for (let g = 0; g < 12; g++)
      playLockstep(
        { deck1: ids[(g * 7 + 3) % ids.length], deck2: ids[(g * 13 + 5) % ids.length] },
        `settled-skip/${g}`,
        useSettledSkip,
        tally,
        g % 2 === 0,
      );
    expect(tally.decisions).toBeGreaterThan(800);
    expect(tally.events.get('knockout') ?? 0).toBeGreaterThan(8);
    expect(settledSkips() - before).toBeGreaterThan(500);
  });

  it('changes nothing in random games on pool decks with triggered cards', () => {
    const pick = generator(7417);
    const tally = newTally();
    const before = settledSkips();
    for (let g = 0; g < 14; g++)
      playLockstep(
        { deck1: triggerPoolDeck(pick), deck2: triggerPoolDeck(pick) },
        `settled-skip-pool/${g}`,
        useSettledSkip,
        tally,
        g % 2 === 1,
      );
    expect(tally.decisions).toBeGreaterThan(1000);
    expect(tally.events.get('knockout') ?? 0).toBeGreaterThan(8);
    expect(settledSkips() - before).toBeGreaterThan(500);
  });
});

/** A position from the scenario format, in `game` (the shipped cards or a Lab variant). */
function build(setup: unknown, game: typeof pocket = pocket): PocketState {
  const spec = game.scenarios;
  if (!spec) throw new Error('no scenarios');
  return spec.build(spec.setupSchema.parse(setup), {
    game,
    options: game.optionsSchema.parse({}),
    seed: 'settled-skip',
    apply: {},
  });
}

/** Plays the actions on the position (after `prepare`) with the skip on or off: the events' types and the points. */
function play(
  on: boolean,
  setup: unknown,
  actions: Array<[Side, PocketAction | ((s: PocketState) => PocketAction)]>,
  game: typeof pocket = pocket,
  prepare?: (s: PocketState) => void,
): { events: string[]; points: number[] } {
  useSettledSkip(on);
  const s = build(setup, game);
  prepare?.(s);
  const events: string[] = [];
  for (const [side, a] of actions)
    game.apply(s, side, typeof a === 'function' ? a(s) : a, { emit: (e) => events.push(e.type) });
  return { events, points: [s.sides[0].points, s.sides[1].points] };
}

/**
 * Effects of the test's own on seat 0's side (no printed card gives them
 * where the test needs them): an Ability's aura of its Active Pokémon (a
 * harmless `status_immunity`) and an `ability_loss` on its Pokémon, as
 * `loss` narrows it; the aura's suppression settled at once.
 */
function auraAndLoss(loss: Partial<ActivePayload>, until: number): (s: PocketState) => void {
  return (s) => {
    const active = s.sides[0].active;
    if (!active) throw new Error('no Active Pokémon');
    const base = { sourcePlayer: 0 as const, trigger: 'continuous' as const, target: null, label: 'test' };
    register(s, {
      type: 'status_immunity',
      scope: 'team_all',
      value: 1,
      until: 'aura',
      payload: { ...base, sourceType: 'ability', sourceCard: active.stack[0] },
    });
    register(s, {
      type: 'ability_loss',
      scope: 'team_all',
      value: 1,
      until,
      payload: { ...base, sourceType: 'trainer', sourceCard: null, ...loss },
    });
    updateSuppression(s);
  };
}

let meloettaVariant: typeof pocket | null = null;
/** Meloetta (B2 070) whose turn-start Ability does 20 damage to the opponent's Active Pokémon (loaded once). */
function strikingMeloetta(): typeof pocket {
  if (meloettaVariant) return meloettaVariant;
  const docs = pocket.dataDocuments;
  if (!docs) throw new Error('no data documents');
  const cards = (docs.documents['cards.json'] as { cards: Array<{ id: string }> }).cards;
  const at = cards.findIndex((c) => c.id === 'B2 070');
  meloettaVariant = docs.load(
    applyDataChanges(docs.documents, [
      {
        file: 'cards.json',
        path: ['cards', at, 'ability', 'effect', 'effects', 0, 'effects'],
        value: [{ type: 'damage_target', amount: 20, among: 'opponent_active' }],
      },
    ]),
  );
  return meloettaVariant;
}

describe('a trigger in a stretch the skip would pass over', () => {
  it("Darkrai ex's zone-attach damage Knocks Out in the check after the attach", () => {
    const setup = position(
      { active: { card: 'A2 110' }, zone: 'D', energyTypes: ['D'] },
      { active: { card: 'A1 211', hp: 20 } },
    );
    const attach: Array<[Side, PocketAction]> = [[0, { type: 'attach', target: 0 }]];
    const on = play(true, setup, attach);
    expect(on).toEqual(play(false, setup, attach));
    expect(on.points).toEqual([1, 0]);
    expect(on.events.indexOf('knockout')).toBeGreaterThan(on.events.indexOf('attach'));
  });

  it("Glaceon ex's checkup damage Knocks Out in the check after the turn's end", () => {
    const setup = position({ active: { card: 'A2a 022' } }, { active: { card: 'A1 211', hp: 10 } });
    const end: Array<[Side, PocketAction]> = [[0, { type: 'end' }]];
    const on = play(true, setup, end);
    expect(on).toEqual(play(false, setup, end));
    expect(on.points).toEqual([1, 0]);
  });

  it("Poison's checkup damage Knocks Out in the check after the turn's end", () => {
    const setup = position({
      active: { card: 'A1 001', hp: 10, status: ['poisoned'] },
      bench: [{ card: 'A1 001' }],
    });
    const end: Array<[Side, PocketAction]> = [[0, { type: 'end' }]];
    const on = play(true, setup, end);
    expect(on).toEqual(play(false, setup, end));
    expect(on.points).toEqual([0, 1]);
  });

  it("a turn-start Ability's damage Knocks Out in the check after the turn's start", () => {
    const game = strikingMeloetta();
    const setup = position(
      { active: { card: 'B2 070' } },
      { active: { card: 'A1 211', hp: 20 } },
      { current: 1 },
    );
    const end: Array<[Side, PocketAction]> = [[1, { type: 'end' }]];
    const on = play(true, setup, end, game);
    expect(on).toEqual(play(false, setup, end, game));
    expect(on.points).toEqual([1, 0]);
  });
});

describe("an aura's suppression changed in a stretch the skip would pass over", () => {
  const suppression = (events: string[]) => events.filter((e) => e.startsWith('effect-'));

  it('an ability_loss that expires at the turn’s end lets the aura work again in the check after it', () => {
    const setup = position({ active: { card: 'A1 001' } });
    const end: Array<[Side, PocketAction]> = [[0, { type: 'end' }]];
    const prepare = auraAndLoss({}, 3);
    const on = play(true, setup, end, pocket, prepare);
    expect(on).toEqual(play(false, setup, end, pocket, prepare));
    expect(suppression(on.events)).toEqual(['effect-unsuppressed']);
    expect(on.events.indexOf('effect-unsuppressed')).toBeLessThan(on.events.indexOf('turn'));
  });

  it('an ability_loss while its side holds one card ends when the turn’s start draws one', () => {
    const setup = position({ active: { card: 'A1 001' }, hand: ['A1 189'] }, {}, { current: 1 });
    const end: Array<[Side, PocketAction]> = [[1, { type: 'end' }]];
    const prepare = auraAndLoss(
      { condition: { is: 'hand_size_in', sizes: [1] } as ActivePayload['condition'] },
      99,
    );
    const on = play(true, setup, end, pocket, prepare);
    expect(on).toEqual(play(false, setup, end, pocket, prepare));
    expect(suppression(on.events)).toEqual(['effect-unsuppressed']);
  });

  it('an ability_loss on Pokémon with Energy reaches the aura’s Pokémon once an Energy is attached', () => {
    const setup = position({ active: { card: 'A1 001' }, hand: ['A1 001'], zone: 'G' });
    const actions: Array<[Side, PocketAction | ((s: PocketState) => PocketAction)]> = [
      // A first action settles the check after the effects added by hand; the attach comes after it.
      [0, (s) => ({ type: 'play', card: s.sides[0].hand[0] })],
      [0, (s) => ({ type: 'attach', target: s.sides[0].active?.pid ?? -1 })],
    ];
    const prepare = auraAndLoss({ hasEnergy: 'any' }, 99);
    const on = play(true, setup, actions, pocket, prepare);
    expect(on).toEqual(play(false, setup, actions, pocket, prepare));
    expect(suppression(on.events)).toEqual(['effect-suppressed']);
    expect(on.events.indexOf('effect-suppressed')).toBeGreaterThan(on.events.indexOf('attach'));
  });

  /**
   * An `ability_loss` from seat 1's Active Pokémon (working only from the
   * Active Spot) keeps seat 0's aura off; seat 1 retreats it. The check after
   * the retreat turns the loss off, after the aura was judged (the store's
   * order): that check changed an effect, so it did not settle, and the next
   * one — after seat 1 ends its turn — lets the aura work again.
   */
  it('a check that changed an aura is no settled one: the next check runs', () => {
    const setup = position(
      { active: { card: 'A1 001' } },
      { active: { card: 'A1 189', energy: ['C'] }, bench: [{ card: 'A1 189' }] },
      { current: 1 },
    );
    const prepare = (s: PocketState) => {
      auraAndLoss({}, 99)(s);
      s.effects.effects.pop();
      const theirs = s.sides[1].active?.stack[0] ?? -1;
      register(s, {
        type: 'ability_loss',
        scope: 'opponent_all',
        value: 1,
        until: 'aura',
        payload: {
          sourcePlayer: 1,
          trigger: 'continuous',
          target: null,
          label: 'test',
          sourceType: 'ability',
          sourceCard: theirs,
          activeOnly: true,
        },
      });
      updateSuppression(s);
    };
    const actions: Array<[Side, PocketAction | ((s: PocketState) => PocketAction)]> = [
      [1, (s) => ({ type: 'retreat', to: s.sides[1].bench[0].pid })],
      [1, { type: 'end' }],
    ];
    const on = play(true, setup, actions, pocket, prepare);
    expect(on).toEqual(play(false, setup, actions, pocket, prepare));
    expect(suppression(on.events)).toEqual(['effect-suppressed', 'effect-unsuppressed']);
    expect(on.events.indexOf('effect-unsuppressed')).toBeLessThan(on.events.indexOf('turn'));
  });

  /**
   * Seat 0's Active Bulbasaur (70 HP) has 80 damage and lives by +30 HP while
   * its side holds one card (an effect of the test's own). A check that ran
   * the knockout check (found nothing) is no settled one: when seat 0's turn
   * starts and draws, the HP is back to 70 and the check Knocks it Out.
   */
  it('a check that had a knockout to look for is no settled one: the next check runs', () => {
    const setup = position(
      { active: { card: 'A1 001' }, bench: [{ card: 'A1 001' }], hand: ['A1 189'] },
      {},
      { current: 1 },
    );
    const prepare = (s: PocketState) => {
      const active = s.sides[0].active;
      if (!active) throw new Error('no Active Pokémon');
      active.damage = 80;
      register(s, {
        type: 'hp_modifier',
        scope: 'team_all',
        value: 30,
        until: 99,
        payload: {
          sourcePlayer: 0,
          trigger: 'continuous',
          target: null,
          label: 'test',
          sourceType: 'trainer',
          sourceCard: null,
          condition: { is: 'hand_size_in', sizes: [1] } as ActivePayload['condition'],
        },
      });
    };
    const end: Array<[Side, PocketAction]> = [[1, { type: 'end' }]];
    const on = play(true, setup, end, pocket, prepare);
    expect(on).toEqual(play(false, setup, end, pocket, prepare));
    expect(on.points).toEqual([0, 1]);
  });
});
