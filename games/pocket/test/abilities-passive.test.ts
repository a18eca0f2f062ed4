/**
 * Golden tests of the abilities-passive family (scripts/text-map/abilities-passive.ts):
 * each effect type through a real game position, with the cards that print it.
 */
import { describe, it } from 'vitest';
import { ability, attack, choose, coins, end, position, run } from './helpers.ts';

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
const SNORLAX = 'A1 211';

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

const SHAYMIN = 'A2a 069'; // As long as this Pokémon is on your Bench, your Active Basic Pokémon's Retreat Cost is 1 less.
const ARIADOS = 'B1a 006'; // Your opponent's Active Pokémon's Retreat Cost is 1 more.
const BELDUM = 'B4 106'; // If you have another Beldum in play, this Pokémon's Retreat Cost is 2 less.
const GIRATINA = 'A2 078'; // If this Pokémon has any Energy attached, it has no Retreat Cost. (Retreat 3)
const WIMPOD = 'A3 021'; // During your first turn, this Pokémon has no Retreat Cost. (Retreat 3)
const RAICHU_ARCEUS = 'A2a 026'; // If you have Arceus or Arceus ex in play, this Pokémon takes -30 damage from attacks.
const ARCEUS_EX = 'A2a 071';
const PILOSWINE = 'A2 032'; // This Pokémon takes -20 damage from attacks from [R] or [W] Pokémon.
const LUCARIO = 'A2 092'; // Attacks used by your [F] Pokémon do +20 damage to your opponent's Active Pokémon.
const QUAQUAVAL = 'B2a 024'; // If this Pokémon's remaining HP is 50 or less, attacks used by this Pokémon do +60 …
const LUXRAY = 'A3a 015'; // As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon do -20 damage.
const EISCUE = 'B1 080'; // If this Pokémon has full HP, it takes -40 damage from attacks from your opponent's Pokémon.
const LILLIGANT = 'B1 018'; // Each of your [G] Pokémon gets +20 HP.
const UNOWN_GUARD = 'A4 084'; // works if another Unown has an Ability other than GUARD: all of your Pokémon take -10.
const UNOWN_POWER = 'A4 085'; // works if another Unown has an Ability other than POWER: your attacks do +10.

describe('retreat_modifier and free_retreat as Abilities', () => {
  it("Shaymin on the Bench makes the Active Basic's Retreat Cost 1 less; in the Active Spot it does nothing", () => {
    run(position({ active: { card: RATTATA }, bench: [{ card: SHAYMIN }] }), [], {
      retreats: ['retreat to Shaymin'],
    });
    run(position({ active: { card: SHAYMIN }, bench: [{ card: RATTATA }] }), [], { retreats: [] });
  });

  it("the opponent's Ariados makes your Active's Retreat Cost 1 more", () => {
    const me = { active: { card: RATTATA, energy: ['G'] }, bench: [{ card: BULBASAUR }] };
    run(position(me), [], { retreats: ['retreat to Bulbasaur'] });
    run(position(me, { bench: [{ card: ARIADOS }] }), [], { retreats: [] });
  });

  it('Beldum with another Beldum in play retreats for free, alone it pays 2', () => {
    run(position({ active: { card: BELDUM }, bench: [{ card: BELDUM }] }), [], {
      retreats: ['retreat to Beldum'],
    });
    run(position({ active: { card: BELDUM }, bench: [{ card: RATTATA }] }), [], { retreats: [] });
  });

  it('Giratina has no Retreat Cost with an Energy attached, 3 without', () => {
    run(position({ active: { card: GIRATINA, energy: ['P'] }, bench: [{ card: RATTATA }] }), [], {
      retreats: ['retreat to Rattata'],
    });
    run(position({ active: { card: GIRATINA }, bench: [{ card: RATTATA }] }), [], { retreats: [] });
  });

  it('Wimpod retreats for free during its first turn only', () => {
    const me = { active: { card: WIMPOD }, bench: [{ card: RATTATA }] };
    run(position(me, {}, { turn: 1 }), [], { retreats: ['retreat to Rattata'] });
    run(position(me), [], { retreats: [] });
  });
});

