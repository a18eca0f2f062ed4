/**
 * Golden tests of the status-heal family's texts read in issue 21's third
 * share, each played through the real game on a card of the pool that prints
 * it. The defender is Snorlax (150 HP, weak to Fighting) with a Benched
 * Rattata (40 HP); card uids count the active stack (bottom first), the
 * Bench, then the hand.
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { ability, attack, choose, end, position, run } from './helpers.ts';

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
