/**
 * Golden tests of the tools family's texts read in issue 21's third share,
 * each played through the real game: seat 0's Bulbasaur (Vine Whip, 40)
 * attacks seat 1's Active Pokémon, which holds the Tool. Card uids count the
 * active stack (bottom first), the Bench, then the hand.
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { attack, position, run } from './helpers.ts';

const HEAVY_HELMET = 'B1 219';
const METAL_CORE_BARRIER = 'B2 148';
const DARK_PENDANT = 'A4 154';
const SNORLAX = 'A1 211'; // 150 HP, Retreat Cost 4
const KOFFING = 'A1 176'; // [D], 70 HP, Retreat Cost 1
const MAWILE = 'A1 178'; // [M], 70 HP
const attacker = { active: { card: 'A1 001', energy: ['G', 'C'] } };

describe('Heavy Helmet: -20 while the holder has a Retreat Cost of 3 or more', () => {
  it('reads the Retreat Cost as a condition of the reduction', () => {
    expect(
      mapText(
        "If the Pokémon this card is attached to has a Retreat Cost of 3 or more, it takes -20 damage from attacks from your opponent's Pokémon.",
      ),
    ).toEqual([
      {
        type: 'damage_reduction',
        scope: 'attached',
        amount: 20,
        condition: { is: 'self_retreat_at_least', n: 3 },
      },
    ]);
  });

  it('Snorlax (Retreat Cost 4) takes 40 - 20; Koffing (Retreat Cost 1) takes the whole 40', () => {
    run(position(attacker, { active: { card: SNORLAX, tool: HEAVY_HELMET } }), [attack(0)], {
      active: [{}, { hp: 130, tool: HEAVY_HELMET }],
    });
    run(position(attacker, { active: { card: KOFFING, tool: HEAVY_HELMET } }), [attack(0)], {
      active: [{}, { hp: 30, tool: HEAVY_HELMET }],
    });
  });
});

describe("Metal Core Barrier: -50 on a [M] holder, discarded at the end of the opponent's turn", () => {
  it('Mawile takes no damage from 40, and the Barrier is discarded as the attacker’s turn ends', () => {
    run(position(attacker, { active: { card: MAWILE, tool: METAL_CORE_BARRIER } }), [attack(0)], {
      active: [{}, { hp: 70 }],
      discard: [[], [METAL_CORE_BARRIER]],
      turn: 4,
    });
  });

  it('a holder of another type takes the whole 40, and the Barrier still goes at the end of that turn', () => {
    run(position(attacker, { active: { card: KOFFING, tool: METAL_CORE_BARRIER } }), [attack(0)], {
      active: [{}, { hp: 30 }],
      discard: [[], [METAL_CORE_BARRIER]],
    });
  });
});

describe('Dark Pendant: a damaged [D] Active holder sends a random card of the attacker’s hand to their deck', () => {
  const hand = ['A1 189', 'A1 053'];

  it('Koffing in the Active Spot, damaged: the attacker has 1 card fewer in hand and 1 more in the deck', () => {
    run(
      position({ ...attacker, hand }, { active: { card: KOFFING, tool: DARK_PENDANT } }),
      [attack(0)],
      // Seat 1 draws at the start of turn 4: its counts are not asked.
      { active: [{}, { hp: 30 }], handCount: [1, 2], deckCount: [9, 7] },
    );
  });

  it('a holder of another type does nothing', () => {
    run(position({ ...attacker, hand }, { active: { card: SNORLAX, tool: DARK_PENDANT } }), [attack(0)], {
      active: [{}, { hp: 110 }],
      handCount: [2, 2],
      deckCount: [8, 7],
    });
  });
});