describe('damage_reduction and damage_boost as Abilities', () => {
  it('Raichu takes -30 with Arceus ex in play, not without', () => {
    const me = { active: { card: BULBASAUR, energy: ['G', 'G'] } };
    run(position(me, { active: { card: RAICHU_ARCEUS }, bench: [{ card: ARCEUS_EX }] }), [attack(0)], {
      active: [{}, { name: 'Raichu', hp: 80 }],
    });
    run(position(me, { active: { card: RAICHU_ARCEUS } }), [attack(0)], {
      active: [{}, { name: 'Raichu', hp: 50 }],
    });
  });

  it('Piloswine takes -20 from a [W] attacker, not from a [G] one', () => {
    run(
      position({ active: { card: URSHIFU_WF, energy: ['W', 'W'] } }, { active: { card: PILOSWINE } }),
      [attack(0)],
      { active: [{}, { name: 'Piloswine', hp: 90 }] },
    );
    run(
      position({ active: { card: BULBASAUR, energy: ['G', 'G'] } }, { active: { card: PILOSWINE } }),
      [attack(0)],
      { active: [{}, { name: 'Piloswine', hp: 70 }] },
    );
  });

  it('Lucario boosts your [F] Pokémon: Urshifu, [F] by its own Ability, does 40 + 20 Weakness + 20', () => {
    run(
      position({ active: { card: URSHIFU_WF, energy: ['W', 'W'] }, bench: [{ card: LUCARIO }] }),
      [attack(0)],
      {
        active: [{}, { name: 'Snorlax', hp: 70 }],
      },
    );
    run(
      position({ active: { card: BULBASAUR, energy: ['G', 'G'] }, bench: [{ card: LUCARIO }] }),
      [attack(0)],
      {
        active: [{}, { name: 'Snorlax', hp: 110 }],
      },
    );
  });

  it('Quaquaval does +60 at 50 HP or less', () => {
    const q = (hp: number) => position({ active: { card: QUAQUAVAL, hp, energy: ['W', 'W', 'W'] } });
    // 90 + 60 knocks out the 150-HP Snorlax.
    run(q(50), [attack(0)], { points: [1, 0] });
    run(q(60), [attack(0)], { points: [0, 0], active: [{}, { name: 'Snorlax', hp: 60 }] });
  });

  it("the opponent's Active Luxray makes your attacks do -20; Benched, it does not", () => {
    const me = { active: { card: BULBASAUR, energy: ['G', 'G'] } };
    run(position(me, { active: { card: LUXRAY } }), [attack(0)], {
      active: [{}, { name: 'Luxray', hp: 110 }],
    });
    run(position(me, { bench: [{ card: LUXRAY }] }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 110 }],
    });
  });

  it('Eiscue takes -40 at full HP, the whole attack once damaged', () => {
    const me = { active: { card: BULBASAUR, energy: ['G', 'G'] } };
    run(position(me, { active: { card: EISCUE } }), [attack(0)], {
      active: [{}, { name: 'Eiscue', hp: 80 }],
    });
    run(position(me, { active: { card: EISCUE, hp: 70 } }), [attack(0)], {
      active: [{}, { name: 'Eiscue', hp: 30 }],
    });
  });

  it('Unown POWER boosts with another Unown whose Ability is not POWER; two POWER Unown do not', () => {
    const me = (other: string) => ({
      active: { card: UNOWN_POWER, energy: ['P'] },
      bench: [{ card: other }],
    });
    run(position(me(UNOWN_GUARD)), [attack(0)], { active: [{}, { name: 'Snorlax', hp: 120 }] });
    run(position(me(UNOWN_POWER)), [attack(0)], { active: [{}, { name: 'Snorlax', hp: 130 }] });
  });
});

