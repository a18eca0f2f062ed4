/**
 * The offensive roll: combo detection (goldens, edge cases, and an
 * exhaustive check over all 7776 rolls against an independent reading of the
 * rules), holds, the three-attempt limit, chi on attack, ultimates, and the
 * post-damage statuses.
 */
import { RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/actions.ts';
import { COMBOS, type Combo } from '../src/data/hero-schema.ts';
import { comboMask, combosShown, diceDuel } from '../src/index.ts';
import { COMBO_BIT } from '../src/rules/combos.ts';
import { beginTurn } from '../src/rules/turn.ts';
import { eventsOf, scenario, stateOf } from './helpers.ts';

/** The rules summary, read literally, with no shared code. */
function referenceCombos(dice: number[]): Set<Combo> {
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  const c = [...counts.values()].sort((a, b) => b - a);
  const faces = new Set(dice);
  const run = (from: number, len: number) =>
    Array.from({ length: len }, (_, k) => from + k).every((f) => faces.has(f));
  const out = new Set<Combo>();
  if (c[0] === 5) out.add('5OAK');
  if (c[0] >= 4) out.add('4OAK');
  if (c[0] >= 3) out.add('3OAK');
  if (c[0] === 3 && c[1] === 2) out.add('FULL_HOUSE');
  if (c.filter((n) => n === 2).length === 2) out.add('PAIR_PAIR');
  if (run(1, 5) || run(2, 5)) out.add('LARGE_STRAIGHT');
  if (run(1, 4) || run(2, 4) || run(3, 4)) out.add('SMALL_STRAIGHT');
  return out;
}

describe('combo detection', () => {
  const goldens: Array<[number[], Combo[]]> = [
    [
      [4, 4, 4, 4, 4],
      ['5OAK', '4OAK', '3OAK'],
    ],
    [
      [2, 2, 2, 2, 5],
      ['4OAK', '3OAK'],
    ],
    [
      [3, 3, 3, 5, 5],
      ['FULL_HOUSE', '3OAK'],
    ],
    [
      [5, 3, 5, 3, 3],
      ['FULL_HOUSE', '3OAK'],
    ],
    [[1, 1, 2, 2, 5], ['PAIR_PAIR']],
    [[6, 1, 6, 1, 3], ['PAIR_PAIR']],
    [[5, 5, 5, 2, 3], ['3OAK']],
    [
      [1, 1, 1, 1, 2],
      ['4OAK', '3OAK'],
    ],
    [
      [1, 2, 3, 4, 5],
      ['LARGE_STRAIGHT', 'SMALL_STRAIGHT'],
    ],
    [
      [6, 5, 4, 3, 2],
      ['LARGE_STRAIGHT', 'SMALL_STRAIGHT'],
    ],
    [[1, 2, 3, 4, 6], ['SMALL_STRAIGHT']],
    [[1, 3, 4, 5, 6], ['SMALL_STRAIGHT']],
    [[3, 4, 5, 6, 6], ['SMALL_STRAIGHT']],
    [[2, 3, 2, 4, 5], ['SMALL_STRAIGHT']],
    [[1, 2, 3, 5, 6], []],
    [[1, 2, 4, 5, 6], []],
    [[1, 1, 3, 4, 6], []],
  ];

  it.each(goldens)('%j shows %j', (dice, combos) => {
    expect(combosShown(dice)).toEqual(combos);
    expect(scenario<{ combos: Combo[] }>({ step: { kind: 'combos', dice } }).combos).toEqual(combos);
  });

  it('a full house is not a pair-pair, and 5OAK is not a full house', () => {
    expect(comboMask([2, 2, 2, 6, 6]) & COMBO_BIT.PAIR_PAIR).toBe(0);
    expect(comboMask([2, 2, 2, 2, 2]) & COMBO_BIT.FULL_HOUSE).toBe(0);
  });

  it('agrees with the reference reading on all 7776 rolls', () => {
    let checked = 0;
    for (let n = 0; n < 6 ** 5; n++) {
      const dice = [0, 1, 2, 3, 4].map((k) => (Math.floor(n / 6 ** k) % 6) + 1);
      const want = COMBOS.filter((c) => referenceCombos(dice).has(c));
      expect(combosShown(dice), JSON.stringify(dice)).toEqual(want);
      checked++;
    }
    expect(checked).toBe(7776);
  });
});

describe('the offensive roll', () => {
  const at = (offense: number[], extra: object = {}) =>
    stateOf({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      dice: { offense },
      step: { kind: 'play' },
      ...extra,
    });

  it('holds keep their dice; the rest are rerolled from the next forced faces', () => {
    const { state, ctx } = at([1, 1, 1, 2, 3, 4, 5, 6, 6]);
    beginTurn(state, ctx);
    expect(state.offense).toEqual({ dice: [1, 1, 1, 2, 3], attempt: 1 });
    diceDuel.apply(state, 0, { type: 'reroll', hold: [0, 1, 2] });
    expect(state.offense).toEqual({ dice: [1, 1, 1, 4, 5], attempt: 2 });
    diceDuel.apply(state, 0, { type: 'reroll', hold: [0, 1, 2] });
    expect(state.offense).toEqual({ dice: [1, 1, 1, 6, 6], attempt: 3 });
    expect(combosShown(state.offense.dice)).toContain('FULL_HOUSE');
  });

  it('holds keep positions: held dice in the middle stay where they were', () => {
    const { state, ctx } = at([6, 2, 6, 3, 6, 1, 1]);
    beginTurn(state, ctx);
    diceDuel.apply(state, 0, { type: 'reroll', hold: [0, 2, 4] });
    expect(state.offense.dice).toEqual([6, 1, 6, 1, 6]);
  });

  it('three attempts at most: no reroll is offered or accepted after the third roll', () => {
    const { state, ctx } = at([1, 2, 3, 4, 6, 1, 2, 3, 4, 6, 1, 2, 3, 4, 6]);
    beginTurn(state, ctx);
    diceDuel.apply(state, 0, { type: 'reroll', hold: [] });
    expect(legalActions(state, 0).some((a) => a.type === 'reroll')).toBe(true);
    diceDuel.apply(state, 0, { type: 'reroll', hold: [] });
    expect(state.offense.attempt).toBe(3);
    expect(legalActions(state, 0).some((a) => a.type === 'reroll')).toBe(false);
    const before = JSON.stringify(state);
    expect(() => diceDuel.apply(state, 0, { type: 'reroll', hold: [0] })).toThrow(RuleViolation);
    expect(JSON.stringify(state)).toBe(before);
    expect(() =>
      scenario({
        options: { hero1: 'pyromancer' },
        dice: { offense: [1, 2, 3, 4, 6, 1, 2, 3, 4, 6, 1, 2, 3, 4, 6, 1] },
        step: { kind: 'play', actions: [1, 2, 3].map(() => ({ type: 'reroll', hold: [] })) },
      }),
    ).toThrow(/\$\.steps\[3\]: illegal action .*no-attempts/);
  });

  it('offers only abilities whose combo the dice show, each once per chi amount, plus passing', () => {
    const { state, ctx } = at([3, 3, 3, 5, 5], { fighters: [{ statuses: { chi: 1 } }] });
    beginTurn(state, ctx);
    const attacks = legalActions(state, 0).filter((a) => a.type === 'attack');
    expect(attacks).toEqual([
      { type: 'attack', combo: 'FULL_HOUSE', chi: 0 },
      { type: 'attack', combo: 'FULL_HOUSE', chi: 1 },
      { type: 'attack', combo: '3OAK', chi: 0 },
      { type: 'attack', combo: '3OAK', chi: 1 },
      { type: 'attack', combo: null, chi: 0 },
    ]);
    expect(() => diceDuel.apply(diceDuel.clone(state), 0, { type: 'attack', combo: '4OAK', chi: 0 })).toThrow(
      /combo-not-shown/,
    );
    expect(() => diceDuel.apply(diceDuel.clone(state), 0, { type: 'attack', combo: '3OAK', chi: 2 })).toThrow(
      /bad-chi/,
    );
  });

  it('chi spent on an attack adds 1 damage a stack', () => {
    const out = scenario({
      options: { hero1: 'shadow-monk', hero2: 'pyromancer' },
      fighters: [{ statuses: { chi: 2 } }],
      dice: { offense: [3, 3, 3, 1, 2], defense: [1, 2, 3] },
      step: { kind: 'play', actions: [{ type: 'attack', combo: '3OAK', chi: 2 }] },
    });
    expect(eventsOf(out, 'attack')[0]).toMatchObject({ label: 'Shade Break', damage: 4, chi: 2, raw: 6 });
    expect(out.checkpoints!.raw).toBe(6);
    expect(out.fighters[1].hp).toBe(24);
    expect(out.fighters[0].statuses.chi).toBeUndefined();
  });

  it('an ultimate cannot be defended: no defense roll, no reaction, full damage', () => {
    const out = scenario({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      fighters: [{}, { statuses: { evasive: 1, chi: 2 } }],
      dice: { offense: [6, 6, 6, 6, 6], defense: [1, 1, 1, 6] },
      step: { kind: 'play', actions: [{ type: 'attack', combo: '5OAK', chi: 0 }] },
    });
    expect(eventsOf(out, 'ultimate')).toHaveLength(1);
    expect(eventsOf(out, 'rule-hit')).toEqual([]);
    expect(out.defense).toMatchObject({ version: 'v2', diceBefore: [], rulesHit: [] });
    expect(out.checkpoints).toMatchObject({ raw: 13, final: 13 });
    expect(out.fighters[1].hp).toBe(17);
    expect(out.fighters[1].statuses).toEqual({ evasive: 1, chi: 2 });
    expect(out.report.turnsV2).toBe(0);
    expect(out.phase).toBe('offense'); // the monk's turn began; no react step was owed
  });

  it("Pyromancer's Inferno puts 2 burn on the defender", () => {
    const out = scenario({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      dice: { offense: [1, 2, 3, 4, 5], defense: [1, 1, 1, 1] },
      step: { kind: 'play', actions: [{ type: 'attack', combo: 'LARGE_STRAIGHT', chi: 0 }] },
    });
    const gained = eventsOf(out, 'status-gained');
    expect(gained).toHaveLength(1);
    expect(gained[0]).toMatchObject({ seat: 1, status: 'burn', added: 2, source: 'offense:LARGE_STRAIGHT' });
    // 12 − 4 block = 8; then the monk's upkeep: burn 2 deals 3 and decays to 1.
    expect(out.checkpoints!.final).toBe(8);
    expect(out.fighters[1]).toMatchObject({ hp: 19, statuses: { burn: 1 } });
    expect(out.fighters[0].statuses).toEqual({});
  });

  it("Shadow Monk's Foot Step gives itself chi; Balance the Scales gives itself evasive", () => {
    const fullHouse = scenario({
      options: { hero1: 'shadow-monk', hero2: 'pyromancer' },
      dice: { offense: [2, 2, 2, 5, 5], defense: [1, 1, 1] },
      step: { kind: 'play', actions: [{ type: 'attack', combo: 'FULL_HOUSE', chi: 0 }] },
    });
    expect(fullHouse.fighters[0].statuses).toEqual({ chi: 1 });
    expect(fullHouse.fighters[1].statuses).toEqual({});
    expect(fullHouse.fighters[1].hp).toBe(23);
    const straight = scenario({
      options: { hero1: 'shadow-monk', hero2: 'pyromancer' },
      dice: { offense: [1, 2, 3, 4, 6], defense: [1, 1, 1] },
      step: { kind: 'play', actions: [{ type: 'attack', combo: 'SMALL_STRAIGHT', chi: 0 }] },
    });
    expect(straight.fighters[0].statuses).toEqual({ evasive: 1 });
  });

  it('an attack negated by evasive lands no post statuses', () => {
    const out = scenario({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      fighters: [{}, { statuses: { evasive: 1 } }],
      dice: { offense: [1, 2, 3, 4, 5], defense: [1, 1, 1, 1], evasive: [6] },
      step: {
        kind: 'play',
        actions: [
          { type: 'attack', combo: 'LARGE_STRAIGHT', chi: 0 },
          { type: 'react', evasive: true, preventHalf: false, chi: 0 },
        ],
      },
    });
    expect(out.attack!.negatedByEvasive).toBe(true);
    expect(out.fighters[1]).toMatchObject({ hp: 30, statuses: {} });
  });

  it('passing (no ability) ends the turn without damage', () => {
    const out = scenario({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      dice: { offense: [1, 2, 4, 5, 1] },
      step: { kind: 'play', actions: [{ type: 'attack', combo: null, chi: 0 }] },
    });
    expect(eventsOf(out, 'no-ability')).toHaveLength(1);
    expect(out.fighters.map((f) => f.hp)).toEqual([30, 30]);
    expect(out.report.turns).toBe(2);
  });
});
