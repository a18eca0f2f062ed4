/**
 * Golden tests for the attack effect types: one position per type (and per
 * variant), the attack played, the result asserted. Seat 0 attacks on turn
 * 3; seat 1 defends with Snorlax (150 HP, weak to Fighting) and a Benched
 * Rattata (40 HP) unless a test says otherwise.
 */
import { describe, it } from 'vitest';
import { attack, choose, coins, position, run } from './helpers.ts';

const hpOf = (hp: number) => [{}, { name: 'Snorlax', hp }];

describe('damage modifiers', () => {
  it('coin_flip_bonus: Exeggutor Stomp does 30, +30 on heads', () => {
    run(position({ active: { card: 'A1 022', energy: ['G'] } }), [coins(true), attack(0)], {
      active: hpOf(90),
    });
    run(position({ active: { card: 'A1 022', energy: ['G'] } }), [coins(false), attack(0)], {
      active: hpOf(120),
    });
  });

  it('coin_flip_bonus: Kingler KO Crab needs both heads; Electabuzz hurts itself on tails', () => {
    run(position({ active: { card: 'A1 069', energy: ['W', 'W', 'W'] } }), [coins(true, false), attack(0)], {
      active: hpOf(70),
    });
    // Snorlax is knocked out; the one Benched Pokémon is promoted without asking.
    run(position({ active: { card: 'A1 069', energy: ['W', 'W', 'W'] } }), [coins(true, true), attack(0)], {
      points: [1, 0],
      active: [{}, { name: 'Rattata' }],
      pending: null,
    });
    run(position({ active: { card: 'A1 101', energy: ['L', 'L'] } }), [coins(false), attack(0)], {
      active: [
        { name: 'Electabuzz', hp: 50 },
        { name: 'Snorlax', hp: 110 },
      ],
    });
  });

  it('damage_per_heads: Pinsir 50 per heads of 2; Eevee until tails; Celebi ex one coin per energy', () => {
    run(position({ active: { card: 'A1 026', energy: ['G', 'G'] } }), [coins(true, true), attack(0)], {
      active: hpOf(50),
    });
    run(position({ active: { card: 'A1a 061', energy: ['C'] } }), [coins(true, true, false), attack(0)], {
      active: hpOf(110),
    });
    run(
      position({ active: { card: 'A1a 003', energy: ['G', 'G', 'G'] } }),
      [coins(true, false, true), attack(0)],
      { active: hpOf(50) },
    );
  });

  it('coin_or_nothing: Moltres Sky Attack does nothing on tails', () => {
    run(position({ active: { card: 'A1 046', energy: ['R', 'C', 'C'] } }), [coins(false), attack(0)], {
      active: hpOf(150),
    });
    run(position({ active: { card: 'A1 046', energy: ['R', 'C', 'C'] } }), [coins(true), attack(0)], {
      active: hpOf(20),
    });
  });

  it('damage_per_own_bench: Pikachu ex counts Benched Lightning Pokémon only; Cinccino counts all', () => {
    const bench = [{ card: 'A1 094' }, { card: 'A1 094' }, { card: 'A1 001' }];
    run(position({ active: { card: 'A1 096', energy: ['L', 'L'] }, bench }), [attack(0)], {
      active: hpOf(90),
    });
    run(position({ active: { card: 'A1 213', energy: ['C', 'C', 'C'] }, bench }), [attack(0)], {
      active: hpOf(60),
    });
  });

  it("bonus_per_opponent_bench: Pidgeot ex +20 per opponent's Benched Pokémon", () => {
    run(position({ active: { card: 'A1a 059', energy: ['C', 'C', 'C'] } }), [attack(0)], {
      active: hpOf(50),
    });
  });

  it("bonus_per_defender_energy: Jynx +20 per energy on the opponent's Active", () => {
    run(
      position(
        { active: { card: 'A1 127', energy: ['P', 'C'] } },
        { active: { card: 'A1 211', energy: ['C', 'C'] } },
      ),
      [attack(0)],
      {
        active: hpOf(80),
      },
    );
  });

  it('bonus_per_own_bench_named: Nidoqueen +50 per Benched Nidoking', () => {
    run(
      position({ active: { card: 'A1 168', energy: ['D', 'D', 'C'] }, bench: [{ card: 'A1 171' }] }),
      [attack(0)],
      {
        active: hpOf(20),
      },
    );
  });

  it('bonus_if_extra_energy: Blastoise ex needs 2 Water beyond the cost (Colorless paid first by other types)', () => {
    run(position({ active: { card: 'A1 056', energy: ['W', 'W', 'W', 'W'] } }), [attack(1)], {
      active: hpOf(50),
    });
    // The Colorless is paid by the Colorless energy: two Water are extra.
    run(position({ active: { card: 'A1 056', energy: ['W', 'W', 'W', 'W', 'C'] } }), [attack(1)], {
      points: [1, 0],
    });
    run(position({ active: { card: 'A1 056', energy: ['W', 'W', 'W', 'W', 'W'] } }), [attack(1)], {
      points: [1, 0],
      active: [{ name: 'Blastoise ex' }, { name: 'Rattata' }],
    });
  });

  it('bonus_if_self_damaged: Primeape +60 when damaged (and Weakness +20 after)', () => {
    run(position({ active: { card: 'A1 142', energy: ['F', 'F'], hp: 50 } }), [attack(0)], {
      active: [{ hp: 50 }, { hp: 30 }],
    });
    run(position({ active: { card: 'A1 142', energy: ['F', 'F'] } }), [attack(0)], {
      active: [{ hp: 90 }, { hp: 90 }],
    });
  });

  it("bonus_if_defender_damaged: Bruxish +60 when the opponent's Active has damage", () => {
    run(
      position({ active: { card: 'A1 091', energy: ['W', 'C'] } }, { active: { card: 'A1 211', hp: 140 } }),
      [attack(0)],
      {
        active: hpOf(70),
      },
    );
  });

  it('bonus_if_defender_status: Muk +50 against a Poisoned Active (then Poison at the checkup)', () => {
    run(
      position(
        { active: { card: 'A1 175', energy: ['D', 'D', 'C'] } },
        { active: { card: 'A1 211', status: ['poisoned'] } },
      ),
      [attack(0)],
      { active: hpOf(20) },
    );
  });

  it('bonus_if_defender_ex: Tauros +80 against a Pokémon ex', () => {
    run(
      position({ active: { card: 'A1a 060', energy: ['C', 'C', 'C'] } }, { active: { card: 'A1 129' } }),
      [attack(0)],
      {
        active: [{}, { name: 'Mewtwo ex', hp: 30 }],
      },
    );
  });

  it('bonus_if_ko_last_turn: Marshadow Revenge +60 after a knockout by attack damage', () => {
    run(position({ active: { card: 'A1a 047', energy: ['F', 'C'] }, koLastTurn: true }), [attack(0)], {
      active: hpOf(30),
    });
    run(position({ active: { card: 'A1a 047', energy: ['F', 'C'] } }), [attack(0)], { active: hpOf(90) });
  });

  it("copy_attack: Mew ex Genome Hacking uses the Defending Pokémon's chosen attack, effects included", () => {
    run(
      position(
        { active: { card: 'A1a 032', energy: ['P', 'P', 'C'] } },
        { active: { card: 'A1 129' }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(1), { expect: { pending: { player: 0, kind: 'effect' } } }, choose(1)],
      { points: [2, 0], active: [{ name: 'Mew ex', energy: ['C'] }, { name: 'Rattata' }] },
    );
  });

  it("copy_attack: Ditto's copy does nothing without the energy for it", () => {
    run(position({ active: { card: 'A1 205', energy: ['C'] } }), [attack(0)], { active: hpOf(150) });
  });
});

describe('damage elsewhere', () => {
  it('random_hits: Dragonite hits a lone Snorlax 4 times for 50 (a knockout, and the game)', () => {
    run(
      position(
        { active: { card: 'A1 185', under: ['A1 183', 'A1 184'], energy: ['W', 'L', 'C', 'C'] } },
        { bench: [] },
      ),
      [attack(0)],
      {
        points: [1, 0],
        outcome: { winner: 0 },
      },
    );
  });

  it('damage_target: Hitmonlee hits a chosen Benched Pokémon; Seadra may hit the Active (with Weakness)', () => {
    const them = { bench: [{ card: 'A1 189' }, { card: 'A1 001' }] };
    run(position({ active: { card: 'A1 154', energy: ['F'] } }, them), [attack(0), choose(1)], {
      bench: [
        [],
        [
          { name: 'Rattata', hp: 40 },
          { name: 'Bulbasaur', hp: 40 },
        ],
      ],
    });
    run(
      position({ active: { card: 'A1 071', energy: ['W', 'W', 'W'] } }, { active: { card: 'A1 033' } }),
      [attack(0), choose(0)],
      {
        points: [1, 0],
        discard: [[], ['A1 033']],
      },
    );
  });

  it("damage_opponent_bench_each: Articuno ex Blizzard hits each of the opponent's Benched Pokémon", () => {
    run(position({ active: { card: 'A1 084', energy: ['W', 'W', 'W'] } }), [attack(1)], {
      active: hpOf(70),
      bench: [[], [{ name: 'Rattata', hp: 30 }]],
    });
  });

  it('damage_own_bench_one: Zapdos Raging Thunder hurts one of its own Benched Pokémon', () => {
    run(
      position({ active: { card: 'A1 103', energy: ['L', 'L', 'C'] }, bench: [{ card: 'A1 094' }] }),
      [attack(0)],
      {
        active: hpOf(50),
        bench: [[{ name: 'Pikachu', hp: 30 }], [{ name: 'Rattata' }]],
      },
    );
  });

  it('self_damage: Arcanine Heat Tackle hurts itself for 20', () => {
    run(position({ active: { card: 'A1 040', energy: ['R', 'R', 'C'] } }), [attack(0)], {
      active: [{ name: 'Arcanine', hp: 110 }, { hp: 50 }],
    });
  });
});

describe('energy', () => {
  it('discard_energy_self: Charizard ex discards 2 Fire; Raichu discards all', () => {
    run(position({ active: { card: 'A1 036', energy: ['R', 'R', 'R', 'C'] } }), [attack(1)], {
      active: [{ energy: ['R', 'C'] }, { name: 'Rattata' }],
      points: [1, 0],
    });
    run(position({ active: { card: 'A1 095', energy: ['L', 'L', 'L', 'L'] } }), [attack(0)], {
      active: [{ energy: [] }, { hp: 10 }],
    });
  });

  it("discard_random_energy: Fearow (heads) takes one from the opponent's Active; Gyarados ex from anyone", () => {
    run(
      position(
        { active: { card: 'A1 192', energy: ['C', 'C'] } },
        { active: { card: 'A1 211', energy: ['C'] } },
      ),
      [coins(true), attack(0)],
      {
        active: [{}, { energy: [] }],
      },
    );
    run(
      position(
        { active: { card: 'A1 192', energy: ['C', 'C'] } },
        { active: { card: 'A1 211', energy: ['C'] } },
      ),
      [coins(false), attack(0)],
      {
        active: [{}, { energy: ['C'] }],
      },
    );
    const r = run(
      position(
        { active: { card: 'A1a 018', energy: ['W', 'W', 'W', 'C'] } },
        { active: { card: 'A1 211', energy: ['C'] } },
      ),
      [attack(0)],
    );
    const final = r.final as { active: Array<{ energy: string[] } | null> };
    const left = (final.active[0]?.energy.length ?? 0) + (final.active[1]?.energy.length ?? 0);
    if (left !== 4) throw new Error(`expected one of 5 energies discarded, ${left} left`);
  });

  it('energy_zone_attach: Lilligant to a Benched Grass; Exeggcute to itself; Moltres ex by heads, each to a chosen Benched Fire', () => {
    run(
      position({
        active: { card: 'A1 030', energy: ['G', 'G'] },
        bench: [{ card: 'A1 001' }, { card: 'A1 094' }],
      }),
      [attack(0)],
      {
        bench: [
          [
            { name: 'Bulbasaur', energy: ['G'] },
            { name: 'Pikachu', energy: [] },
          ],
          [{}],
        ],
      },
    );
    run(position({ active: { card: 'A1a 001', energy: ['C'] } }), [attack(0)], {
      active: [{ energy: ['C', 'G'] }, {}],
    });
    run(
      position({
        active: { card: 'A1 047', energy: ['R'] },
        bench: [{ card: 'A1 042' }, { card: 'A1 039' }],
      }),
      [coins(true, true, false), attack(0), choose(0), choose(1)],
      { bench: [[{ energy: ['R'] }, { energy: ['R'] }], [{}]] },
    );
  });
});

describe('healing and cards', () => {
  it('heal: Venusaur ex Giant Bloom heals itself 30; Florges heals each of its side 20', () => {
    run(
      position({
        active: { card: 'A1 004', under: ['A1 001', 'A1 002'], energy: ['G', 'G', 'C', 'C'], hp: 100 },
      }),
      [attack(1)],
      {
        active: [{ hp: 130 }, { hp: 50 }],
      },
    );
    run(
      position({
        active: { card: 'A1a 038', energy: ['P', 'P'], hp: 100 },
        bench: [{ card: 'A1 001', hp: 60 }],
      }),
      [attack(0)],
      { active: [{ hp: 120 }, { hp: 70 }], bench: [[{ hp: 70 }], [{}]] },
    );
  });

  it('heal_self_by_damage_dealt: Kabutops heals what it did (Weakness included)', () => {
    run(position({ active: { card: 'A1 159', energy: ['F'], hp: 40 } }), [attack(0)], {
      active: [{ hp: 110 }, { hp: 80 }],
    });
  });

  it('draw: Meowth Pay Day draws a card', () => {
    run(position({ active: { card: 'A1 196', energy: ['C'] }, hand: [] }), [attack(0)], {
      handCount: [1, 2],
    });
  });

  it('bench_from_deck: Koffing Division puts a Koffing from the deck onto the Bench', () => {
    run(
      position({ active: { card: 'A1a 049', energy: ['D'] }, deck: ['A1 001', 'A1a 049', 'A1 001'] }),
      [attack(0)],
      {
        bench: [[{ name: 'Koffing' }], [{}]],
        deckCount: [2, 7],
      },
    );
  });

  it('search_deck_to_hand: Caterpie finds a Grass Pokémon', () => {
    run(
      position({ active: { card: 'A1 005', energy: ['C'] }, hand: [], deck: ['A1 053', 'A1 001', 'A1 053'] }),
      [attack(0)],
      {
        hand: [['A1 001'], ['A1 189', 'A1 189']],
      },
    );
  });

  it("shuffle_hand_draw_per_opponent_hand: Chatot draws as many as the opponent's hand", () => {
    run(
      position(
        { active: { card: 'A1a 062', energy: ['C'] }, hand: ['A1 001', 'A1 001', 'A1 001'] },
        { hand: ['A1 189', 'A1 189'] },
      ),
      [attack(0)],
      {
        handCount: [2, 3],
      },
    );
  });

  it("discard_random_hand_card: Persian (heads) discards from the opponent's hand", () => {
    run(position({ active: { card: 'A1 197', energy: ['C', 'C'] } }), [coins(true), attack(0)], {
      discard: [[], ['A1 189']],
      handCount: [0, 1],
    });
  });
});