describe('hp_modifier as an Ability', () => {
  it("Lilligant gives your [G] Pokémon +20 HP, not your opponent's nor your other types", () => {
    run(
      position(
        { active: { card: BULBASAUR }, bench: [{ card: LILLIGANT }, { card: RATTATA }] },
        { active: { card: BULBASAUR } },
      ),
      [],
      {
        active: [
          { name: 'Bulbasaur', hp: 90 },
          { name: 'Bulbasaur', hp: 70 },
        ],
        bench: [
          [
            { name: 'Lilligant', hp: 100 },
            { name: 'Rattata', hp: 40 },
          ],
          [{}],
        ],
      },
    );
  });
});

const JUMPLUFF = 'A4 015'; // Your Active Pokémon has no Retreat Cost.
const POLITOED = 'A4 040'; // As long as this Pokémon is on your Bench, attacks used by your Pokémon that evolve from Poliwhirl do +40 …
const POLIWRATH = 'A1 061'; // evolves from Poliwhirl; Mega Punch (W C C, 80)
const POLIWHIRL = 'A4 039';
const POLIWAG = 'A1 059';

describe('README decisions: auras together, a lost aura, an aura on the Bench', () => {
  it('"no Retreat Cost" wins over a Retreat Cost 1 more (Jumpluff against Ariados)', () => {
    run(
      position({ active: { card: SNORLAX }, bench: [{ card: JUMPLUFF }] }, { bench: [{ card: ARIADOS }] }),
      [],
      {
        retreats: ['retreat to Jumpluff'],
      },
    );
  });

  it('a Pokémon whose HP falls below its damage when an aura leaves is Knocked Out at the next check', () => {
    // Articuno ex's Blizzard: 80 to Player 2's Active Lilligant (70 HP left of 80 + 20), 10 to each Benched Pokémon:
    // the Benched Bulbasaur (65 damage, 70 + 20 HP) survives it with Lilligant's +20; Lilligant is Knocked Out,
    // and Bulbasaur, 75 damage on 70 HP now, is at the next check: 2 points.
    run(
      position(
        { active: { card: 'A1 084', energy: ['W', 'W', 'W'] } },
        { active: { card: LILLIGANT, hp: 50 }, bench: [{ card: BULBASAUR, hp: 5 }, { card: RATTATA }] },
      ),
      [attack(1)],
      { points: [2, 0], active: [{}, { name: 'Rattata', hp: 30 }], bench: [[], []] },
    );
  });

  it('Politoed boosts Poliwrath from the Bench, not from the Active Spot', () => {
    const poliwrath = { card: POLIWRATH, under: [POLIWAG, POLIWHIRL], energy: ['W', 'W', 'W'] };
    run(position({ active: poliwrath, bench: [{ card: POLITOED }] }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 30 }],
    });
    run(
      position({ active: { card: POLITOED, energy: ['W', 'W'] }, bench: [{ ...poliwrath }] }),
      [attack(0)],
      { active: [{}, { name: 'Snorlax', hp: 90 }] },
    );
  });
});

const ORICORIO = 'A3 066'; // Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex.
const STARMIE_EX = 'A1 076'; // Hydro Splash (W W, 90)
const MIMIKYU_EX = 'B2 073'; // When this Pokémon is first damaged by an attack after coming into play, prevent that damage.
const WARTORTLE = 'B1a 018'; // As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks.
const ARTICUNO_EX = 'A1 084'; // Blizzard (W W W, 80): also 10 to each of the opponent's Benched Pokémon.
const STOUTLAND = 'A3a 056'; // As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon cost 1 [C] more.
const CHERUBI = 'A4 023'; // If this Pokémon has a Pokémon Tool attached, attacks used by this Pokémon cost 1 less [G] Energy.
const GIANT_CAPE = 'A2 147';
const SNORLAX_LOCK = 'B3b 055'; // As long as this Pokémon is in the Active Spot, your opponent can't play any Stadium cards …
const STARTING_PLAINS = 'B2 154';
const ALOLAN_MUK = 'B2 097'; // Basic Pokémon in play (both yours and your opponent's) have no Abilities.
const CONKELDURR = 'A3 096'; // If this Pokémon would be Knocked Out by damage from an attack, flip a coin. If heads, … 10.
const NIHILEGO = 'A3a 042'; // Your opponent's Active Pokémon takes +10 damage from being Poisoned.
const CLAYDOL = 'A3a 031'; // Pokémon (both yours and your opponent's) can't be healed.
const SLURPUFF = 'B1 118'; // Draining Kiss (P C, 50): heal 30 damage from this Pokémon.

