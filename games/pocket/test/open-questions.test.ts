/**
 * The seed's five open questions, each decided (README.md, "Rules
 * decisions") and tested here.
 */
import { describe, expect, it } from 'vitest';
import { affects, query, register, removeBySourceCard } from '../src/effects/active.ts';
import { pocket } from '../src/index.ts';
import { affectedOf } from '../src/rules/ops.ts';
import type { PocketState } from '../src/state.ts';
import { attack, coins, end, play, position, run } from './helpers.ts';

function build(setup: unknown): PocketState {
  const spec = pocket.scenarios;
  if (!spec) throw new Error('no scenario format');
  return spec.build(spec.setupSchema.parse(setup), {
    game: pocket,
    options: pocket.optionsSchema.parse({}),
    seed: 'q',
    apply: {},
  });
}

describe("the seed's open questions", () => {
  it('1. stacking limits: additive reductions sum without a cap; damage and retreat cost floor at 0', () => {
    // Cloyster's Shell Armor (-10) and Blue (-10) add up to -20 on Cloyster; a 10-damage attack then does 10 (Weakness +20 first).
    run(
      position(
        { active: { card: 'A1a 030', energy: ['L'] } },
        { active: { card: 'A1 067', under: ['A1 066'] }, hand: ['A1a 067'] },
        { current: 1 },
      ),
      [play(12), end, coins(false), attack(0)],
      { active: [{}, { name: 'Cloyster', hp: 110 }] },
    );
    // Leaf (-2) on a 1-cost retreat: free, not negative.
    run(
      position({ active: { card: 'A1 001' }, bench: [{ card: 'A1 094' }], hand: ['A1a 068'] }),
      [play(2), { action: { type: 'retreat', to: 1 } }],
      {
        active: [{ name: 'Pikachu' }, {}],
      },
    );
  });

  it('2. ordering: boost, then Weakness, then reductions, then the floor (a reduction larger than the attack still lets Weakness count)', () => {
    // Machop (Fighting, 20) with Giovanni (+10) against Snorlax (weak to Fighting): 20 + 10 + 20 = 50.
    run(position({ active: { card: 'A1 143', energy: ['F'] }, hand: ['A1 223'] }), [play(1), attack(0)], {
      active: [{}, { hp: 100 }],
    });
  });

  it('3. visibility: every active effect is in both seats’ views (and the spectator’s)', () => {
    const s = build(position({ active: { card: 'A1 126', energy: ['P', 'C'] } }));
    pocket.apply(s, 0, { type: 'attack', index: 0 });
    for (const viewer of [0, 1, null]) {
      const v = pocket.view(s, viewer);
      expect(v.effects.map((e) => [e.type, e.sourceType, e.scope, e.value, e.until])).toEqual([
        ['damage_reduction', 'attack', 'self', 20, 'end of turn 4'],
      ]);
    }
  });

  it('4. stadiums: an effect with source type stadium and scope global touches every Pokémon and leaves with its source', () => {
    const s = build(position({ active: { card: 'A1 001' } }));
    register(s, {
      type: 'retreat_reduction',
      scope: 'global',
      value: 1,
      until: 'aura',
      payload: {
        sourceType: 'stadium',
        sourceCard: 99,
        sourcePlayer: 0,
        trigger: 'on_retreat_calc',
        target: null,
        label: 'a stadium',
      },
    });
    const mine = affectedOf(s, 0, s.sides[0].active as NonNullable<PocketState['sides'][0]['active']>);
    const theirs = affectedOf(s, 1, s.sides[1].active as NonNullable<PocketState['sides'][0]['active']>);
    const [e] = query(s, { type: 'retreat_reduction' });
    expect(affects(e, mine) && affects(e, theirs)).toBe(true);
    expect(query(s, { type: 'retreat_reduction', affecting: theirs })).toHaveLength(1);
    expect(removeBySourceCard(s, 99)).toHaveLength(1);
    expect(query(s, { type: 'retreat_reduction' })).toHaveLength(0);
  });

  it('5. "during your opponent\'s next turn" lasts through the end of that turn, and is gone when the attacker\'s next turn starts', () => {
    run(
      position(
        { active: { card: 'A1 126', energy: ['P', 'C'] } },
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
      ),
      [attack(0), { expect: { turn: 4, effects: [{ type: 'damage_reduction' }] } }, end],
      { turn: 5, effects: [] },
    );
  });
});
