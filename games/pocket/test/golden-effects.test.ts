/**
 * Golden tests for the effect types that last (active effects), abilities
 * and trainers, and for the seed's example cards: Serperior's Jungle Totem,
 * Greninja's Water Shuriken, Mr. Mime's Barrier Attack, Victreebel's
 * Fragrance Trap, Weezing's Gas Leak, Hypno's Sleep Pendulum, Aerodactyl ex's
 * Primeval Law, Gengar's Bother, Arbok's Corner.
 */
import { describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';
import { ability, attack, choose, coins, end, play, position, run } from './helpers.ts';

/** Snorlax with energy for Rollout (70). */
const snorlax = { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] };

describe('effects that last through the opponent’s next turn', () => {
  it("Mr. Mime's Barrier Attack: -20 on Mr. Mime during the opponent's next turn, then gone", () => {
    run(
      position({ active: { card: 'A1 126', energy: ['P', 'C'] } }, { active: snorlax }),
      [
        attack(0),
        {
          expect: { effects: [{ type: 'damage_reduction', scope: 'self', value: 20, sourceType: 'attack' }] },
        },
        attack(0),
      ],
      { active: [{ name: 'Mr. Mime', hp: 30 }, { hp: 120 }], effects: [], turn: 5 },
    );
  });

  it('defender_attack_modifier: Cubone Growl makes the Defending Pokémon do 20 less', () => {
    run(
      position({ active: { card: 'A1 151', energy: ['C'] } }, { active: snorlax }),
      [attack(0), attack(0)],
      {
        active: [{ name: 'Cubone', hp: 10 }, {}],
      },
    );
  });

  it('defender_attack_coin_gate: after Smokescreen, tails means the attack does not happen', () => {
    const me = { active: { card: 'A1a 050', energy: ['D', 'D'] } };
    run(position(me, { active: snorlax }), [attack(0), coins(false), attack(0)], {
      active: [{ hp: 110 }, { hp: 100 }],
    });
    run(position(me, { active: snorlax }), [attack(0), coins(true), attack(0)], {
      active: [{ hp: 40 }, { hp: 100 }],
    });
  });

  it("defender_cant_attack / defender_cant_retreat: Omastar and Arbok's Corner", () => {
    run(
      position(
        { active: { card: 'A1 082', under: ['A1 081'], energy: ['W', 'C', 'C'] } },
        { active: snorlax },
      ),
      [attack(0)],
      {
        attacks: [],
      },
    );
    run(position({ active: { card: 'A1 053', energy: ['W'] } }, { active: snorlax }), [attack(0)], {
      attacks: ['attack: Rollout (70)'],
    });
    run(
      position(
        { active: { card: 'A1 165', energy: ['D', 'C'] } },
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
      ),
      [attack(0)],
      {
        retreats: [],
        attacks: ['attack: Rollout (70)'],
      },
    );
    // Without Corner, the same position may retreat to the Rattata.
    run(
      position(
        { active: { card: 'A1 164', energy: ['D'] } },
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
      ),
      [attack(0)],
      {
        retreats: ['retreat to Rattata'],
      },
    );
  });

  it('self_attack_immunity_next_turn: Dugtrio Dig (heads) prevents all damage and effects of attacks', () => {
    run(
      position({ active: { card: 'A1 140', under: ['A1 139'], energy: ['F'] } }, { active: snorlax }),
      [coins(true), attack(0), attack(0)],
      {
        active: [{ name: 'Dugtrio', hp: 70 }, { hp: 90 }],
      },
    );
  });

  it("block_supporters_next_turn: Gengar's Bother keeps Supporters out of the opponent's next turn", () => {
    run(
      position({ active: { card: 'A1 122', energy: ['P'] } }, { hand: ['P-A 007'], active: snorlax }),
      [attack(0)],
      {
        plays: ['bench Rattata'],
      },
    );
    run(
      position({ active: { card: 'A1 053', energy: ['W'] } }, { hand: ['P-A 007'], active: snorlax }),
      [attack(0)],
      {
        plays: ["play Professor's Research", 'bench Rattata'],
      },
    );
  });

  it("team_damage_reduction_next_turn: Blue makes all of the player's Pokémon take 10 less", () => {
    run(
      position({ active: { card: 'A1 001' }, hand: ['A1a 067'] }, { active: snorlax }),
      [play(1), end, attack(0)],
      {
        active: [{ name: 'Bulbasaur', hp: 10 }, {}],
      },
    );
  });
});

