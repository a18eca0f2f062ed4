/**
 * Golden tests of the lasting family's texts read in issue 21's third share,
 * each played through the real game on a card of the pool that prints it.
 * The defender is Snorlax (150 HP, Rollout CCCC 70, Retreat Cost 4) with a
 * Benched Rattata; card uids count the active stack (bottom first), the
 * Bench, then the hand.
 */
import { runScenario } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { pocket } from '../src/index.ts';
import { ability, attack, coins, end, play, position, run } from './helpers.ts';

describe("lasting: the Defending Pokémon's costs during the opponent's next turn", () => {
  const oranguru = { active: { card: 'A3 140', energy: ['C', 'C'] } }; // Primate's Trap: 40

  it("Oranguru's Primate's Trap: Rollout costs 5 and retreating 5 during Snorlax's next turn (4 Energy: neither)", () => {
    expect(
      mapText(
        "During your opponent's next turn, attacks used by the Defending Pokémon cost 1 [C] more, and its Retreat Cost is 1 [C] more.",
      ),
    ).toEqual([
      {
        type: 'attack_cost_modifier',
        scope: 'defender',
        amount: 1,
        energyType: 'C',
        duration: 'opponent_next_turn',
      },
      { type: 'retreat_cost_modifier', scope: 'defender', amount: 1, duration: 'opponent_next_turn' },
    ]);
    const snorlax = { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } };
    run(position(oranguru, snorlax), [attack(0)], {
      turn: 4,
      active: [{}, { hp: 110 }],
      attacks: [],
      retreats: [],
    });
    // The same Snorlax with 5 Energy may do both.
    const five = { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C', 'C'] } };
    run(position(oranguru, five), [attack(0)], {
      attacks: ['attack: Rollout (70)'],
      retreats: ['retreat to Rattata'],
    });
  });
});

describe('lasting: an Ability paid for with an Energy, then a boost for the turn', () => {
  const skeledirge = (energy: string[]) => ({ card: 'B2a 018', under: ['B2a 016', 'B2a 017'], energy });
  const charmander = { card: 'A1 033', energy: ['R'] }; // Ember: 30

  it("Skeledirge's Passionate Voice discards a [R] Energy; this turn [R] Pokémon's attacks do +50", () => {
    run(position({ active: charmander, bench: [skeledirge(['R', 'G'])] }), [ability(1), attack(0)], {
      active: [{}, { hp: 70 }],
      bench: [[{ energy: ['G'] }], [{}]],
    });
  });

  it('without a [R] Energy on Skeledirge it is not offered', () => {
    run(position({ active: charmander, bench: [skeledirge(['G'])] }), [], { abilities: [] });
  });
});

describe('lasting: the first attack since a Pokémon came into play (the turn record)', () => {
  const potion = 'P-A 001';

  it("Flutter Mane ex's Spellbinding Start: its first attack locks the opponent's Trainer cards for their next turn; its second does not", () => {
    const flutter = { active: { card: 'B3a 026', energy: ['P', 'P'] } };
    run(
      position(flutter, { hand: [potion] }),
      [
        attack(0),
        { expect: { turn: 4, active: [{}, { hp: 80 }], plays: ['bench Rattata'] } },
        end,
        attack(0),
      ],
      { turn: 6, active: [{}, { hp: 10 }], plays: ['play Potion', 'bench Rattata'] },
    );
  });

  it("Iron Bundle ex's Cold Start: +20 and Paralyzed on its first attack only", () => {
    const bundle = { active: { card: 'B3a 013', energy: ['W', 'W', 'C'] } };
    run(
      position(bundle),
      [
        attack(0),
        { expect: { active: [{}, { hp: 70, status: ['paralyzed'] }] } },
        end, // Snorlax recovers from Paralysis at the end of its turn
        attack(0),
      ],
      { active: [{}, { hp: 10, status: [] }] },
    );
  });
});

describe("lasting: a Knock Out by the named Pokémon's attack gives 1 more point this turn (the generic modifier)", () => {
  const IRIS = 'B2b 067';

  it('Iris, then Haxorus Knocks Out the Active Snorlax: 2 points', () => {
    const haxorus = { card: 'B2b 056', under: ['B2b 054', 'B2b 055'], energy: ['F', 'M', 'C'] };
    run(
      position({ active: haxorus, hand: [IRIS] }, { active: { card: 'A1 211', hp: 30 } }),
      [play(3), attack(0)],
      {
        points: [2, 0],
      },
    );
  });

  it('Iris, then Fraxure Knocks it Out: the usual 1 point', () => {
    const fraxure = { card: 'B2b 055', under: ['B2b 054'], energy: ['F', 'M'] };
    run(
      position({ active: fraxure, hand: [IRIS] }, { active: { card: 'A1 211', hp: 30 } }),
      [play(2), attack(0)],
      {
        points: [1, 0],
      },
    );
  });
});

