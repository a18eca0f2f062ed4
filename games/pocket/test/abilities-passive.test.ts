/**
 * Golden tests of the abilities-passive family (scripts/text-map/abilities-passive.ts):
 * each effect type through a real game position, with the cards that print it.
 */
import { describe, it } from 'vitest';
import { attack, coins, position, run } from './helpers.ts';

const ARCEUS_EX_IMMUNE = 'A2a 071'; // This Pokémon can't be affected by any Special Conditions.
const HOOTHOOT = 'A4 140'; // This Pokémon can't be Asleep.
const COMFEY = 'A3 080'; // Each of your Pokémon that has any [P] Energy attached recovers … can't be affected …
const REGICE = 'A2 034'; // Prevent all effects of attacks used by your opponent's Pokémon done to this Pokémon.
const BASTIODON = 'A2 114'; // … flip a coin. If heads, this Pokémon takes -100 damage from that attack.
const MEOWTH_PREVENT = 'B2 124'; // … flip a coin. If heads, prevent that damage.
const URSHIFU_WF = 'B3 051'; // As long as this Pokémon is in play, it is [W] and [F] type.
const EEVEE_EARLY = 'B1 184'; // As long as this Pokémon is in the Active Spot, it can evolve during your first turn …
const EEVEE_EX = 'A3b 056'; // This Pokémon can evolve into any Pokémon that evolves from Eevee …
const CELEBI = 'B3 004'; // Each of your evolved Pokémon can use any attack from its previous Evolutions.
const POPPLIO = 'A3 045'; // Sing (C, 0): the opponent's Active is now Asleep.
const VENOMOTH = 'A1 017'; // Poison Powder (G, 30): the opponent's Active is now Poisoned.
const VAPOREON = 'A1 080'; // evolves from Eevee
const BULBASAUR = 'A1 001';
const IVYSAUR = 'A1 002';
const RATTATA = 'A1 189';

describe('status_immunity', () => {
  it("can't be affected by any Special Conditions: Poison Powder damages Arceus ex and leaves it unpoisoned", () => {
    run(
      position({ active: { card: VENOMOTH, energy: ['G'] } }, { active: { card: ARCEUS_EX_IMMUNE } }),
      [attack(0)],
      { active: [{}, { name: 'Arceus ex', hp: 110, status: [] }] },
    );
  });

  it("can't be Asleep: Hoothoot is not put to sleep, but is Poisoned", () => {
    run(position({ active: { card: POPPLIO, energy: ['G'] } }, { active: { card: HOOTHOOT } }), [attack(0)], {
      active: [{}, { name: 'Hoothoot', status: [] }],
    });
    run(
      position({ active: { card: VENOMOTH, energy: ['G'] } }, { active: { card: HOOTHOOT } }),
      [attack(0)],
      // 30 damage, then 10 from Poison at the checkup.
      { active: [{}, { name: 'Hoothoot', hp: 10, status: ['poisoned'] }] },
    );
  });

  it('each of your Pokémon with [P] Energy: immune with it, affected without it, and recovers when [P] Energy is attached', () => {
    // Comfey on the Bench; the Active Rattata without [P] Energy is put to sleep.
    run(
      position(
        { active: { card: POPPLIO, energy: ['C'] } },
        { active: { card: RATTATA }, bench: [{ card: COMFEY }] },
      ),
      [attack(0)],
      { active: [{}, { name: 'Rattata', status: ['asleep'] }] },
    );
    // With a [P] Energy it can't be.
    run(
      position(
        { active: { card: POPPLIO, energy: ['C'] } },
        { active: { card: RATTATA, energy: ['P'] }, bench: [{ card: COMFEY }] },
      ),
      [attack(0)],
      { active: [{}, { name: 'Rattata', status: [] }] },
    );
    // Asleep Rattata: attaching a [P] Energy makes it recover at once (README decision).
    run(
      position({
        active: { card: RATTATA, status: ['asleep'] },
        bench: [{ card: COMFEY }],
        zone: 'P',
        energyTypes: ['P'],
      }),
      [{ action: { type: 'attach', target: 0 } }],
      { active: [{ name: 'Rattata', status: [], energy: ['P'] }, {}] },
    );
  });
});

describe('effect_immunity', () => {
  it("Regice takes Poison Powder's damage but not its Poison", () => {
    run(position({ active: { card: VENOMOTH, energy: ['G'] } }, { active: { card: REGICE } }), [attack(0)], {
      active: [{}, { name: 'Regice', hp: 80, status: [] }],
    });
  });
});

describe('coin_damage_reduction', () => {
  it('Bastiodon: heads takes 100 off the attack, tails takes all of it', () => {
    // Ivysaur's Razor Leaf: 60 (Bastiodon is weak to Fire, not Grass).
    const at = position(
      { active: { card: IVYSAUR, under: [BULBASAUR], energy: ['G', 'G', 'G'] } },
      { active: { card: BASTIODON } },
    );
    run(at, [coins(true), attack(0)], { active: [{}, { name: 'Bastiodon', hp: 160 }] });
    run(at, [coins(false), attack(0)], { active: [{}, { name: 'Bastiodon', hp: 100 }] });
  });

  it('Meowth: heads prevents the damage', () => {
    // Bulbasaur's Vine Whip: 40.
    const at = position(
      { active: { card: BULBASAUR, energy: ['G', 'G'] } },
      { active: { card: MEOWTH_PREVENT } },
    );
    run(at, [coins(true), attack(0)], { active: [{}, { name: 'Meowth', hp: 50 }] });
    run(at, [coins(false), attack(0)], { active: [{}, { name: 'Meowth', hp: 10 }] });
  });
});

describe('extra_type', () => {
  it('Rapid Strike Urshifu ([W] and [F]) hits Snorlax for Weakness to [F]', () => {
    // Tornado Shot 40 + 20 Weakness (Snorlax is weak to [F]).
    run(position({ active: { card: URSHIFU_WF, energy: ['W', 'W'] } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 90 }],
    });
  });
});

describe('early_evolution and evolves_as', () => {
  it('Eevee played this turn evolves from the Active Spot, not from the Bench', () => {
    run(
      position({
        active: { card: EEVEE_EARLY, playedTurn: 3 },
        bench: [{ card: EEVEE_EARLY, playedTurn: 3 }],
        hand: [VAPOREON],
      }),
      [],
      { evolutions: ['evolve Eevee into Vaporeon'] },
    );
  });

  it('Eevee ex evolves into Vaporeon (evolves from Eevee); Ivysaur still needs a Bulbasaur', () => {
    run(
      position({ active: { card: EEVEE_EX }, hand: [VAPOREON, IVYSAUR] }),
      [{ action: { type: 'evolve', card: 1, target: 0 } }],
      {
        active: [{ name: 'Vaporeon' }, {}],
      },
    );
    run(position({ active: { card: EEVEE_EX }, hand: [IVYSAUR] }), [], { evolutions: [] });
  });
});

describe('use_previous_attacks', () => {
  it("with Celebi in play, Ivysaur can use Bulbasaur's Vine Whip; without it, only Razor Leaf", () => {
    const me = { active: { card: IVYSAUR, under: [BULBASAUR], energy: ['G', 'G', 'G'] } };
    run(position({ ...me, bench: [{ card: CELEBI }] }), [], {
      attacks: ['attack: Razor Leaf (60)', 'attack: Vine Whip (40)'],
    });
    run(position(me), [], { attacks: ['attack: Razor Leaf (60)'] });
    run(position({ ...me, bench: [{ card: CELEBI }] }), [attack(1)], {
      active: [{}, { name: 'Snorlax', hp: 110 }],
    });
  });
});