describe('effects of this turn (trainers)', () => {
  it("Giovanni +10 to the opponent's Active; Blaine +30 only for Ninetales, Rapidash or Magmar", () => {
    run(position({ active: { card: 'A1 042', energy: ['R'] }, hand: ['A1 223'] }), [play(1), attack(0)], {
      active: [{}, { hp: 120 }],
    });
    run(position({ active: { card: 'A1 042', energy: ['R'] }, hand: ['A1 221'] }), [play(1), attack(0)], {
      active: [{}, { hp: 130 }],
    });
    run(
      position({ active: { card: 'A1 043', under: ['A1 042'], energy: ['R'] }, hand: ['A1 221'] }),
      [play(2), attack(0)],
      {
        active: [{}, { hp: 80 }],
      },
    );
  });

  it('the damage order is boost, then Weakness, then reduction (floor 0)', () => {
    // Machop (Fighting) with Giovanni against Cloyster-free Snorlax (weak to Fighting), Blue-protected: 20 + 10 + 20 − 10.
    run(
      position({ active: { card: 'A1 143', energy: ['F'] }, hand: ['A1 223'] }, {}, {}),
      [play(1), attack(0)],
      { active: [{}, { hp: 100 }] },
    );
    // Against Cloyster (-10 aura): 20 + 10 (boost) − 10 = 20; weakness not Fighting.
    run(
      position(
        { active: { card: 'A1 143', energy: ['F'] }, hand: ['A1 223'] },
        { active: { card: 'A1 067', under: ['A1 066'] } },
      ),
      [play(1), attack(0)],
      {
        active: [{}, { name: 'Cloyster', hp: 100 }],
      },
    );
  });

  it('retreat_reduction_this_turn: X Speed makes a 1-cost retreat free; Leaf takes 2 off', () => {
    run(
      position({ active: { card: 'A1 001', energy: ['G'] }, bench: [{ card: 'A1 094' }], hand: ['P-A 002'] }),
      [play(2), { action: { type: 'retreat', to: 1 } }],
      {
        active: [{ name: 'Pikachu' }, {}],
        bench: [[{ name: 'Bulbasaur', energy: ['G'] }], [{}]],
      },
    );
    run(
      position({
        active: { card: 'A1 211', energy: ['C', 'C'] },
        bench: [{ card: 'A1 094' }],
        hand: ['A1a 068'],
      }),
      [play(2), { action: { type: 'retreat', to: 1 } }],
      {
        bench: [[{ name: 'Snorlax', energy: [] }], [{}]],
      },
    );
  });
});

