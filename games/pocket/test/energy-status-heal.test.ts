/**
 * Golden tests of the energy and status-heal families' effect types, each
 * played on a card of the pool that prints it (read from its text by the
 * table). The defender is Snorlax (150 HP, Colorless, weak to Fighting) with
 * a Benched Rattata (40 HP). Card uids in a position count the active stack
 * (bottom first), the Bench, then the hand: `play(uid)`, `ability(pid)` (a
 * Pokémon's pid is the uid of its bottom card).
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { ability, attack, choose, play, position, run } from './helpers.ts';

const bulbasaur = (more = {}) => ({ card: 'A1 001', ...more });
const squirtle = (more = {}) => ({ card: 'A1 053', ...more });

describe('inflict_status (widened: the user, both Active Pokémon, two conditions)', () => {
  it('Snorlax, Collapse: 100, and the user is now Asleep (the defender is not)', () => {
    run(position({ active: { card: 'A2a 063', energy: ['C', 'C', 'C', 'C'] } }), [attack(0)], {
      active: [{ status: ['asleep'] }, { hp: 50, status: [] }],
    });
  });

  it('Spinda, Dizzying Headbutt: both Active Pokémon are now Confused', () => {
    run(position({ active: { card: 'B1 195', energy: ['C'] } }), [attack(0)], {
      active: [{ status: ['confused'] }, { hp: 120, status: ['confused'] }],
    });
  });

  it('Mega Venusaur ex, Critical Bloom: Poisoned and Asleep at once', () => {
    expect(mapText("Your opponent's Active Pokémon is now Poisoned and Asleep.")).toEqual([
      { type: 'inflict_status', status: 'poisoned', coin: false },
      { type: 'inflict_status', status: 'asleep', coin: false },
    ]);
    const venusaur = { card: 'B1a 004', under: ['A1 001', 'A1 002'], energy: ['G', 'G', 'C', 'C'] };
    // 120, then 10 of Poison between turns.
    run(position({ active: venusaur }), [attack(0)], {
      active: [{ status: [] }, { hp: 20, status: ['poisoned', 'asleep'] }],
    });
  });
});

describe('heal (widened: the Active, the Bench, a stage, names, an Energy attached, curing)', () => {
  const wigglytuff = { card: 'A2b 061', under: ['A2b 060'] };

  it("Wigglytuff's Comforting Song heals the Active Pokémon, not itself; not offered with nothing to heal", () => {
    run(position({ active: bulbasaur({ hp: 30 }), bench: [{ ...wigglytuff, hp: 50 }] }), [ability(1)], {
      active: [{ hp: 50 }, {}],
      bench: [[{ hp: 50 }], [{}]],
    });
    run(position({ active: bulbasaur(), bench: [{ ...wigglytuff, hp: 50 }] }), [], { abilities: [] });
  });

  it('Lillie heals 60 from a Stage 2 Pokémon only (the damaged Basic stays)', () => {
    const venusaur = { card: 'A1 003', under: ['A1 001', 'A1 002'], hp: 60 };
    run(position({ active: venusaur, bench: [bulbasaur({ hp: 30 })], hand: ['A3 155'] }), [play(4)], {
      active: [{ hp: 120 }, {}],
      bench: [[{ hp: 30 }], [{}]],
    });
  });

  it('Irida heals 40 from each Pokémon with a Water Energy attached, only those', () => {
    run(
      position({
        active: squirtle({ hp: 10, energy: ['W'] }),
        bench: [bulbasaur({ hp: 30, energy: ['G'] })],
        hand: ['A2a 072'],
      }),
      [play(2)],
      { active: [{ hp: 50 }, {}], bench: [[{ hp: 30 }], [{}]] },
    );
  });

  it('Pokémon Center Lady heals 30 and cures every Special Condition of the one healed', () => {
    run(
      position({ active: bulbasaur({ hp: 20, status: ['poisoned', 'confused'] }), hand: ['A2b 070'] }),
      [play(1)],
      { active: [{ hp: 50, status: [] }, {}] },
    );
  });

  it('Whitney heals a Miltank only and cures Asleep, Paralyzed and Confused (Poisoned stays)', () => {
    run(
      position({
        active: { card: 'A4a 062', hp: 40, status: ['poisoned', 'asleep'] },
        bench: [bulbasaur({ hp: 30 })],
        hand: ['A4a 069'],
      }),
      [play(2)],
      { active: [{ hp: 100, status: ['poisoned'] }, {}], bench: [[{ hp: 30 }], [{}]] },
    );
  });

  it('Heal from each Benched Basic Pokémon: the Active and an evolved Benched Pokémon are not healed', () => {
    expect(mapText('Heal 30 damage from each of your Benched Basic Pokémon.')).toEqual([
      { type: 'heal', amount: 30, target: 'all_own_bench', stage: 0 },
    ]);
  });
});

describe('cure_status', () => {
  it('Big Malasada heals 10 and removes the only Special Condition; playable with either, not with neither', () => {
    run(position({ active: bulbasaur({ hp: 50, status: ['burned'] }), hand: ['A3 142'] }), [play(1)], {
      active: [{ hp: 60, status: [] }, {}],
    });
    run(position({ active: bulbasaur({ status: ['poisoned'] }), hand: ['A3 142'] }), [play(1)], {
      active: [{ hp: 70, status: [] }, {}],
    });
    run(position({ active: bulbasaur(), hand: ['A3 142'] }), [], { plays: [] });
  });

  it('Blissey removes a random Special Condition of the Active Pokémon; not offered when it has none', () => {
    run(
      position({
        active: bulbasaur({ status: ['poisoned'] }),
        bench: [{ card: 'B3 128', under: ['A1 202'] }],
      }),
      [ability(1)],
      { active: [{ status: [] }, {}] },
    );
    run(position({ active: bulbasaur(), bench: [{ card: 'B3 128', under: ['A1 202'] }] }), [], {
      abilities: [],
    });
  });

  it('Wailord ex, Wondrous Waves: 100, and the user recovers from all its Special Conditions', () => {
    const wailord = { card: 'B4 037', under: ['B1 056'], energy: ['W', 'W', 'W', 'W'] };
    run(position({ active: { ...wailord, status: ['poisoned', 'burned'] } }), [attack(0)], {
      active: [{ status: [] }, { hp: 50 }],
    });
  });
});

describe('discard_random_energy (widened: the user, both Active Pokémon, own Pokémon, a count)', () => {
  it('Oricorio, Kindle: one random Energy from each Active Pokémon', () => {
    run(
      position(
        { active: { card: 'A3 034', energy: ['R', 'R', 'R'] } },
        { active: { card: 'A1 211', energy: ['C'] } },
      ),
      [attack(0)],
      { active: [{ energy: ['R', 'R'] }, { hp: 110, energy: [] }] },
    );
  });

  it('reads a count and the own Pokémon', () => {
    expect(mapText('Discard 2 random Energy from among the Energy attached to all of your Pokémon.')).toEqual(
      [{ type: 'discard_random_energy', from: 'own_all', coin: false, count: 2 }],
    );
    expect(mapText('Discard 2 random Energy from this Pokémon.')).toEqual([
      { type: 'discard_random_energy', from: 'self', coin: false, count: 2 },
    ]);
  });
});

describe('energy_zone_attach (widened: a stage, several of one type to one Pokémon, one of each of a list)', () => {
  it('Dialga ex, Metallic Turbo: both Metal Energy to the one Benched Pokémon chosen', () => {
    run(
      position({ active: { card: 'A2 119', energy: ['M', 'M'] }, bench: [bulbasaur(), squirtle()] }),
      [attack(0), choose(1)],
      { bench: [[{ energy: [] }, { energy: ['M', 'M'] }], [{}]] },
    );
  });

  it('Ho-Oh ex, Phoenix Turbo: a Fire, a Water and a Lightning Energy to Benched Basic Pokémon as chosen', () => {
    const ivysaur = { card: 'A1 002', under: ['A1 001'] };
    run(
      position({
        active: { card: 'A4 034', energy: ['C', 'C', 'C'] },
        bench: [bulbasaur(), ivysaur, squirtle()],
      }),
      [attack(0), choose(0), choose(1), choose(0)],
      { bench: [[{ energy: ['R', 'L'] }, { energy: [] }, { energy: ['W'] }], [{}]] },
    );
  });

  it('Choose 2 of your Benched Pokémon: a Water Energy to each of 2 different ones', () => {
    expect(
      mapText(
        'Choose 2 of your Benched Pokémon. For each of those Pokémon, take a [W] Energy from your Energy Zone and attach it to that Pokémon.',
      ),
    ).toEqual([{ type: 'energy_zone_attach', energyType: 'W', count: 1, target: 'own_bench', each: 2 }]);
    // Manaphy, Oceanic Gift: the second choice is among the Pokémon not chosen yet (option 0 is then Squirtle).
    run(
      position({ active: { card: 'A2 050', energy: ['W'] }, bench: [bulbasaur(), squirtle(), bulbasaur()] }),
      [attack(0), choose(0), choose(0)],
      { bench: [[{ energy: ['W'] }, { energy: ['W'] }, { energy: [] }], [{}]] },
    );
  });

  it('each of your Drifblim and Mismagius: one Psychic Energy on every one of them, none elsewhere', () => {
    expect(
      mapText(
        'Take a [P] Energy from your Energy Zone and attach it to each of your Drifblim and Mismagius.',
      ),
    ).toEqual([
      {
        type: 'energy_zone_attach',
        energyType: 'P',
        count: 1,
        target: 'own_any',
        names: ['Drifblim', 'Mismagius'],
        each: 'all',
      },
    ]);
    // Fantina: every Drifblim gets one (two of them here), the Bulbasaur none.
    const drifblim = { card: 'A2 074', under: ['A2 073'] };
    run(position({ active: drifblim, bench: [bulbasaur(), drifblim], hand: ['B1 224'] }), [play(5)], {
      active: [{ energy: ['P'] }, {}],
      bench: [[{ energy: [] }, { energy: ['P'] }], [{}]],
    });
  });

  it('Wally: a Colorless Energy to a Stage 2 Pokémon (the Basic is no choice)', () => {
    const venusaur = { card: 'A1 003', under: ['A1 001', 'A1 002'] };
    run(position({ active: venusaur, bench: [bulbasaur()], hand: ['B4 153'] }), [play(4)], {
      active: [{ energy: ['C'] }, {}],
      bench: [[{ energy: [] }], [{}]],
    });
  });
});

describe('discard_energy_self (widened: one of each listed type) and discard_energy', () => {
  it('Lugia ex, Elemental Blast: discards a Fire, a Water and a Lightning Energy, keeps the rest', () => {
    run(position({ active: { card: 'A4 149', energy: ['L', 'R', 'W', 'L', 'C'] } }), [attack(0)], {
      active: [{ energy: ['L', 'C'] }, {}],
    });
  });

  it("Squirt Bottle: a Fire Energy off the opponent's Active Pokémon, not another type", () => {
    run(
      position(
        { active: bulbasaur(), hand: ['A4 152'] },
        { active: { card: 'A1 211', energy: ['C', 'R', 'C'] } },
      ),
      [play(1)],
      { active: [{}, { energy: ['C', 'C'] }] },
    );
    run(
      position({ active: bulbasaur(), hand: ['A4 152'] }, { active: { card: 'A1 211', energy: ['C'] } }),
      [play(1)],
      { active: [{}, { energy: ['C'] }] },
    );
  });

  it('reads the source\'s "Discard Fire[R] Energy" printing as one Fire Energy', () => {
    expect(mapText('Discard Water2 [W] Energy from this Pokémon.')).toEqual([
      { type: 'discard_energy_self', count: 2, energyType: 'W' },
    ]);
  });
});

describe('move_energy', () => {
  it('Dawn: an Energy from a Benched Pokémon to the Active Pokémon', () => {
    run(
      position({ active: bulbasaur(), bench: [squirtle({ energy: ['W'] })], hand: ['A2 154'] }),
      [play(2)],
      { active: [{ energy: ['W'] }, {}], bench: [[{ energy: [] }], [{}]] },
    );
  });

  it('Elemental Switch: only a Fire, Water or Lightning Energy moves', () => {
    run(
      position({ active: bulbasaur(), bench: [squirtle({ energy: ['G', 'W', 'G'] })], hand: ['A4 151'] }),
      [play(2)],
      { active: [{ energy: ['W'] }, {}], bench: [[{ energy: ['G', 'G'] }], [{}]] },
    );
  });

  it('Swanna, Feathery Cyclone: all its Energy to the Benched Pokémon chosen', () => {
    const swanna = { card: 'A4 063', under: ['A1 085'], energy: ['C', 'W', 'C'] };
    run(position({ active: swanna, bench: [bulbasaur(), squirtle()] }), [attack(0), choose(1)], {
      active: [{ energy: [] }, { hp: 90 }],
      bench: [[{ energy: [] }, { energy: ['C', 'W', 'C'] }], [{}]],
    });
  });

  it("Tyranitar's Ability: all Darkness Energy of every own Pokémon to it (other types stay)", () => {
    const tyranitar = { card: 'A4 119', under: ['A2a 039', 'A2a 040'], energy: ['D'] };
    run(
      position({
        active: tyranitar,
        bench: [bulbasaur({ energy: ['D', 'G', 'D'] }), squirtle({ energy: ['W'] })],
      }),
      [ability(0)],
      { active: [{ energy: ['D', 'D', 'D'] }, {}], bench: [[{ energy: ['G'] }, { energy: ['W'] }], [{}]] },
    );
  });
});
