/**
 * The lasting family's texts played through the real game (their cards as
 * cards.json maps them): an effect that lasts a turn does what the text
 * says on the turn it names, and is gone after it.
 */
import { describe, it } from 'vitest';
import { attack, coins, end, play, position, run } from './helpers.ts';

/** Snorlax with energy for Rollout (70). */
const snorlax = { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] };

describe('lasting family, in play', () => {
  it("cant_attack: Necrozma's Prismatic Laser — it can't attack during its next turn, then it can", () => {
    run(
      position({ active: { card: 'A3 088', energy: ['P', 'P', 'C', 'C'] } }, { active: snorlax }),
      [attack(0), end, { expect: { turn: 5, attacks: [] } }, end, end],
      { turn: 7, attacks: ['attack: Prismatic Laser (120)'] },
    );
  });

  it("cant_attack by name: after Buzzwole ex's Big Beat only Punch is offered next turn", () => {
    run(
      position({ active: { card: 'A3a 006', energy: ['G', 'G', 'C'] } }, { active: snorlax }),
      [attack(1), end],
      { turn: 5, attacks: ['attack: Punch (30)'] },
    );
  });

  it("attack_boost until it leaves the Active Spot, stacking: Miltank's Rolling Frenzy does 10, 40, then 70", () => {
    run(
      position({ active: { card: 'A4a 062', energy: ['C'] } }, { active: { card: 'A1 211' } }),
      [attack(0), end, { expect: { active: [{}, { hp: 140 }] } }, attack(0), end, attack(0)],
      { active: [{}, { hp: 30 }] },
    );
  });

  it("lock_cards: after Chingling's Jingly Noise the opponent can't play Items in their next turn, then can", () => {
    run(
      position({ active: { card: 'B1 109' } }, { active: snorlax, hand: ['P-A 005', 'A1 189'] }),
      [attack(0), { expect: { turn: 4, plays: ['bench Rattata'] } }, end, end],
      { turn: 6, plays: ['play Poké Ball', 'bench Rattata'] },
    );
  });

  it("prevent_damage up to 40: Silcoon's Harden stops Vine Whip (40) but not Rollout (70)", () => {
    const me = { active: { card: 'B1 004', under: ['B1 003'], energy: ['G'] } };
    run(position(me, { active: { card: 'A1 001', energy: ['G', 'C'] } }), [attack(0), attack(0)], {
      active: [{ name: 'Silcoon', hp: 80 }, {}],
    });
    run(position(me, { active: snorlax }), [attack(0), attack(0)], {
      active: [{ name: 'Silcoon', hp: 10 }, {}],
    });
  });

  it("lose_abilities: after Budew's Prickly Powder the Defending Greninja can't use Water Shuriken", () => {
    const greninja = { card: 'A1 089', under: ['A1 087', 'A1 088'] };
    run(position({ active: { card: 'B3 013' } }, { active: greninja }), [attack(0)], {
      turn: 4,
      abilities: [],
    });
    // Control: without the attack, Greninja's Ability is offered on its turn.
    run(position({ active: { card: 'B3 013' } }, { active: greninja }), [end], {
      turn: 4,
      abilities: ['use Water Shuriken (Greninja)'],
    });
  });

  it("modifier damage.taken: Espathra's Lumina Crash — the Defending Pokémon takes +50 during the next turn", () => {
    run(
      position({ active: { card: 'B3a 022', energy: ['P', 'P'] } }, { active: { card: 'A1 211' } }),
      [attack(0), end, { expect: { active: [{}, { hp: 100 }] } }, attack(0)],
      { points: [1, 0] },
    );
  });

  it("attack_cost_modifier: Aromatisse's Perfume Blast — the Defending Snorlax needs 5 Energy for Rollout next turn", () => {
    run(
      position({ active: { card: 'B1a 036', under: ['B1 115'], energy: ['P', 'C'] } }, { active: snorlax }),
      [attack(0), { expect: { turn: 4, attacks: [] } }, end, end],
      { turn: 6, attacks: ['attack: Rollout (70)'] },
    );
  });

  it("coin + attack_does_nothing: Noctowl's Fly — tails does nothing; heads does 90 and prevents the next attack's damage", () => {
    const me = { active: { card: 'A4 141', under: ['A2a 064'], energy: ['C', 'C', 'C'] } };
    run(position(me, { active: snorlax }), [coins(false), attack(0)], { active: [{}, { hp: 150 }] });
    run(position(me, { active: snorlax }), [coins(true), attack(0), attack(0)], {
      active: [{ name: 'Noctowl', hp: 100 }, { hp: 60 }],
    });
  });

  it('survive_knockout: after Hala, a Hariyama Knocked Out by an attack stays in play with 10 HP', () => {
    run(
      position(
        { active: { card: 'A3 091', under: ['A3 090'], hp: 20 }, hand: ['B1 222'] },
        { active: snorlax },
      ),
      [play(2), end, attack(0)],
      { active: [{ name: 'Hariyama', hp: 10 }, {}], points: [0, 0] },
    );
  });

  it('attack_cost_modifier this turn: Barry lets Snorlax use Rollout with 2 Energy', () => {
    run(
      position({ active: { card: 'A1 211', energy: ['C', 'C'] }, hand: ['A2a 074'] }),
      [{ expect: { attacks: [] } }, play(1), attack(0)],
      { active: [{}, { hp: 80 }] },
    );
  });
});