describe('abilities', () => {
  it("Serperior's Jungle Totem: Grass energy on Grass Pokémon counts double, and two Serperior do not stack", () => {
    const me = {
      active: { card: 'A1 001', energy: ['G'] },
      bench: [{ card: 'A1a 006', under: ['A1a 004', 'A1a 005'] }],
    };
    run(position(me), [], { attacks: ['attack: Vine Whip (40)'] });
    run(position({ active: { card: 'A1 001', energy: ['G'] } }), [], { attacks: [] });
    const two = { ...me, bench: [me.bench[0], { card: 'A1a 006', under: ['A1a 004', 'A1a 005'] }] };
    // Venusaur ex's Giant Bloom (GGCC) needs 4: two Grass count 4 with one Totem, not 8 with two; three need no more.
    run(
      position({ ...two, active: { card: 'A1 004', under: ['A1 001', 'A1 002'], energy: ['G', 'G'] } }),
      [],
      {
        attacks: ['attack: Razor Leaf (60)', 'attack: Giant Bloom (100)'],
        effects: [
          { type: 'energy_multiplier', value: 2 },
          { type: 'energy_multiplier', value: 2 },
        ],
      },
    );
    run(position({ ...two, active: { card: 'A1 094', energy: ['G'] } }), [], { attacks: [] });
  });

  it("Greninja's Water Shuriken: 20 to a chosen opponent's Pokémon, once a turn", () => {
    run(position({ active: { card: 'A1 089', under: ['A1 087', 'A1 088'] } }), [ability(0), choose(1)], {
      bench: [[], [{ name: 'Rattata', hp: 20 }]],
      abilities: [],
    });
  });

  it("Victreebel's Fragrance Trap: from the Active Spot only, switches in an opponent's Benched Basic", () => {
    const victreebel = { card: 'A1 020', under: ['A1 018', 'A1 019'] };
    run(position({ active: victreebel }), [ability(0)], {
      active: [{}, { name: 'Rattata' }],
      bench: [[], [{ name: 'Snorlax' }]],
    });
    run(position({ active: { card: 'A1 001' }, bench: [victreebel] }), [], { abilities: [] });
  });

  it("Weezing's Gas Leak poisons from the Active Spot; Hypno's Sleep Pendulum sleeps on heads", () => {
    run(position({ active: { card: 'A1 177', under: ['A1 176'] } }), [ability(0), end], {
      active: [{}, { status: ['poisoned'], hp: 140 }],
    });
    run(position({ active: { card: 'A1 125', under: ['A1 124'] } }), [coins(true), ability(0)], {
      active: [{}, { status: ['asleep'] }],
    });
    run(position({ active: { card: 'A1 125', under: ['A1 124'] } }), [coins(false), ability(0)], {
      active: [{}, { status: [] }],
    });
  });

  it('Gardevoir, Magneton and Vaporeon move energy; Butterfree heals each of its side', () => {
    run(
      position({ active: { card: 'A1 128' }, bench: [{ card: 'A1 132', under: ['A1 130', 'A1 131'] }] }),
      [ability(1)],
      {
        active: [{ name: 'Mewtwo', energy: ['P'] }, {}],
      },
    );
    run(
      position({ active: { card: 'A1 098', under: ['A1 097'] } }),
      [ability(0), { action: { type: 'ability', pokemon: 0 }, refused: 'illegal-action' }],
      {
        active: [{ energy: ['L'] }, {}],
      },
    );
    run(
      position({
        active: { card: 'A1a 019', under: ['A1 206'] },
        bench: [{ card: 'A1 053', energy: ['W', 'W'] }],
      }),
      [ability(0), ability(0)],
      {
        active: [{ energy: ['W', 'W'] }, {}],
        abilities: [],
      },
    );
    run(
      position({
        active: { card: 'A1 007', under: ['A1 005', 'A1 006'], hp: 100 },
        bench: [{ card: 'A1 001', hp: 60 }],
      }),
      [ability(0)],
      {
        active: [{ hp: 120 }, {}],
        bench: [[{ hp: 70 }], [{}]],
      },
    );
  });

  it('Cloyster and Melmetal take less damage; Druddigon hits back from the Active Spot', () => {
    run(
      position(
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
        { active: { card: 'A1 182', under: ['A1 181'] } },
      ),
      [attack(0)],
      {
        active: [{}, { name: 'Melmetal', hp: 80 }],
      },
    );
    run(
      position({ active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } }, { active: { card: 'A1a 056' } }),
      [attack(0)],
      {
        active: [
          { name: 'Snorlax', hp: 130 },
          { name: 'Druddigon', hp: 30 },
        ],
      },
    );
  });

  it("Gengar ex's Shadowy Spellbind locks Supporters only while Gengar ex is Active (suppressed on the Bench)", () => {
    const gengar = { card: 'A1 123', under: ['A1 120', 'A1 121'] };
    run(position({ active: { card: 'A1 001' }, hand: ['P-A 007'] }, { active: gengar }), [], {
      plays: [],
      effects: [{ type: 'supporter_block', suppressed: false }],
    });
    run(
      position(
        { active: { card: 'A1 001' }, hand: ['P-A 007'] },
        { active: { card: 'A1 211' }, bench: [gengar] },
      ),
      [],
      {
        plays: ["play Professor's Research"],
        effects: [{ type: 'supporter_block', suppressed: true }],
      },
    );
  });

  it('suppression is logged: Gengar ex retreating to the Bench suppresses its lock, promoting it lifts it', () => {
    const spec = pocket.scenarios;
    if (!spec) throw new Error('no scenarios');
    const setup = position({
      active: { card: 'A1 123', under: ['A1 120', 'A1 121'], energy: ['P', 'P'] },
      bench: [{ card: 'A1 001' }],
    });
    const s = spec.build(spec.setupSchema.parse(setup), {
      game: pocket,
      options: pocket.optionsSchema.parse({}),
      seed: 's',
      apply: {},
    });
    const events: Array<Record<string, unknown>> = [];
    pocket.apply(s, 0, { type: 'retreat', to: 3 }, { emit: (e) => events.push(e) });
    expect(events.filter((e) => String(e.type).startsWith('effect-'))).toEqual([
      { type: 'effect-suppressed', effect: 'supporter_block', source: 'Gengar ex: Shadowy Spellbind' },
    ]);
    expect(s.effects.effects[0].suppressed).toBe(true);
  });

  it("Aerodactyl ex's Primeval Law stops the opponent evolving their Active Pokémon (the Bench still may)", () => {
    run(
      position(
        { active: { card: 'A1 001' }, bench: [{ card: 'A1 001' }], hand: ['A1 002'] },
        { active: { card: 'A1a 046', under: ['A1 218'] } },
      ),
      [],
      { evolutions: ['evolve Bulbasaur into Ivysaur'] },
    );
    run(position({ active: { card: 'A1 001' }, bench: [{ card: 'A1 001' }], hand: ['A1 002'] }), [], {
      evolutions: ['evolve Bulbasaur into Ivysaur', 'evolve Bulbasaur into Ivysaur'],
    });
  });
});

