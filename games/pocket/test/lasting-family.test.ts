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

  it("no_weakness: after Steelix's Metal Defender, Charizard ex's Slash does 60, not 60 + 20 for Weakness", () => {
    const steelix = { card: 'B1a 051', under: ['A1 150'], energy: ['M', 'M', 'C', 'C'] };
    const charizard = { card: 'A1 036', energy: ['R', 'C', 'C'] };
    run(position({ active: steelix }, { active: charizard }), [attack(0), attack(0)], {
      active: [{ name: 'Steelix', hp: 90 }, {}],
    });
    // Control: Slash on Steelix otherwise does 80.
    run(position({ active: steelix }, { active: charizard }), [end, attack(0)], {
      active: [{ name: 'Steelix', hp: 70 }, {}],
    });
  });

  it("self_damage_reduction_next_turn, negative: after Kommo-o's Clanging Scales it takes +30 (Rollout does 100)", () => {
    run(
      position(
        { active: { card: 'A3 127', under: ['A3 125', 'A3 126'], energy: ['L', 'F'] } },
        { active: snorlax },
      ),
      [attack(0), attack(0)],
      { active: [{ name: 'Kommo-o', hp: 50 }, {}] },
    );
  });

  it("lock_zone_attach: after Banette's Night Bind the opponent can't attach from the zone to their Active Pokémon", () => {
    const me = { active: { card: 'A3 075', under: ['A3 074'], energy: ['P'] } };
    // Side 1's Snorlax is card 10 (Banette's stack 0–1, the deck 2–9), its Benched Rattata 11.
    run(position(me, { active: snorlax }), [
      attack(0),
      { action: { type: 'attach', target: 10 }, refused: 'illegal-action' },
      { action: { type: 'attach', target: 11 } },
    ]);
    run(position(me, { active: snorlax }), [end, { action: { type: 'attach', target: 10 } }]);
  });

  it("counter_damage for a turn: after Alolan Sandslash's Spike Armor, Rollout costs Snorlax 40", () => {
    run(
      position({ active: { card: 'A3 039', under: ['A3 038'], energy: ['W'] } }, { active: snorlax }),
      [attack(0), attack(0)],
      { active: [{ name: 'Alolan Sandslash', hp: 30 }, { hp: 90 }] },
    );
  });

  it("defender_attack_coin_gate until it leaves the Active Spot: Octillery's Octazooka still gates two turns later", () => {
    run(
      position({ active: { card: 'A4 056', under: ['A4 055'], energy: ['W', 'W'] } }, { active: snorlax }),
      [attack(0), coins(false), attack(0), end, coins(false), attack(0)],
      { turn: 7, active: [{ name: 'Octillery', hp: 100 }, { hp: 100 }] },
    );
  });

  it("lock_evolution: after Malamar's Evolution Jammer the opponent can't evolve from the hand next turn", () => {
    const me = { active: { card: 'B3 112', under: ['A4a 051'], energy: ['D', 'C'] } };
    const them = { active: { card: 'A1 001' }, hand: ['A1 002'] };
    run(position(me, them, { turn: 5 }), [attack(0)], { turn: 6, evolutions: [] });
    run(position(me, them, { turn: 5 }), [end], { turn: 6, evolutions: ['evolve Bulbasaur into Ivysaur'] });
  });

  it('team_damage_boost_this_turn against ex: Red adds 20 to Vine Whip on Mewtwo ex only', () => {
    const me = { active: { card: 'A1 001', energy: ['G', 'C'] }, hand: ['A2b 071'] };
    run(position(me, { active: { card: 'A1 129' } }), [play(1), attack(0)], { active: [{}, { hp: 90 }] });
    run(position(me, { active: { card: 'A1 211' } }), [play(1), attack(0)], { active: [{}, { hp: 110 }] });
  });

  it("modifier weakness ×2 (Bounded Field): Onix's Land Crush on Snorlax does 140, not 70 + 20", () => {
    const onix = { active: { card: 'A1 150', energy: ['F', 'F', 'F'] } };
    run(position(onix, {}, { stadium: { card: 'B3 155', owner: 1 } }), [attack(0)], {
      active: [{}, { hp: 10 }],
    });
    run(position(onix), [attack(0)], { active: [{}, { hp: 60 }] });
  });

  it('discard_energy_self + self_damage_reduction_next_turn: Gouging Fire discards 2 Energy and takes 30 less next turn', () => {
    run(
      position({ active: { card: 'B3a 054', energy: ['R', 'L', 'C'] } }, { active: snorlax }),
      [attack(0), attack(0)],
      { active: [{ name: 'Gouging Fire', hp: 70, energy: ['R'] }, { hp: 50 }] },
    );
  });
});