describe("the lasting family's types as Abilities", () => {
  it('prevent_damage from Pokémon ex: Oricorio takes nothing from Starmie ex, all of Bulbasaur', () => {
    run(
      position({ active: { card: STARMIE_EX, energy: ['W', 'W'] } }, { active: { card: ORICORIO } }),
      [attack(0)],
      {
        active: [{}, { name: 'Oricorio', hp: 70 }],
      },
    );
    run(
      position({ active: { card: BULBASAUR, energy: ['G', 'G'] } }, { active: { card: ORICORIO } }),
      [attack(0)],
      {
        active: [{}, { name: 'Oricorio', hp: 30 }],
      },
    );
  });

  it('prevent_damage once: Mimikyu ex takes nothing from the first attack, the second one counts', () => {
    run(
      position({ active: { card: BULBASAUR, energy: ['G', 'G'] } }, { active: { card: MIMIKYU_EX } }),
      [attack(0), end, attack(0)],
      { active: [{}, { name: 'Mimikyu ex', hp: 80 }] },
    );
  });

  it('prevent_damage on the Bench: Wartortle takes no Bench damage; Rattata beside it does', () => {
    run(
      position(
        { active: { card: ARTICUNO_EX, energy: ['W', 'W', 'W'] } },
        { bench: [{ card: WARTORTLE, under: ['A1 053'] }, { card: RATTATA }] },
      ),
      [attack(1)],
      {
        bench: [
          [],
          [
            { name: 'Wartortle', hp: 90 },
            { name: 'Rattata', hp: 30 },
          ],
        ],
      },
    );
  });

  it("attack_cost_modifier: the opponent's Active Stoutland makes Vine Whip cost 1 [C] more", () => {
    run(position({ active: { card: BULBASAUR, energy: ['G', 'G'] } }, { active: { card: STOUTLAND } }), [], {
      attacks: [],
    });
    run(
      position({ active: { card: BULBASAUR, energy: ['G', 'G', 'G'] } }, { active: { card: STOUTLAND } }),
      [],
      {
        attacks: ['attack: Vine Whip (40)'],
      },
    );
  });

  it('attack_cost_modifier with a condition: Cherubi with a Tool attacks for no Energy, without one it cannot', () => {
    run(position({ active: { card: CHERUBI, tool: GIANT_CAPE } }), [], {
      attacks: ['attack: Sweets Relay (10)'],
    });
    run(position({ active: { card: CHERUBI } }), [], { attacks: [] });
  });

  it('cant_attack unless named Pokémon are on the Bench: Regigigas attacks with Regirock, Regice and Registeel Benched, not with two of them', () => {
    const REGIGIGAS = 'B3 134'; // If you don't have Regirock, Regice, and Registeel on your Bench, this Pokémon can't attack.
    const energy = ['C', 'C', 'C'] as const;
    run(
      position({
        active: { card: REGIGIGAS, energy: [...energy] },
        bench: [{ card: 'B3 077' }, { card: 'B3 045' }, { card: 'B3 116' }],
      }),
      [],
      { attacks: ['attack: Giga Turbo (100)'] },
    );
    run(
      position({
        active: { card: REGIGIGAS, energy: [...energy] },
        bench: [{ card: 'B3 077' }, { card: 'B3 045' }],
      }),
      [],
      { attacks: [] },
    );
  });

  it("lock_cards: the opponent's Active Snorlax keeps Stadiums in the hand; Benched, it does not", () => {
    run(
      position({ active: { card: BULBASAUR }, hand: [STARTING_PLAINS] }, { active: { card: SNORLAX_LOCK } }),
      [],
      {
        plays: [],
      },
    );
    run(
      position({ active: { card: BULBASAUR }, hand: [STARTING_PLAINS] }, { bench: [{ card: SNORLAX_LOCK }] }),
      [],
      { plays: ['play Starting Plains'] },
    );
  });

  it("lose_abilities: with the opponent's Alolan Muk in play, the Basic Shaymin's Bench aura does nothing", () => {
    run(
      position(
        { active: { card: RATTATA }, bench: [{ card: SHAYMIN }] },
        { bench: [{ card: ALOLAN_MUK, under: ['A1 174'] }] },
      ),
      [],
      { retreats: [] },
    );
  });

  it('survive_knockout: Conkeldurr stays at 10 HP on heads, is Knocked Out on tails', () => {
    const at = position(
      { active: { card: BULBASAUR, energy: ['G', 'G'] } },
      { active: { card: CONKELDURR, hp: 30 } },
    );
    run(at, [coins(true), attack(0)], { points: [0, 0], active: [{}, { name: 'Conkeldurr', hp: 10 }] });
    run(at, [coins(false), attack(0)], { points: [1, 0] });
  });

  it("modifier (Poison +10): with Nihilego in play, the opponent's Poisoned Active takes 20 at the Checkup", () => {
    run(position({ active: { card: VENOMOTH, energy: ['G'] }, bench: [{ card: NIHILEGO }] }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 100, status: ['poisoned'] }],
    });
  });

  it("modifier (healing set to 0): with Claydol in play, Slurpuff's Draining Kiss heals nothing", () => {
    const me = { active: { card: SLURPUFF, under: ['B1 117'], hp: 50, energy: ['P', 'P'] } };
    run(position(me, { bench: [{ card: CLAYDOL, under: ['A3a 030'] }] }), [attack(0)], {
      active: [{ name: 'Slurpuff', hp: 50 }, {}],
    });
    run(position(me), [attack(0)], { active: [{ name: 'Slurpuff', hp: 80 }, {}] });
  });
});