describe("lasting: Will — the first coin of the next flip for a card's effect is heads", () => {
  const WILL = 'A4 156';

  it('Pincurchin, Thunder Shock after Will: the first coin is heads though the coins were forced to tails', () => {
    const pincurchin = { card: 'A1 112', energy: ['L', 'L'] };
    run(position({ active: pincurchin, hand: [WILL] }), [coins(false, false), play(1), attack(0)], {
      active: [{}, { hp: 120, status: ['paralyzed'] }],
    });
    // Without Will: tails.
    run(position({ active: pincurchin }), [coins(false, false), attack(0)], {
      active: [{}, { hp: 120, status: [] }],
    });
  });

  it('Kangaskhan, Dizzy Punch (2 coins) after Will: only the first coin is heads', () => {
    const kangaskhan = { card: 'A1 203', energy: ['C'] };
    run(position({ active: kangaskhan, hand: [WILL] }), [coins(false, false), play(1), attack(0)], {
      active: [{}, { hp: 120 }],
    });
  });

  it("Confusion's coin before the attack is not the card's effect: it stays tails", () => {
    const pincurchin = { card: 'A1 112', energy: ['L', 'L'], status: ['confused'] };
    run(position({ active: pincurchin, hand: [WILL] }), [coins(false, false), play(1), attack(0)], {
      active: [{}, { hp: 150, status: [] }],
    });
  });
});

describe('lasting: Drayden — 1 more random choice for the Draco Meteor attack this turn (the generic modifier)', () => {
  const DRAYDEN = 'B4 151';
  const dragonite = { card: 'A1 185', under: ['A1 183', 'A1 184'], energy: ['W', 'L', 'C', 'C'] };
  const them = { active: { card: 'A1 211' }, bench: [{ card: 'A1 211' }] };
  const hits = (report: ReturnType<typeof run>, step: number) =>
    (report.steps[step].events as Array<{ type: string }>).filter((e) => e.type === 'damage').length;

  it("Dragonite's Draco Meteor after Drayden: 5 times 50 instead of 4", () => {
    const report = run(position({ active: dragonite, hand: [DRAYDEN] }, them), [play(3), attack(0)]);
    expect(hits(report, 1)).toBe(5);
    const plain = run(position({ active: dragonite, hand: [] }, them), [attack(0)]);
    expect(hits(plain, 0)).toBe(4);
  });
});

describe("lasting: 1 of the Defending Pokémon's attacks, chosen at random, can't be used during its next turn", () => {
  const quagsire = { card: 'B3b 037', under: ['A4 051'], energy: ['F', 'F', 'C'] }; // Amnesia: 60

  it("Quagsire's Amnesia on Snorlax (one attack): no attack during its next turn", () => {
    run(
      position({ active: quagsire }, { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } }),
      [attack(0), { expect: { turn: 4, attacks: [] } }, end],
      { turn: 5 },
    );
  });

  it('Articuno ex (two attacks): exactly one of them is offered during its next turn', () => {
    const articuno = { active: { card: 'A1 084', energy: ['W', 'W', 'W', 'C'] } };
    const report = runScenario(
      pocket,
      {
        game: 'pocket',
        setup: position({ active: quagsire }, articuno),
        steps: [attack(0)],
        expect: { attacks: [] },
      },
      'golden',
    );
    const offered = report.checks.find((c) => c.name === 'attacks')?.actual as string[];
    expect(offered).toHaveLength(1);
  });
});

describe('lasting: an Energy attached from the Energy Zone to the Defending Pokémon puts it to sleep', () => {
  const gothitelle = { card: 'B1 114', under: ['B1 112', 'B1 113'], energy: ['P', 'P'] }; // Stellar Cradle: 70
  // Seat 1's uids follow seat 0's 11 cards (3 in the stack, 8 in the deck): Snorlax 11, the Benched Rattata 12.
  const attachTo = (pid: number) => ({ action: { type: 'attach', target: pid } });

  it("Gothitelle's Stellar Cradle: Snorlax is Asleep once its owner attaches from the Energy Zone to it", () => {
    run(position({ active: gothitelle }), [attack(0), attachTo(11)], {
      active: [{}, { hp: 80, energy: ['C'], status: ['asleep'] }],
    });
  });

  it('an Energy attached to another Pokémon does nothing', () => {
    run(position({ active: gothitelle }), [attack(0), attachTo(12)], {
      active: [{}, { hp: 80, status: [] }],
      bench: [[], [{ energy: ['C'], status: [] }]],
    });
  });
});

describe("lasting: a retreat during the opponent's next turn damages the new Active Pokémon", () => {
  const stunfisk = { active: { card: 'B2 117', energy: ['M', 'C'] } }; // Snapping Trap: 40
  const snorlax = { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } };
  // Seat 1's uids follow seat 0's 9 cards: Snorlax 9, the Benched Rattata 10.
  const retreat = { action: { type: 'retreat', to: 10 } };

  it('Galarian Stunfisk stays Active: the Rattata that comes in takes 40 and is Knocked Out', () => {
    run(position(stunfisk, snorlax), [attack(0), retreat], { points: [1, 0] });
  });

  it('a retreat after another attack puts no damage', () => {
    const plain = { active: { card: 'A1 001', energy: ['G', 'C'] } }; // Bulbasaur, Vine Whip: 40
    run(position(plain, snorlax), [attack(0), retreat], {
      points: [0, 0],
      active: [{}, { card: 'A1 189', hp: 40 }],
    });
  });
});
