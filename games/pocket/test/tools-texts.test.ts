/**
 * Golden tests of the tools family's texts read in issue 21's third share,
 * each played through the real game: seat 0's Bulbasaur (Vine Whip, 40)
 * attacks seat 1's Active Pokémon, which holds the Tool. Card uids count the
 * active stack (bottom first), the Bench, then the hand.
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { ability, attack, choose, end, position, run } from './helpers.ts';

const HEAVY_HELMET = 'B1 219';
const METAL_CORE_BARRIER = 'B2 148';
const DARK_PENDANT = 'A4 154';
const RESCUE_SCARF = 'A4 155';
const ELECTRICAL_CORD = 'A3a 065';
const PROTECTIVE_PONCHO = 'B2 147';
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

describe('Rescue Scarf: a holder Knocked Out by an attack goes into the hand', () => {
  it("Weezing's cards (Koffing under it) go to its owner's hand, the Scarf to the discard pile; the attacker still scores", () => {
    run(
      position(attacker, {
        active: { card: 'A1 177', under: [KOFFING], hp: 30, energy: ['D'], tool: RESCUE_SCARF },
      }),
      [attack(0)],
      { points: [1, 0], hand: [[], ['A1 189', KOFFING, 'A1 177', 'A1 189']], discard: [[], [RESCUE_SCARF]] },
    );
  });

  it('without the Scarf the cards go to the discard pile', () => {
    run(position(attacker, { active: { card: 'A1 177', under: [KOFFING], hp: 30 } }), [attack(0)], {
      points: [1, 0],
      hand: [[], ['A1 189', 'A1 189']], // its own card and the one drawn after the promotion
      discard: [[], [KOFFING, 'A1 177']],
    });
  });
});

describe('Electrical Cord: a [L] Active holder Knocked Out by an attack moves 2 [L] Energy, 1 each onto 2 Benched Pokémon', () => {
  const bench = [{ card: 'A1 189' }, { card: 'A1 053' }, { card: 'A1 001' }];

  it('Pikachu: 1 [L] Energy onto each of the first 2 Benched Pokémon (no one is asked in a knockout); the third goes', () => {
    run(
      position(attacker, {
        active: { card: 'A1 094', hp: 30, energy: ['L', 'L', 'L'], tool: ELECTRICAL_CORD },
        bench,
      }),
      [attack(0)],
      { points: [1, 0], bench: [[], [{ energy: ['L'] }, { energy: ['L'] }, { energy: [] }]] },
    );
  });

  it('a holder of another type moves nothing', () => {
    run(
      position(attacker, {
        active: { card: KOFFING, hp: 30, energy: ['L', 'L'], tool: ELECTRICAL_CORD },
        bench,
      }),
      [attack(0)],
      { points: [1, 0], bench: [[], [{ energy: [] }, { energy: [] }, { energy: [] }]] },
    );
  });
});

describe('Protective Poncho: a Benched holder takes no damage from attacks and Abilities', () => {
  const articuno = { active: { card: 'A1 084', energy: ['W', 'W', 'W'] } }; // Blizzard (its second attack): 80, and 10 to each Benched
  const bench = [{ card: 'A1 189', tool: PROTECTIVE_PONCHO }, { card: 'A1 189' }];

  it("Articuno ex's Blizzard: the Benched holder keeps its 40 HP, the other Rattata takes 10", () => {
    run(position(articuno, { bench }), [attack(1)], {
      active: [{}, { hp: 70 }],
      bench: [[], [{ hp: 40 }, { hp: 30 }]],
    });
  });

  it("Greninja's Water Shuriken (an Ability) on the Benched holder does nothing", () => {
    const greninja = { card: 'A1 089', under: ['A1 087', 'A1 088'] };
    run(position({ active: greninja }, { bench }), [ability(0), choose(1)], {
      bench: [[], [{ hp: 40 }, { hp: 40 }]],
    });
  });

  it('in the Active Spot the holder takes the damage', () => {
    run(position(articuno, { active: { card: SNORLAX, tool: PROTECTIVE_PONCHO } }), [attack(1)], {
      active: [{}, { hp: 70 }],
    });
  });
});

describe('Beastite: +10 damage to the Active for each point its owner has, on an Ultra Beast holder', () => {
  const BEASTITE = 'A3a 066';
  const BUZZWOLE = 'A3a 076'; // Ultra Beast; Punch (C, C): 30
  const buzzwole = (tool?: string) => ({ card: BUZZWOLE, energy: ['C', 'C'], ...(tool ? { tool } : {}) });

  it('reads the count as the counter vocabulary’s own points', () => {
    expect(
      mapText(
        "Attacks used by the Ultra Beast this card is attached to do +10 damage to your opponent's Active Pokémon for each point you have gotten.",
      ),
    ).toEqual([
      {
        type: 'damage_boost',
        scope: 'attached',
        tag: 'ultra-beast',
        amount: 10,
        per: { of: 'points', side: 'own' },
      },
    ]);
  });

  it('2 points: Punch does 30 + 20 to Snorlax; 0 points: 30', () => {
    run(position({ active: buzzwole(BEASTITE), points: 2 }), [attack(0)], { active: [{}, { hp: 100 }] });
    run(position({ active: buzzwole(BEASTITE), points: 0 }), [attack(0)], { active: [{}, { hp: 120 }] });
  });

  it('counted when the damage is done: attached at 1 point (+10 knocks out a 40-HP Rattata), +20 on the next turn', () => {
    run(
      position(
        { active: buzzwole(), hand: [BEASTITE], points: 1 },
        { active: { card: 'A1 189' }, bench: [{ card: SNORLAX }], hand: [] },
      ),
      [{ action: { type: 'tool', card: 1, target: 0 } }, attack(0), end, attack(0)],
      { points: [2, 0], active: [{ tool: BEASTITE }, { hp: 100 }] },
    );
  });

  it('a holder that is not an Ultra Beast gets nothing: Bulbasaur’s Vine Whip does 40 at 2 points', () => {
    run(position({ active: { ...attacker.active, tool: BEASTITE }, points: 2 }), [attack(0)], {
      active: [{}, { hp: 110 }],
    });
  });
});
