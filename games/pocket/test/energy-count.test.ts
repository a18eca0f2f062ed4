/**
 * Serperior's Jungle Totem ("Each Grass Energy attached to your Grass
 * Pokémon provides 2 Grass Energy. This effect doesn't stack.") counts
 * wherever the game counts the Energy on a Pokémon: attack costs (also in
 * golden-effects), "flip a coin for each Energy attached" (Celebi ex),
 * damage "for each Energy attached" (Exeggutor), "extra Energy" (Dhelmise)
 * and retreat costs (the README's decision: a Grass Energy under the Totem
 * pays 2 of a retreat cost, as in the game). `energyCountInto` is the one
 * count they all read.
 */
import { describe, expect, it } from 'vitest';
import { attack, coins, position, run } from './helpers.ts';

const SERPERIOR = { card: 'A1a 006', under: ['A1a 004', 'A1a 005'] };
const coinsFlipped = (report: ReturnType<typeof run>, step: number) =>
  (report.steps[step].events as { type: string }[]).filter((e) => e.type === 'coin').length;

describe('Jungle Totem counts wherever Energy on a Pokémon is counted', () => {
  // Celebi ex, Powerful Bloom (GC, 50×): "Flip a coin for each Energy attached to this Pokémon. This attack does 50 damage for each heads."
  it('Celebi ex flips 2 coins per Grass Energy with Serperior in play (2 Energy: 4 coins)', () => {
    const celebi = { card: 'A1a 003', energy: ['G', 'G'] };
    const totem = run(
      position({ active: celebi, bench: [SERPERIOR] }),
      [coins(true, false, false, true), attack(0)],
      {
        active: [{}, { name: 'Snorlax', hp: 50 }],
      },
    );
    expect(coinsFlipped(totem, 1)).toBe(4);
    const plain = run(
      position({ active: celebi, bench: [{ card: 'A1 001' }] }),
      [coins(true, false), attack(0)],
      {
        active: [{}, { name: 'Snorlax', hp: 100 }],
      },
    );
    expect(coinsFlipped(plain, 1)).toBe(2);
  });

  it('Celebi ex with one Grass Energy can attack under the Totem (it provides GG) and flips 2 coins', () => {
    const report = run(
      position({ active: { card: 'A1a 003', energy: ['G'] }, bench: [SERPERIOR] }),
      [coins(true, true), attack(0)],
      { active: [{}, { name: 'Snorlax', hp: 50 }] },
    );
    expect(coinsFlipped(report, 1)).toBe(2);
  });

  // Exeggutor (A1a), Psychic (GCCC, 80): "This attack does 20 more damage for each Energy attached to your opponent's Active Pokémon."
  it("damage for each Energy on the opponent's Active counts their Totem: 1 Grass on their Grass Pokémon is 2", () => {
    const me = { active: { card: 'A1a 002', energy: ['G', 'G', 'G', 'G'] } };
    const grassDefender = { card: 'A1 022', energy: ['G'] };
    run(position(me, { active: grassDefender, bench: [SERPERIOR] }), [attack(0)], {
      active: [{}, { name: 'Exeggutor', hp: 130 - (80 + 2 * 20) }],
    });
    run(position(me, { active: grassDefender, bench: [{ card: 'A1 001' }] }), [attack(0)], {
      active: [{}, { name: 'Exeggutor', hp: 130 - (80 + 20) }],
    });
    // The attacker's own Serperior does nothing for the opponent's Pokémon.
    run(position({ ...me, bench: [SERPERIOR] }, { active: grassDefender }), [attack(0)], {
      active: [{}, { name: 'Exeggutor', hp: 130 - (80 + 20) }],
    });
  });

  // Dhelmise, Energy Whip (G, 20): "If this Pokémon has at least 3 extra [G] Energy attached, this attack does 70 more damage."
  it('extra Energy counts the Totem: Dhelmise with 2 Grass has 3 extra beyond its G cost', () => {
    const dhelmise = { card: 'A1a 009', energy: ['G', 'G'] };
    run(position({ active: dhelmise, bench: [SERPERIOR] }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150 - 90 }],
    });
    run(position({ active: dhelmise }), [attack(0)], { active: [{}, { name: 'Snorlax', hp: 150 - 20 }] });
  });
});

describe('Jungle Totem pays retreat costs', () => {
  // Tangela (Grass, retreat 2); the Bench holds Serperior (pid 1) or a Bulbasaur.
  it('one Grass Energy on a Grass Pokémon pays a retreat cost of 2: it is the one discarded', () => {
    run(
      position({ active: { card: 'A1 024', energy: ['G'] }, bench: [SERPERIOR] }),
      [{ action: { type: 'retreat', to: 1 } }],
      {
        active: [{ name: 'Serperior' }, {}],
        bench: [[{ name: 'Tangela', energy: [] }], [{}]],
      },
    );
  });

  it('without the Totem the same Pokémon cannot retreat', () => {
    run(position({ active: { card: 'A1 024', energy: ['G'] }, bench: [{ card: 'A1 001' }] }), [], {
      retreats: [],
    });
  });

  it('a cost of 1 takes the one Grass Energy (its second Energy is lost, not kept)', () => {
    run(
      position({ active: { card: 'A1 001', energy: ['G'] }, bench: [SERPERIOR] }),
      [{ action: { type: 'retreat', to: 1 } }],
      { bench: [[{ name: 'Bulbasaur', energy: [] }], [{}]] },
    );
  });

  it('the Totem reaches Grass Pokémon only: a Water Pokémon with Grass Energy pays 1 per Energy', () => {
    run(position({ active: { card: 'A1 064', energy: ['G'] }, bench: [SERPERIOR] }), [], { retreats: [] });
  });

  it('with Grass and Water Energy, each way discards just enough: one Grass, or both Water', () => {
    run(position({ active: { card: 'A1 024', energy: ['G', 'W', 'W'] }, bench: [SERPERIOR] }), [], {
      retreats: ['retreat to Serperior, discarding G', 'retreat to Serperior, discarding W W'],
    });
    // One Water Energy is not enough alone; with the Grass it is more than needed: one way.
    run(position({ active: { card: 'A1 024', energy: ['G', 'W'] }, bench: [SERPERIOR] }), [], {
      retreats: ['retreat to Serperior'],
    });
  });
});