const CROBAT = 'A2a 050'; // Once during your turn, if you have Arceus or Arceus ex in play, you may do 30 damage …
const KLEFKI = 'B1 120'; // Once during your turn, if this Pokémon is on your Bench, you may discard all Pokémon Tools … discard this Pokémon.

describe('activated Abilities gated by "if" (offered only while the condition holds)', () => {
  it("Crobat with Arceus ex in play does 30 to the opponent's Active; without Arceus it is not offered", () => {
    const crobat = { card: CROBAT, under: ['A1 156', 'A2a 049'] };
    run(position({ active: crobat, bench: [{ card: ARCEUS_EX }] }), [ability(0)], {
      active: [{}, { name: 'Snorlax', hp: 120 }],
    });
    run(position({ active: crobat }), [], { abilities: [] });
  });

  it("Klefki on the Bench discards the opponent's Active's Tools and itself; not from the Active Spot, not without a Tool", () => {
    // uids: Rattata 0, Klefki 1; the opponent's Snorlax 10 with Giant Cape 11.
    run(
      position(
        { active: { card: RATTATA }, bench: [{ card: KLEFKI }] },
        { active: { card: SNORLAX, tool: GIANT_CAPE } },
      ),
      [ability(1)],
      { discard: [[KLEFKI], [GIANT_CAPE]], bench: [[], [{ name: 'Rattata' }]] },
    );
    run(
      position(
        { active: { card: KLEFKI }, bench: [{ card: RATTATA }] },
        { active: { card: SNORLAX, tool: GIANT_CAPE } },
      ),
      [],
      {
        abilities: [],
      },
    );
    run(position({ active: { card: RATTATA }, bench: [{ card: KLEFKI }] }), [], { abilities: [] });
  });
});

const STEEL_APRON = 'A4 153'; // The [M] Pokémon this card is attached to takes -10 …, recovers from all Special Conditions, and can't be affected …
const REGISTEEL = 'A2 112';

