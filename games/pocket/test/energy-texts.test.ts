/**
 * The energy family's texts read by scripts/text-map/energy.ts in issue 21,
 * played with their printed cards: `end_turn` (an Ability and a Supporter),
 * `change_energy_type`, `change_next_energy` (the new type seen by its
 * owner only), `discard_random_energy` from the opponent's Pokémon that have
 * an Ability, and Flareon ex's Combust (`attach_from_discard` from the
 * Energy discard pile, E1, then damage to itself).
 */
import { describe, expect, it } from 'vitest';
import { ability, attack, play, position, run } from './helpers.ts';

describe('energy texts', () => {
  it("Giratina ex's Broken-Space Bellow attaches a [P] Energy from the zone and ends the turn", () => {
    run(position({ active: { card: 'A2b 035' }, energyTypes: ['P'], zone: 'P' }), [ability(0)], {
      active: [{ name: 'Giratina ex', energy: ['P'] }, {}],
      current: 1,
      turn: 4,
    });
  });

  it('Kiawe puts 2 [R] Energy from the zone on the chosen Alolan Marowak and ends the turn; without one it is not offered', () => {
    run(
      position({
        active: { card: 'A3 027', under: ['A1 151'] },
        bench: [{ card: 'A1 001' }],
        hand: ['A3 150'],
      }),
      [play(3)],
      { active: [{ name: 'Alolan Marowak', energy: ['R', 'R'] }, {}], current: 1 },
    );
    run(position({ active: { card: 'A1 001' }, hand: ['A3 150'] }), [], { plays: [] });
  });

  it("Smeargle's Splatter Coating changes one Energy of the defender to one of the eight types", () => {
    const r = run(
      position(
        { active: { card: 'A4 148', energy: ['C', 'C'] } },
        { active: { card: 'A1 211', energy: ['C'] } },
      ),
      [attack(0)],
    );
    const changed = (r.steps[0].events as Array<{ type: string; from?: string; to?: string }>).find(
      (e) => e.type === 'energy-changed',
    );
    expect(changed?.from).toBe('C');
    expect(['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M']).toContain(changed?.to);
  });

  it("Porygon-Z's Buggy Beam changes the opponent's next Energy; the attacker is not told which", () => {
    const r = run(
      position(
        { active: { card: 'A2 129', under: ['A1 209', 'A2 128'], energy: ['C', 'C', 'C'] } },
        { energyTypes: ['C'], next: 'C' },
      ),
      [attack(0)],
    );
    const ev = (r.steps[0].events as Array<{ type: string }>).find((e) => e.type === 'next-energy-changed');
    expect(ev).toEqual({ type: 'next-energy-changed', side: 1 });
  });

  it('Team Star Grunt discards Energy only from Pokémon with an Ability', () => {
    run(
      position(
        { active: { card: 'A1 001' }, hand: ['B2a 088'] },
        { active: { card: 'A1 211', energy: ['C', 'C'] }, bench: [{ card: 'A1a 056', energy: ['C'] }] },
      ),
      [play(1)],
      { active: [{}, { energy: ['C', 'C'] }], bench: [[], [{ name: 'Druddigon', energy: [] }]] },
    );
  });

  it("Flareon ex's Combust attaches a [R] Energy from the discard pile and damages itself; not offered without one", () => {
    const flareon = { card: 'A3b 009', under: ['A1 206'] };
    run(position({ active: flareon, energyDiscard: ['W', 'R'] }), [ability(0)], {
      active: [{ name: 'Flareon ex', energy: ['R'], hp: 130 }, {}],
      energyDiscard: [['W'], []],
    });
    run(position({ active: flareon, energyDiscard: ['W'] }), [], { abilities: [] });
  });
});

describe('attach_from_discard to the Active Pokémon of a type, gated by "this Pokémon is on your Bench"', () => {
  const DRAGONAIR = 'B4 117'; // … if this Pokémon is on your Bench, you may attach an Energy from your discard pile to your Active [N] Pokémon.
  it('Dragonair on the Bench attaches an Energy from the pile to the Active [N] Pokémon', () => {
    // uids: Dratini 0 (Active), Dragonair 1 (Bench).
    const me = {
      active: { card: 'A1 183' },
      bench: [{ card: DRAGONAIR, under: ['A1 183'] }],
      energyDiscard: ['R', 'R'],
    };
    run(position(me), [ability(1)], {
      active: [{ name: 'Dratini', energy: ['R'] }, {}],
      energyDiscard: [['R'], []],
    });
  });

  it('not offered with an Active Pokémon of another type, from the Active Spot, or with an empty pile', () => {
    const bench = [{ card: DRAGONAIR, under: ['A1 183'] }];
    run(position({ active: { card: 'A1 189' }, bench, energyDiscard: ['R'] }), [], { abilities: [] });
    run(position({ active: { card: DRAGONAIR, under: ['A1 183'] }, energyDiscard: ['R'] }), [], {
      abilities: [],
    });
    run(position({ active: { card: 'A1 183' }, bench }), [], { abilities: [] });
  });
});
