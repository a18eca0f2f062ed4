/**
 * Golden tests of the damage-other and switch-retreat families' effect
 * types, each played on a card of the pool that prints it (read from its
 * text by the table). The defender is Snorlax (150 HP, Colorless, weak to
 * Fighting) with a Benched Rattata (40 HP).
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { attack, choose, coins, play, position, run } from './helpers.ts';

describe('damage_all', () => {
  it("Spiritomb: 10 damage to each of your opponent's Pokémon, the Active included", () => {
    run(position({ active: { card: 'A2 104', energy: ['C'] } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 140 }],
      bench: [[], [{ name: 'Rattata', hp: 30 }]],
    });
  });
});

describe('damage_target (widened)', () => {
  it('Mimikyu: 60, and 20 to 1 of your own Pokémon (chosen; as printed)', () => {
    expect(mapText('This attack also does 20 damage to 1 of your Pokémon.')).toEqual([
      { type: 'damage_target', amount: 20, among: 'own_any' },
    ]);
    run(
      position({ active: { card: 'A3 083', energy: ['P', 'C'] }, bench: [{ card: 'A1 053' }] }),
      [attack(0), choose(1)],
      {
        active: [{ hp: 70 }, { hp: 150 - 60 }],
        bench: [[{ name: 'Squirtle', hp: 40 }], [{ hp: 40 }]],
      },
    );
  });

  it('Empoleon: 80, and 30 to 1 of the Benched', () => {
    run(position({ active: { card: 'A2 037', energy: ['W', 'W', 'C'] } }), [attack(0)], {
      active: [{}, { hp: 150 - 80 }],
      bench: [[], [{ name: 'Rattata', hp: 10 }]],
    });
  });

  it('Mega Blastoise ex: 50 to 2 different Benched Pokémon when 3 extra Water Energy are attached', () => {
    const blastoise = (energy: string[]) => ({ card: 'B1a 020', energy });
    const them = { bench: [{ card: 'A1 189' }, { card: 'A1 189' }, { card: 'A1 189' }] };
    // Two Rattata knocked out (40 HP each): 2 points besides the Active's damage.
    run(
      position({ active: blastoise(['W', 'W', 'W', 'W', 'W', 'W']) }, them),
      [attack(0), choose(0), choose(0)],
      {
        points: [2, 0],
        active: [{}, { hp: 150 - 130 }],
      },
    );
    run(position({ active: blastoise(['W', 'W', 'C', 'W', 'W']) }, them), [attack(0)], {
      points: [0, 0],
      bench: [[], [{ hp: 40 }, { hp: 40 }, { hp: 40 }]],
    });
  });
});

describe('discard_energy_self (widened: all of a type)', () => {
  it('Luxray, Volt Bolt: discards every Lightning Energy (and keeps the rest), then 120 to 1 of the Pokémon', () => {
    run(position({ active: { card: 'A2 060', energy: ['L', 'W', 'L', 'L'] } }), [attack(0), choose(1)], {
      active: [{ energy: ['W'] }, { hp: 150 }],
      bench: [[], []],
      points: [1, 0],
    });
  });
});

describe('damage_target for each of a count on the chosen Pokémon', () => {
  it('Tapu Lele: 20 for each Energy attached to the chosen Pokémon (with Weakness on the Active only)', () => {
    const lele = { card: 'A3 084', energy: ['P'] };
    const them = { active: { card: 'A1 211', energy: ['C', 'C', 'C'] } };
    run(position({ active: lele }, them), [attack(0), choose(0)], { active: [{}, { hp: 150 - 60 }] });
    run(position({ active: lele }, them), [attack(0), choose(1)], {
      active: [{}, { hp: 150 }],
      bench: [[], [{ hp: 40 }]],
    });
  });
});

describe('random_hits (widened)', () => {
  it("Ampharos: 20 to 1 of the opponent's Benched Pokémon chosen at random", () => {
    run(position({ active: { card: 'B1 084', energy: ['L', 'L', 'C'] } }), [attack(0)], {
      active: [{}, { hp: 150 - 90 }],
      bench: [[], [{ hp: 20 }]],
    });
  });

  it('Zapdos: 100 to 1 other Pokémon, yours or theirs (here only Snorlax is there)', () => {
    run(position({ active: { card: 'B2 051', energy: ['L', 'L', 'L'] } }, { bench: [] }), [attack(0)], {
      active: [{}, { hp: 50 }],
    });
  });
});

describe('damage_opponent_bench_each (widened), damage_own_bench_each', () => {
  it('Mega Slowbro ex: 20 for each heads of 3 coins to each Benched', () => {
    const them = { bench: [{ card: 'A1 211' }, { card: 'A1 211' }] };
    const slowbro = { card: 'B2b 016', energy: ['W', 'W', 'C'] };
    run(position({ active: slowbro }, them), [coins(true, true, false), attack(0)], {
      bench: [[], [{ hp: 110 }, { hp: 110 }]],
    });
    run(position({ active: slowbro }, them), [coins(false, false, false), attack(0)], {
      bench: [[], [{ hp: 150 }, { hp: 150 }]],
    });
  });

  it('Whiscash: 10 to each of your own Benched Pokémon', () => {
    run(
      position({
        active: { card: 'A3b 039', energy: ['F', 'C', 'C', 'C'] },
        bench: [{ card: 'A1 053' }, { card: 'A1 053' }],
      }),
      [attack(0)],
      // Fighting against Snorlax: 150 with Weakness, a knock-out; Rattata is promoted.
      { bench: [[{ hp: 50 }, { hp: 50 }], []], points: [1, 0] },
    );
  });
});

describe('knock_out, set_remaining_hp', () => {
  it('Bewear: both heads Knock Out the Active (1 point), else nothing', () => {
    const bewear = { card: 'A3a 058', energy: ['C', 'C', 'C'] };
    run(position({ active: bewear }), [coins(true, true), attack(0)], {
      points: [1, 0],
      active: [{}, { name: 'Rattata' }],
    });
    run(position({ active: bewear }), [coins(true, false), attack(0)], {
      points: [0, 0],
      active: [{}, { hp: 150 }],
    });
  });

  it("Bidoof: halves the Active's remaining HP, rounded down", () => {
    run(
      position({ active: { card: 'A2 135', energy: ['C', 'C'] } }, { active: { card: 'A1 211', hp: 75 } }),
      [attack(0)],
      {
        active: [{}, { hp: 37 }],
      },
    );
  });

  it("Xatu: on heads, the Active's remaining HP is now 10", () => {
    const xatu = { card: 'A4 082', energy: ['P', 'P'] };
    run(position({ active: xatu }), [coins(true), attack(0)], { active: [{}, { hp: 10 }] });
    run(position({ active: xatu }), [coins(false), attack(0)], { active: [{}, { hp: 150 }] });
  });
});

describe('switching: gust, switch_own_active, switch_self (widened), switch_opponent_active (widened)', () => {
  it('Cyrus: switches in a damaged Benched Pokémon of the opponent', () => {
    const them = { bench: [{ card: 'A1 189' }, { card: 'A1 189', hp: 30 }] };
    run(position({ active: { card: 'A1 053' }, hand: ['A2 150'] }, them), [play(1)], {
      active: [{}, { name: 'Rattata', hp: 30 }],
    });
  });

  it('Lyra: switches your damaged Active Pokémon with a Benched one', () => {
    run(
      position({ active: { card: 'A1 053', hp: 50 }, bench: [{ card: 'A1 189' }], hand: ['A4 157'] }),
      [play(2)],
      {
        active: [{ name: 'Rattata' }, {}],
        bench: [[{ name: 'Squirtle', hp: 50 }], [{}]],
      },
    );
  });

  it('Jumpluff ex: may switch with a Benched Pokémon, or stay', () => {
    const me = { active: { card: 'A4a 003', energy: ['C'] }, bench: [{ card: 'A1 053' }] };
    run(position(me), [attack(0), choose(0)], { active: [{ name: 'Squirtle' }, {}] });
    run(position(me), [attack(0), choose(1)], { active: [{ name: 'Jumpluff ex' }, {}] });
  });

  it("Repel: switches out the opponent's Active Basic Pokémon (they choose the new one)", () => {
    run(position({ active: { card: 'A1 053' }, hand: ['A3a 064'] }), [play(1)], {
      active: [{}, { name: 'Rattata' }],
      bench: [[], [{ name: 'Snorlax' }]],
    });
  });
});

describe('bounce', () => {
  it("Fan Rotom: on heads, the opponent's Active Pokémon goes to their hand (no points); Rattata is promoted", () => {
    const rotom = { card: 'A2 142', energy: ['C', 'C'] };
    run(position({ active: rotom }), [coins(true), attack(0)], {
      points: [0, 0],
      active: [{}, { name: 'Rattata' }],
      // Snorlax back in the hand beside their Rattata, and the card they draw on their turn.
      handCount: [0, 3],
    });
    run(position({ active: rotom }), [coins(false), attack(0)], { active: [{}, { name: 'Snorlax' }] });
  });

  it("Guzzlord: on heads, the opponent's Active Pokémon is discarded", () => {
    run(position({ active: { card: 'B2 109', energy: ['D', 'D', 'D', 'C'] } }), [coins(true), attack(0)], {
      points: [0, 0],
      discard: [[], ['A1 211']],
    });
  });

  it('Ilima: puts 1 of your damaged Colorless Pokémon into your hand; not offered with one Pokémon in play', () => {
    const me = { active: { card: 'A1 211', hp: 100 }, bench: [{ card: 'A1 053' }], hand: ['A3 149'] };
    run(position(me), [play(2)], { active: [{ name: 'Squirtle' }, {}], hand: [['A1 211'], ['A1 189']] });
    const report = run(position({ active: { card: 'A1 211', hp: 100 }, hand: ['A3 149'] }), []);
    expect(JSON.stringify(report)).not.toContain('Ilima');
  });

  it('Eldegoss: may shuffle itself into the deck after its damage', () => {
    const me = { active: { card: 'B2 016', energy: ['G'] }, bench: [{ card: 'A1 053' }] };
    run(position(me), [attack(0), choose(0)], {
      active: [{ name: 'Squirtle' }, { hp: 110 }],
      deckCount: [9, 7],
    });
    run(position(me), [attack(0), choose(1)], {
      active: [{ name: 'Eldegoss' }, { hp: 110 }],
      deckCount: [8, 7],
    });
  });
});