describe('a Tool with the same auras (Steel Apron)', () => {
  it('its [M] holder takes 10 less and is not Poisoned; a holder of another type takes all and is', () => {
    const me = { active: { card: VENOMOTH, energy: ['G'] } };
    run(position(me, { active: { card: REGISTEEL, tool: STEEL_APRON } }), [attack(0)], {
      active: [{}, { name: 'Registeel', hp: 90, status: [] }],
    });
    run(position(me, { active: { card: SNORLAX, tool: STEEL_APRON } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 110, status: ['poisoned'] }],
    });
  });

  it('attached to a Poisoned [M] Pokémon, it recovers at once', () => {
    // uids: Registeel 0, Steel Apron in hand 1.
    run(
      position({ active: { card: REGISTEEL, status: ['poisoned'] }, hand: [STEEL_APRON] }),
      [{ action: { type: 'tool', card: 1, target: 0 } }],
      { active: [{ name: 'Registeel', status: [] }, {}] },
    );
  });
});

const SOLGALEO_EX = 'A3 122'; // Once during your turn, if this Pokémon is on your Bench, you may switch it with your Active Pokémon.

describe('an activated Ability gated by "this Pokémon is on your Bench" around a switch', () => {
  it('Solgaleo ex on the Bench switches with the Active Pokémon; not offered from the Active Spot', () => {
    // uids: Rattata 0, Solgaleo ex 1.
    run(position({ active: { card: RATTATA }, bench: [{ card: SOLGALEO_EX }] }), [ability(1)], {
      active: [{ name: 'Solgaleo ex' }, {}],
      bench: [[{ name: 'Rattata' }], [{ name: 'Rattata' }]],
    });
    // Once it is the Active Pokémon the Bench condition no longer holds.
    run(position({ active: { card: RATTATA }, bench: [{ card: SOLGALEO_EX }] }), [ability(1)], {
      abilities: [],
    });
    run(position({ active: { card: SOLGALEO_EX }, bench: [{ card: RATTATA }] }), [], { abilities: [] });
  });
});

describe('move_damage onto this Pokémon from an Ability', () => {
  const BRAMBLEGHAST = 'B3 073'; // … if this Pokémon is on your Bench, you may move 30 damage that your Active Pokémon has on it to this Pokémon.
  const DUSKNOIR = 'A2 072'; // As often as you like during your turn, you may choose 1 of your Pokémon that has damage on it, and move all …

  it("Brambleghast on the Bench takes 30 of the Active Pokémon's damage; not from the Active Spot or with an undamaged Active", () => {
    // uids: Rattata 0 (Active, 30 damage), Brambleghast 1 (Bench).
    const bench = [{ card: BRAMBLEGHAST, under: ['B3 072'] }];
    run(position({ active: { card: RATTATA, hp: 10 }, bench }), [ability(1)], {
      active: [{ name: 'Rattata', hp: 40 }, {}],
      bench: [[{ name: 'Brambleghast', hp: 60 }], [{}]],
    });
    run(position({ active: { card: RATTATA }, bench }), [], { abilities: [] });
    run(
      position({
        active: { card: BRAMBLEGHAST, under: ['B3 072'], hp: 60 },
        bench: [{ card: RATTATA, hp: 10 }],
      }),
      [],
      {
        abilities: [],
      },
    );
  });

  it('Dusknoir takes all the damage of one chosen Pokémon, as often as there is damage to take', () => {
    // uids: Dusknoir 0 (Active), Rattata 1 (20 damage), Squirtle 2 (30 damage).
    run(
      position({
        active: { card: DUSKNOIR, under: ['A2 070', 'A2 071'] },
        bench: [
          { card: RATTATA, hp: 20 },
          { card: 'A1 053', hp: 30 },
        ],
      }),
      [ability(0), choose(0), ability(0)],
      {
        active: [{ name: 'Dusknoir', hp: 80 }, {}],
        bench: [
          [
            { name: 'Rattata', hp: 40 },
            { name: 'Squirtle', hp: 60 },
          ],
          [{}],
        ],
        abilities: [],
      },
    );
  });
});