describe('trainers', () => {
  it('Potion and Erika heal a chosen Pokémon (Erika only Grass)', () => {
    run(
      position({
        active: { card: 'A1 001', hp: 30 },
        bench: [{ card: 'A1 094', hp: 10 }],
        hand: ['P-A 001'],
      }),
      [play(2), choose(1)],
      {
        bench: [[{ hp: 30 }], [{}]],
      },
    );
    run(
      position({ active: { card: 'A1 001', hp: 30 }, bench: [{ card: 'A1 094', hp: 10 }], hand: ['A1 219'] }),
      [play(2)],
      {
        active: [{ hp: 70 }, {}],
      },
    );
  });

  it("Sabrina switches the opponent's Active (they choose); Koga returns Weezing to the hand", () => {
    run(
      position(
        { active: { card: 'A1 001' }, hand: ['A1 225'] },
        { bench: [{ card: 'A1 189' }, { card: 'A1 094' }] },
      ),
      [play(1), choose(1, 1)],
      {
        active: [{}, { name: 'Pikachu' }],
      },
    );
    run(
      position({
        active: { card: 'A1 177', under: ['A1 176'] },
        bench: [{ card: 'A1 001' }],
        hand: ['A1 222'],
      }),
      // Weezing goes to the hand; the one Benched Pokémon becomes the Active without asking.
      [play(3)],
      {
        hand: [['A1 176', 'A1 177'], ['A1 189']],
        active: [{ name: 'Bulbasaur' }, {}],
      },
    );
  });

  it('Misty: choose a Water Pokémon, then a Water energy per heads', () => {
    run(
      position({ active: { card: 'A1 053' }, bench: [{ card: 'A1 001' }], hand: ['A1 220'] }),
      [coins(true, true, false), play(2)],
      {
        active: [{ energy: ['W', 'W'] }, {}],
      },
    );
  });

  it('Brock and Lt. Surge feed named Pokémon', () => {
    run(position({ active: { card: 'A1 150' }, hand: ['A1 224'] }), [play(1)], {
      active: [{ energy: ['F'] }, {}],
    });
    run(
      position({
        active: { card: 'A1 095', under: ['A1 094'] },
        bench: [{ card: 'A1 094', energy: ['L', 'L', 'C'] }],
        hand: ['A1 226'],
      }),
      [play(3)],
      {
        active: [{ energy: ['L', 'L'] }, {}],
        bench: [[{ energy: ['C'] }], [{}]],
      },
    );
  });

  it("Poké Ball, Professor's Research, Red Card, Pokémon Flute, Mythical Slab, Pokédex, Hand Scope", () => {
    run(position({ active: { card: 'A1 001' }, hand: ['P-A 005'], deck: ['P-A 007', 'A1 094'] }), [play(1)], {
      hand: [['A1 094'], ['A1 189']],
    });
    run(
      position({ active: { card: 'A1 001' }, hand: ['P-A 007'], deck: ['A1 053', 'A1 094', 'A1 189'] }),
      [play(1)],
      { hand: [['A1 053', 'A1 094'], ['A1 189']] },
    );
    run(position({ active: { card: 'A1 001' }, hand: ['P-A 006'] }), [play(1)], { handCount: [0, 3] });
    run(position({ active: { card: 'A1 001' }, hand: ['A1a 064'] }, { discard: ['A1 094'] }), [play(1)], {
      bench: [[], [{}, { name: 'Pikachu' }]],
    });
    run(position({ active: { card: 'A1 001' }, hand: ['A1a 065'], deck: ['A1 128', 'A1 001'] }), [play(1)], {
      hand: [['A1 128'], ['A1 189']],
    });
    run(position({ active: { card: 'A1 001' }, hand: ['A1a 065'], deck: ['A1 001', 'A1 128'] }), [play(1)], {
      hand: [[], ['A1 189']],
      deckCount: [2, 8],
    });
    const s = pocket.scenarios?.build(
      pocket.scenarios.setupSchema.parse(
        position({
          active: { card: 'A1 001' },
          hand: ['P-A 004', 'P-A 003'],
          deck: ['A1 053', 'A1 094', 'A1 189', 'A1 001'],
        }),
      ),
      { game: pocket, options: pocket.optionsSchema.parse({}), seed: 'x', apply: {} },
    );
    if (!s) throw new Error('no scenarios');
    pocket.apply(s, 0, { type: 'play', card: 1 });
    pocket.apply(s, 0, { type: 'play', card: 2 });
    const v0 = pocket.view(s, 0);
    expect(v0.sides[0].peek).toEqual(['A1 053', 'A1 094', 'A1 189']);
    expect(v0.sides[1].revealedToMe).toEqual(['A1 189']);
    const v1 = pocket.view(s, 1);
    expect(v1.sides[0].peek).toBeNull();
    expect(v1.sides[0].hand).toBeNull();
  });

  it('Fossils play as 40-HP Basics that cannot retreat and may be discarded; Omanyte evolves from Helix Fossil', () => {
    run(position({ active: { card: 'A1 001' }, hand: ['A1 216'] }), [play(1)], {
      bench: [[{ name: 'Helix Fossil', hp: 40 }], [{}]],
      retreats: [],
    });
    run(position({ active: { card: 'A1 216' }, bench: [{ card: 'A1 001' }], hand: ['A1 081'] }), [], {
      evolutions: ['evolve Helix Fossil into Omanyte'],
      retreats: [],
    });
    run(
      position({ active: { card: 'A1 216' }, bench: [{ card: 'A1 001' }] }),
      [{ action: { type: 'discardFossil', pokemon: 0 } }],
      {
        discard: [['A1 216'], []],
        // The one Benched Pokémon is promoted without asking.
        active: [{ name: 'Bulbasaur' }, {}],
        pending: null,
        points: [0, 0],
      },
    );
  });
});
