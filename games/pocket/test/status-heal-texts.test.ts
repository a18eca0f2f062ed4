/**
 * Golden tests of the status-heal family's texts read in issue 21's third
 * share, each played through the real game on a card of the pool that prints
 * it. The defender is Snorlax (150 HP, weak to Fighting) with a Benched
 * Rattata (40 HP); card uids count the active stack (bottom first), the
 * Bench, then the hand.
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { ability, attack, choose, coins, end, play, position, run } from './helpers.ts';

const bulbasaur = (more = {}) => ({ card: 'A1 001', ...more });
const GIANT_CAPE = 'A2 147';

describe('status-heal: a gated heal', () => {
  const sylveon = (more = {}) => ({ card: 'B3b 030', under: ['A1 206'], ...more });

  it("Sylveon's Soothing Ribbon heals 30 from a chosen Pokémon while it has a Tool; not offered without one", () => {
    expect(
      mapText(
        'Once during your turn, if this Pokémon has a Pokémon Tool attached, you may heal 30 damage from 1 of your Pokémon.',
      ),
    ).toEqual([
      {
        type: 'if',
        gate: true,
        condition: { is: 'self_has_tool' },
        effects: [{ type: 'heal', amount: 30, target: 'one_own' }],
      },
    ]);
    run(
      position({ active: bulbasaur({ hp: 20 }), bench: [sylveon({ tool: GIANT_CAPE, hp: 60 })] }),
      [ability(1), choose(0)],
      { active: [{ hp: 50 }, {}], bench: [[{ hp: 80 }], [{}]] }, // 60 of 100 printed, +20 from the Cape
    );
    run(position({ active: bulbasaur({ hp: 20 }), bench: [sylveon({ hp: 60 })] }), [], { abilities: [] });
  });
});

describe("status-heal: Poison's Checkup damage set by the attack", () => {
  const toxicroak = { card: 'A2a 052', under: ['A2 107'], energy: ['D', 'D'] };
  const wooper = { card: 'A2b 047', energy: ['D'] }; // Poison Jab: 10, Poisoned (the usual 10)

  it('Toxicroak, Toxic: 20 at each Checkup (both turns); a plain Poison later does the usual 10 again', () => {
    const report = run(
      position({ active: toxicroak, bench: [wooper], energyTypes: ['D'] }),
      [
        attack(0),
        { expect: { active: [{}, { hp: 130, status: ['poisoned'] }] } },
        end,
        { expect: { active: [{}, { hp: 110, status: ['poisoned'] }] } },
        { action: { type: 'retreat', to: 2 } },
        attack(0),
      ],
      { active: [{ card: 'A2b 047' }, { hp: 90, status: ['poisoned'] }] }, // 110 - 10 (Poison Jab) - 10 (Checkup)
    );
    const words = JSON.stringify(report.steps[0].events);
    expect(words).toContain('"damage":20');
  });

  it('Toxapex, Severe Poison: 40 at the Checkup', () => {
    expect(
      mapText(
        "Your opponent's Active Pokémon is now Poisoned. Do 40 damage to this Pokémon instead of the usual amount for this Special Condition.",
      ),
    ).toEqual([{ type: 'inflict_status', status: 'poisoned', coin: false, damage: 40 }]);
    run(position({ active: { card: 'B3b 047', under: ['A1 189'], energy: ['D', 'C'] } }), [attack(0)], {
      active: [{}, { hp: 110, status: ['poisoned'] }],
    });
  });
});

describe('status-heal: a heal, then "that Pokémon" (the one healed)', () => {
  const mewtwo = (more = {}) => ({ card: 'A1 129', ...more }); // [P] Pokémon ex, 150 HP

  it('Diantha heals 90 from a [P] Pokémon with 2 or more [P] Energy, then discards 2 [P] Energy from it', () => {
    run(
      position({
        active: mewtwo({ hp: 50, energy: ['P', 'P', 'P'] }),
        bench: [{ card: 'A1 130', hp: 20, energy: ['P'] }], // Ralts: damaged, only 1 [P] Energy
        hand: ['B2 149'],
      }),
      [play(2)],
      { active: [{ hp: 140, energy: ['P'] }, {}], bench: [[{ hp: 20, energy: ['P'] }], [{}]] },
    );
    // No [P] Pokémon with 2 [P] Energy has damage: not playable.
    run(
      position({
        active: mewtwo({ energy: ['P', 'P'] }),
        bench: [{ card: 'A1 130', hp: 20, energy: ['P'] }],
        hand: ['B2 149'],
      }),
      [],
      {
        plays: [],
      },
    );
  });

  it('Mallow heals all damage from a Shiinotic and discards all Energy from it (the damaged Bulbasaur stays)', () => {
    run(
      position({
        active: bulbasaur({ hp: 20, energy: ['G'] }),
        bench: [{ card: 'A3 017', under: ['A3 016'], hp: 10, energy: ['G', 'G', 'C'] }],
        hand: ['A3 154'],
      }),
      [play(3)],
      { active: [{ hp: 20, energy: ['G'] }, {}], bench: [[{ hp: 100, energy: [] }], [{}]] },
    );
  });

  it("Arboliva's Extra Heal heals 60 from a Pokémon ex with Energy and discards 1 of its Energy at random", () => {
    const arboliva = { card: 'B2a 009', under: ['B2a 007', 'B2a 008'] };
    run(position({ active: mewtwo({ hp: 50, energy: ['P', 'G'] }), bench: [arboliva] }), [ability(1)], {
      active: [{ hp: 110 }, {}],
    });
    const report = run(position({ active: mewtwo({ hp: 50, energy: ['P', 'G'] }), bench: [arboliva] }), [
      ability(1),
    ]);
    expect(JSON.stringify(report.final)).toMatch(/"energy":\["[PG]"\]/);
    // A damaged Pokémon that is not ex, or an ex without Energy: not offered.
    run(position({ active: bulbasaur({ hp: 20, energy: ['G'] }), bench: [arboliva] }), [], { abilities: [] });
    run(position({ active: mewtwo({ hp: 50 }), bench: [arboliva] }), [], { abilities: [] });
  });

  it('Lucky Ice Pop heals 20; heads: back into the hand; tails: in the discard pile; not playable with nothing to heal', () => {
    const setup = position({ active: bulbasaur({ hp: 50 }), hand: ['B2 145'] });
    run(setup, [coins(true), play(1)], {
      active: [{ hp: 70 }, {}],
      hand: [['B2 145'], ['A1 189']],
      discard: [[], []],
    });
    run(setup, [coins(false), play(1)], {
      active: [{ hp: 70 }, {}],
      hand: [[], ['A1 189']],
      discard: [['B2 145'], []],
    });
    run(position({ active: bulbasaur(), hand: ['B2 145'] }), [], { plays: [] });
  });
});
