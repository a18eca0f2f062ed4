/**
 * Golden tests of the later sets' card kinds (README "Later sets"): Pokémon
 * Tools (T1 playing, T2 a Tool that names its holder's kind, T4 leaving play,
 * T5 removal, T6 HP read everywhere), Stadiums (S1 one in play, S2 playing
 * and replacing, S3 continuous effects, S4 once-per-turn actions, S6
 * discarding), Mega Evolution Pokémon ex points (M1), and the effect types
 * the tools and stadiums families map onto, each with both sides of its
 * decision.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/data/catalog.ts';
import { pocket } from '../src/index.ts';
import { removeFromPlay } from '../src/rules/ops.ts';
import type { PocketState } from '../src/state.ts';
import { attack, end, play, position, run } from './helpers.ts';

const GIANT_CAPE = 'A2 147';
const LEAF_CAPE = 'A3 147';
const SMALL_BALLOON = 'B3b 064';
const BIG_AIR_BALLOON = 'B2a 087';
const ELEGANT_CAPE = 'B3b 065';
const INFLATABLE_BOAT = 'A4a 067';
const FUTURE_CAPSULE = 'B3a 070';
const ANCIENT_CAPSULE = 'B3a 069';
const GUZMA = 'A3 151';
const ELESA = 'B3b 066';
const STARTING_PLAINS = 'B2 154';
const TRAINING_AREA = 'B2 153';
const PECULIAR_PLAZA = 'B2 155';
const ARENA_OF_ANTIQUITY = 'B3 154';
const FRAGRANT_FOREST = 'B3 153';
const RAINBOW_CAVE = 'B4 155';
const MEGA_ABSOL_EX = 'B1 151';

function build(setup: unknown): PocketState {
  const spec = pocket.scenarios;
  if (!spec) throw new Error('no scenarios');
  return spec.build(spec.setupSchema.parse(setup), {
    game: pocket,
    options: pocket.optionsSchema.parse({}),
    seed: 'tools',
    apply: {},
  });
}

describe('Pokémon Tools (T1–T6)', () => {
  it('T1: a Tool attaches from the hand to one of your Pokémon without one; a second Tool on it is refused', () => {
    // uids of side 0: Bulbasaur 0, Pikachu 1, its Giant Cape 2, hand 3 (Giant Cape) and 4 (Leaf Cape).
    const me = {
      active: { card: 'A1 001' },
      bench: [{ card: 'A1 094', tool: GIANT_CAPE }],
      hand: [GIANT_CAPE, LEAF_CAPE],
    };
    run(position(me), [], {
      tools: ['attach Giant Cape to Bulbasaur', 'attach Leaf Cape to Bulbasaur'],
      plays: [],
    });
    run(
      position(me),
      [
        { action: { type: 'tool', card: 3, target: 0 } },
        { action: { type: 'tool', card: 4, target: 0 }, refused: 'illegal-action' },
        { action: { type: 'tool', card: 4, target: 1 }, refused: 'illegal-action' },
      ],
      {
        active: [{ name: 'Bulbasaur', tool: GIANT_CAPE, hp: 90 }, {}],
        bench: [[{ name: 'Pikachu', tool: GIANT_CAPE, hp: 80 }], [{}]],
        hand: [[LEAF_CAPE], ['A1 189']],
        tools: [],
      },
    );
  });

  it('T1: a refused Tool leaves the state unchanged', () => {
    const s = build(position({ active: { card: 'A1 001', tool: GIANT_CAPE }, hand: [LEAF_CAPE] }));
    const before = JSON.stringify(s);
    expect(() => pocket.apply(s, 0, { type: 'tool', card: 2, target: 0 })).toThrow(/one Tool per Pokémon/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('T2: a Tool naming a type attaches to any Pokémon; its HP counts only on that type', () => {
    run(
      position({ active: { card: 'A1 001', tool: LEAF_CAPE }, bench: [{ card: 'A1 094', tool: LEAF_CAPE }] }),
      [],
      {
        active: [{ hp: 100 }, {}],
        bench: [[{ hp: 60, tool: LEAF_CAPE }], [{}]],
      },
    );
  });

  it('T2: a stage-named Tool holds while the holder is of that stage (Elegant Cape on Stage 1 only)', () => {
    run(
      position({
        active: { card: 'A1 002', under: ['A1 001'], tool: ELEGANT_CAPE },
        bench: [{ card: 'A1 001', tool: ELEGANT_CAPE }],
      }),
      [],
      { active: [{ name: 'Ivysaur', hp: 120 }, {}], bench: [[{ name: 'Bulbasaur', hp: 70 }], [{}]] },
    );
  });

  it('T3: evolving keeps the Tool, and a stage-named one stops or starts counting (Elegant Cape)', () => {
    // uids: Bulbasaur 0, Elegant Cape 1, Ivysaur in hand 2.
    run(
      position({ active: { card: 'A1 001', tool: ELEGANT_CAPE }, hand: ['A1 002'] }),
      [{ action: { type: 'evolve', card: 2, target: 0 } }],
      { active: [{ name: 'Ivysaur', tool: ELEGANT_CAPE, hp: 120 }, {}] },
    );
  });

  it('T6: the knockout check reads HP with the Tool: 70 damage knocks out a 40-HP Rattata, 20 does not with Giant Cape', () => {
    // Rattata with Giant Cape: 60 HP. Pikachu's Gnaw (20) on 20 damage leaves it at 20.
    run(
      position(
        { active: { card: 'A1 094', energy: ['L'] } },
        { active: { card: 'A1 189', hp: 20, tool: GIANT_CAPE }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      { active: [{}, { name: 'Rattata', hp: 20, tool: GIANT_CAPE }], points: [0, 0] },
    );
    // Without the Cape the same attack knocks it out.
    run(
      position(
        { active: { card: 'A1 094', energy: ['L'] } },
        { active: { card: 'A1 189', hp: 20 }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      { points: [1, 0] },
    );
  });

  it('T4: a Knocked Out Pokémon goes to the discard pile with its Tool', () => {
    run(
      position(
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
        { active: { card: 'A1 189', tool: GIANT_CAPE }, bench: [{ card: 'A1 189' }], hand: [] },
      ),
      [attack(0)],
      { points: [1, 0], discard: [[], ['A1 189', GIANT_CAPE]] },
    );
  });

  it('T4: a Pokémon returned to the hand leaves its Tool in the discard pile', () => {
    const s = build(position({ active: { card: 'A1 001', tool: GIANT_CAPE }, bench: [{ card: 'A1 094' }] }));
    const slot = s.sides[0].active;
    if (!slot) throw new Error('no active');
    // The general operation effects use ("put … into your hand").
    removeFromPlay(s, 0, slot, 'hand', undefined);
    expect(s.sides[0].hand).toContain(0);
    expect(s.sides[0].discard).toEqual([1]);
    expect(catalog().cards[s.cards[1]].id).toBe(GIANT_CAPE);
    expect(s.effects.effects).toEqual([]);
  });

  it("T5: Guzma discards the Tools of each of the opponent's Pokémon, not yours; the lowered HP knocks out at once", () => {
    const s = build(
      position(
        { active: { card: 'A1 001', tool: GIANT_CAPE }, hand: [GUZMA] },
        { active: { card: 'A1 189', tool: GIANT_CAPE }, bench: [{ card: 'A1 094', tool: GIANT_CAPE }] },
      ),
    );
    // Rattata (40 HP, 60 with the Cape) has 50 damage: the Cape keeps it in play until Guzma.
    const rattata = s.sides[1].active;
    if (!rattata) throw new Error('no active');
    rattata.damage = 50;
    pocket.apply(s, 0, { type: 'play', card: 2 });
    expect(s.sides[0].active?.tool).toBe(1);
    expect(s.sides[1].bench.map((b) => b.tool)).toEqual([]);
    expect(s.sides[1].active?.tool ?? null).toBeNull();
    expect(s.sides[0].points).toBe(1);
    // Both Capes, then Rattata (Knocked Out once its Cape is gone); Pikachu is promoted.
    expect(s.sides[1].discard.map((u) => catalog().cards[s.cards[u]].id)).toEqual([
      GIANT_CAPE,
      GIANT_CAPE,
      'A1 189',
    ]);
  });

  it('T5: Guzma is not offered when the opponent has no Tool', () => {
    run(position({ active: { card: 'A1 001', tool: GIANT_CAPE }, hand: [GUZMA] }), [], { plays: [] });
    run(
      position(
        { active: { card: 'A1 001' }, hand: [GUZMA] },
        { active: { card: 'A1 189', tool: GIANT_CAPE } },
      ),
      [],
      {
        plays: ['play Guzma'],
      },
    );
  });

  it("T5: Elesa returns every Tool in play to its owner's hand", () => {
    run(
      position(
        { active: { card: 'A1 001', tool: GIANT_CAPE }, hand: [ELESA] },
        { active: { card: 'A1 189', tool: LEAF_CAPE }, bench: [], hand: [] },
      ),
      [play(2)],
      { hand: [[GIANT_CAPE], [LEAF_CAPE]], active: [{ hp: 70 }, { hp: 40 }] },
    );
  });

  it("T5: Pluck discards the defender's Tool before its damage", () => {
    // Starly's Pluck (20) on a Rattata with Giant Cape and 25 damage: 45 ≥ 40 once the Cape is gone.
    run(
      position(
        { active: { card: 'A2 132', energy: ['C'] } },
        { active: { card: 'A1 189', hp: 15, tool: GIANT_CAPE }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      // The Cape went first (before the damage), then the Knocked Out Rattata: the order shows it.
      { points: [1, 0], discard: [[], [GIANT_CAPE, 'A1 189']] },
    );
  });

  it("retreat Tools: Small Balloon lowers a Basic's Retreat Cost by 1, not a Stage 1's; Big Air Balloon frees a Stage 2 only", () => {
    run(position({ active: { card: 'A1 001', tool: SMALL_BALLOON }, bench: [{ card: 'A1 094' }] }), [], {
      retreats: ['retreat to Pikachu'],
    });
    run(
      position({
        active: { card: 'A1 002', under: ['A1 001'], tool: SMALL_BALLOON, energy: ['G'] },
        bench: [{ card: 'A1 094' }],
      }),
      [],
      { retreats: [] },
    );
    run(
      position({
        active: { card: 'A1 003', under: ['A1 001', 'A1 002'], tool: BIG_AIR_BALLOON },
        bench: [{ card: 'A1 094' }],
      }),
      [],
      { retreats: ['retreat to Pikachu'] },
    );
    run(
      position({
        active: { card: 'A1 002', under: ['A1 001'], tool: BIG_AIR_BALLOON },
        bench: [{ card: 'A1 094' }],
      }),
      [],
      { retreats: [] },
    );
    run(position({ active: { card: 'A1 053', tool: INFLATABLE_BOAT }, bench: [{ card: 'A1 094' }] }), [], {
      retreats: ['retreat to Pikachu'],
    });
  });

  it('group Tools: the Future capsule boosts a Future Pokémon only; the Ancient one gives HP to an Ancient Pokémon only', () => {
    const future = findTagged('future');
    const ancient = findTagged('ancient');
    expect(future && ancient).toBeTruthy();
    run(position({ active: { card: ancient as string, tool: ANCIENT_CAPSULE } }), [], {
      active: [{ hp: hpOf(ancient as string) + 40 }, {}],
    });
    run(position({ active: { card: future as string, tool: ANCIENT_CAPSULE } }), [], {
      active: [{ hp: hpOf(future as string) }, {}],
    });
    const s = build(position({ active: { card: future as string, tool: FUTURE_CAPSULE } }));
    const e = s.effects.effects.find((x) => x.key === 'damage_boost');
    expect(e?.payload).toMatchObject({ tag: 'future', activeTargetOnly: true, sourceType: 'tool' });
  });
});

function findTagged(tag: string): string | undefined {
  return catalog().cards.find((c) => c.kind === 'pokemon' && c.stage === 0 && c.tags?.includes(tag as never))
    ?.id;
}
function hpOf(id: string): number {
  const c = catalog().cards[catalog().byId.get(id) as number];
  return c.kind === 'pokemon' ? c.hp : 0;
}

describe('Stadiums (S1–S6)', () => {
  it("S1/S2: a Stadium is played from the hand, one in play for both; a different one replaces it (to its owner's discard pile)", () => {
    // uids: side 0 Bulbasaur 0, hand 1 Training Area; the Stadium in play is side 1's (Starting Plains).
    run(
      position(
        { active: { card: 'A1 001' }, hand: [TRAINING_AREA] },
        { active: { card: 'A1 189' }, bench: [], hand: [] },
        { stadium: { card: STARTING_PLAINS, owner: 1 } },
      ),
      [play(1)],
      {
        stadium: { card: TRAINING_AREA, name: 'Training Area', owner: 0 },
        discard: [[], [STARTING_PLAINS]],
        active: [{ hp: 70 }, { hp: 40 }],
      },
    );
  });

  it("S2: not one with the same name as the Stadium in play (either player's), and one Stadium a turn", () => {
    run(
      position(
        { active: { card: 'A1 001' }, hand: [STARTING_PLAINS, TRAINING_AREA] },
        {},
        { stadium: { card: STARTING_PLAINS, owner: 1 } },
      ),
      [
        { action: { type: 'play', card: 1 }, refused: 'illegal-action' },
        play(2),
        { action: { type: 'play', card: 1 }, refused: 'illegal-action' },
      ],
      { stadium: { name: 'Training Area' }, plays: [] },
    );
  });

  it('S3: Starting Plains gives each Basic in play +20 HP, both sides, not a Stage 1; it ends when replaced', () => {
    run(
      position(
        {
          active: { card: 'A1 002', under: ['A1 001'] },
          bench: [{ card: 'A1 001' }],
          hand: [PECULIAR_PLAZA],
        },
        { active: { card: 'A1 189' }, bench: [] },
        { stadium: { card: STARTING_PLAINS, owner: 0 } },
      ),
      [],
      { active: [{ hp: 90 }, { hp: 60 }], bench: [[{ hp: 90 }], []] },
    );
    run(
      position(
        {
          active: { card: 'A1 002', under: ['A1 001'] },
          bench: [{ card: 'A1 001' }],
          hand: [PECULIAR_PLAZA],
        },
        { active: { card: 'A1 189' }, bench: [] },
        { stadium: { card: STARTING_PLAINS, owner: 0 } },
      ),
      [play(3)],
      { active: [{ hp: 90 }, { hp: 40 }], bench: [[{ hp: 70 }], []], discard: [[STARTING_PLAINS], []] },
    );
  });

  it('S3: when a Stadium that gave HP leaves, a Pokémon whose damage reaches its HP is Knocked Out and its opponent scores', () => {
    const s = build(
      position(
        { active: { card: 'A1 001' }, hand: [TRAINING_AREA] },
        { active: { card: 'A1 189' }, bench: [{ card: 'A1 189' }] },
        { stadium: { card: STARTING_PLAINS, owner: 1 } },
      ),
    );
    const rattata = s.sides[1].active;
    if (!rattata) throw new Error('no active');
    rattata.damage = 50; // 60 HP under Starting Plains
    pocket.apply(s, 0, { type: 'play', card: 1 });
    expect(s.sides[0].points).toBe(1);
  });

  it('S3: Training Area: Stage 1 attackers do +10 to the Active, Basics do not', () => {
    run(
      position(
        { active: { card: 'A1 002', under: ['A1 001'], energy: ['G', 'G', 'G'] } },
        {},
        { stadium: { card: TRAINING_AREA, owner: 1 } },
      ),
      [attack(0)],
      { active: [{}, { hp: 150 - 70 }] },
    );
    run(
      position(
        { active: { card: 'A1 001', energy: ['G', 'G'] } },
        {},
        { stadium: { card: TRAINING_AREA, owner: 1 } },
      ),
      [attack(0)],
      { active: [{}, { hp: 150 - 40 }] },
    );
  });

  it('S3: Arena of Antiquity: a [F] attacker does +20 to a Pokémon ex only', () => {
    const machop = { card: 'B2 079', energy: ['C'] }; // Shatter: 10, and discards the Stadium in play
    const arena = { stadium: { card: ARENA_OF_ANTIQUITY, owner: 1 } };
    run(position({ active: { ...machop } }, { active: { card: MEGA_ABSOL_EX } }, arena), [attack(0)], {
      active: [{}, { hp: 170 - 30 }],
      stadium: null,
    });
    // Snorlax is no ex: 10 and Weakness +20, no boost.
    run(position({ active: { ...machop } }, {}, arena), [attack(0)], { active: [{}, { hp: 150 - 30 }] });
  });

  it('S3: Peculiar Plaza: the Retreat Cost of each [P] Pokémon is 2 less, others unchanged', () => {
    const plaza = { stadium: { card: PECULIAR_PLAZA, owner: 1 } };
    const psychic = catalog().cards.find(
      (c) => c.kind === 'pokemon' && c.type === 'P' && c.stage === 0 && c.retreat === 2,
    );
    run(position({ active: { card: psychic?.id as string }, bench: [{ card: 'A1 094' }] }, {}, plaza), [], {
      retreats: ['retreat to Pikachu'],
    });
    run(position({ active: { card: psychic?.id as string }, bench: [{ card: 'A1 094' }] }), [], {
      retreats: [],
    });
  });

  it('S4: a Stadium action is once per turn per player, for either player, offered only when it can do something', () => {
    // Fragrant Forest: a random Basic [G] Pokémon from the deck into the hand.
    const forest = { stadium: { card: FRAGRANT_FOREST, owner: 1 } };
    run(
      position({ active: { card: 'A1 094' }, deck: ['A1 001', 'A1 189'], hand: [] }, {}, forest),
      [{ action: { type: 'stadium' } }, { action: { type: 'stadium' }, refused: 'illegal-action' }],
      { hand: [['A1 001'], ['A1 189']], legal: ['bench Bulbasaur', 'end the turn'] },
    );
    // No card in the deck: not offered.
    run(position({ active: { card: 'A1 094' }, deck: [], hand: [] }, {}, forest), [], {
      legal: ['end the turn'],
    });
    // The other player uses it in their turn too.
    run(
      position(
        { active: { card: 'A1 094' }, deck: ['A1 001'], hand: [] },
        { deck: ['A1 001', 'A1 001'], zone: null },
        forest,
      ),
      [{ action: { type: 'stadium' } }, end, { action: { type: 'stadium' }, player: 1 }],
      { handCount: [1, 3] },
    );
  });

  it("S4: Rainbow Cave: the zone's Energy is discarded and the next one made; not offered with an empty zone", () => {
    const cave = { stadium: { card: RAINBOW_CAVE, owner: 0 } };
    run(
      position({ active: { card: 'A1 094' }, energyTypes: ['L', 'W'], zone: 'L', next: 'W' }, {}, cave),
      [{ action: { type: 'stadium' } }],
      { zone: ['W', null] },
    );
    run(position({ active: { card: 'A1 094' }, zone: null }, {}, cave), [], { legal: ['end the turn'] });
  });

  it('S4: Mesagoza: a coin; heads, a random Pokémon from the deck into the hand; tails, nothing (the use still counts)', () => {
    const mesagoza = { stadium: { card: 'B2a 093', owner: 1 } };
    run(
      position({ active: { card: 'A1 094' }, deck: ['P-A 007', 'A1 001'], hand: [] }, {}, mesagoza),
      [{ do: 'coins', heads: [true] }, { action: { type: 'stadium' } }],
      { hand: [['A1 001'], ['A1 189']] },
    );
    run(
      position({ active: { card: 'A1 094' }, deck: ['P-A 007', 'A1 001'], hand: [] }, {}, mesagoza),
      [
        { do: 'coins', heads: [false] },
        { action: { type: 'stadium' } },
        { action: { type: 'stadium' }, refused: 'illegal-action' },
      ],
      { hand: [[], ['A1 189']] },
    );
  });

  it("S5: Hiking Trail: at the end of each player's turn, that player draws up to 3 cards (not the other player)", () => {
    const trail = { stadium: { card: 'B2b 069', owner: 1 } };
    // Side 0 ends with 1 card: draws 2; side 1 (1 card) draws only its turn's card.
    run(position({ active: { card: 'A1 094' }, hand: ['A1 189'] }, {}, trail), [end], { handCount: [3, 2] });
    // Already 3 or more: nothing.
    run(
      position({ active: { card: 'A1 094' }, hand: ['A1 189', 'A1 189', 'A1 189', 'A1 189'] }, {}, trail),
      [end],
      {
        handCount: [4, 2],
      },
    );
  });

  it("S5: Soothing Shore: at the end of each player's turn, that player heals 20 from each of their Pokémon with [W] Energy", () => {
    const shore = { stadium: { card: 'B4 154', owner: 1 } };
    run(
      position(
        {
          active: { card: 'A1 053', hp: 30, energy: ['W'] },
          bench: [{ card: 'A1 094', hp: 30, energy: ['L'] }],
        },
        { active: { card: 'A1 211', hp: 100, energy: ['W'] } },
        shore,
      ),
      [end],
      // Squirtle (Water Energy) heals 20; Pikachu (no Water Energy) and the other player's Snorlax do not.
      { active: [{ hp: 50 }, { hp: 100 }], bench: [[{ hp: 30 }], [{}]] },
    );
  });

  it('S6: "Discard a Stadium in play." sends it to its owner\'s discard pile; with none, the attack still does its damage', () => {
    const machop = { card: 'B2 079', energy: ['C'] };
    run(position({ active: machop }, {}, { stadium: { card: STARTING_PLAINS, owner: 1 } }), [attack(0)], {
      stadium: null,
      discard: [[], [STARTING_PLAINS]],
      active: [{}, { hp: 120 }],
    });
    run(position({ active: machop }), [attack(0)], { stadium: null, active: [{}, { hp: 120 }] });
  });
});

describe('Mega Evolution Pokémon ex (M1)', () => {
  it('a Knocked Out Mega Evolution Pokémon ex gives 3 points, an ex 2, others 1', () => {
    run(
      position(
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
        { active: { card: MEGA_ABSOL_EX, hp: 50 }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      { points: [3, 0], outcome: { winner: 0, reason: '3 points' } },
    );
    run(
      position(
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
        { active: { card: 'A1 129', hp: 50 }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      { points: [2, 0] },
    );
    run(
      position(
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
        { active: { card: 'A1 189' }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      { points: [1, 0] },
    );
  });
});

describe('Tool triggers (T7: the trigger wrapper)', () => {
  const ROCKY_HELMET = 'A2 148';
  const LEFTOVERS = 'A3b 067';
  const DECEPTIVE_NEEDLE = 'B4 148';
  const darkBasic = () =>
    catalog().cards.find((c) => c.kind === 'pokemon' && c.type === 'D' && c.stage === 0 && c.hp >= 60)
      ?.id as string;

  it('Rocky Helmet: the Active holder damaged by an attack does 20 damage to the Attacking Pokémon, even when Knocked Out', () => {
    run(
      position(
        { active: { card: 'A1 094', energy: ['L'] } },
        { active: { card: 'A1 211', tool: ROCKY_HELMET } },
      ),
      [attack(0)],
      { active: [{ name: 'Pikachu', hp: 40 }, { hp: 130 }] },
    );
    // Knocked Out by the attack: the Helmet still answers, then goes to the discard pile with it.
    run(
      position(
        { active: { card: 'A1 094', energy: ['L'] } },
        { active: { card: 'A1 189', hp: 20, tool: ROCKY_HELMET }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      { active: [{ hp: 40 }, {}], points: [1, 0], discard: [[], ['A1 189', ROCKY_HELMET]] },
    );
  });

  it('Rocky Helmet: no damage taken (or not the Pokémon attacked), no answer', () => {
    // Snorlax's Benched Rattata wears the Helmet; the attack hits the Active Snorlax.
    run(
      position(
        { active: { card: 'A1 094', energy: ['L'] } },
        { active: { card: 'A1 211' }, bench: [{ card: 'A1 189', tool: ROCKY_HELMET }] },
      ),
      [attack(0)],
      { active: [{ hp: 60 }, { hp: 130 }] },
    );
  });

  it('Poison Barb: the Active holder damaged by an attack poisons the Attacking Pokémon; a Benched holder does not', () => {
    const BARB = 'A3 146';
    run(
      position({ active: { card: 'A1 094', energy: ['L'] } }, { active: { card: 'A1 211', tool: BARB } }),
      [attack(0)],
      { active: [{ status: ['poisoned'] }, { hp: 130 }] },
    );
    run(
      position(
        { active: { card: 'A1 094', energy: ['L'] } },
        { active: { card: 'A1 211' }, bench: [{ card: 'A1 189', tool: BARB }] },
      ),
      [attack(0)],
      { active: [{ status: [] }, { hp: 130 }] },
    );
  });

  it('Lucky Egg: its holder Knocked Out by an attack draws its owner up to 5 cards; damaged only, nothing', () => {
    const EGG = 'B3 148';
    // Side 1 holds 1 card; its Rattata (20 HP left) with the Egg is Knocked Out by Gnaw.
    run(
      position(
        { active: { card: 'A1 094', energy: ['L'] } },
        { active: { card: 'A1 189', hp: 20, tool: EGG }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      // Up to 5, then side 1's turn begins with its draw: 6.
      { points: [1, 0], handCount: [0, 6] },
    );
    run(
      position({ active: { card: 'A1 094', energy: ['L'] } }, { active: { card: 'A1 211', tool: EGG } }),
      [attack(0)],
      // Only the turn's draw.
      { handCount: [0, 2] },
    );
  });

  it("Lucky Mittens: an attack of its holder that Knocks Out an opponent's Pokémon draws a card; no knockout, no card", () => {
    const MITTENS = 'B1 220';
    run(
      position(
        { active: { card: 'A1 094', energy: ['L'], tool: MITTENS }, hand: [] },
        { active: { card: 'A1 189', hp: 20 }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      { points: [1, 0], handCount: [1, 2] },
    );
    run(position({ active: { card: 'A1 094', energy: ['L'], tool: MITTENS }, hand: [] }), [attack(0)], {
      handCount: [0, 2],
    });
  });

  it("Leftovers heals the Active holder 10 at the end of its owner's turn, not on the Bench, not in the opponent's turn", () => {
    run(
      position({
        active: { card: 'A1 001', hp: 40, tool: LEFTOVERS },
        bench: [{ card: 'A1 094', hp: 30, tool: LEFTOVERS }],
      }),
      [end],
      { active: [{ hp: 50 }, {}], bench: [[{ hp: 30 }], [{}]] },
    );
    // The opponent's Leftovers does nothing at the end of this player's turn.
    run(
      position({ active: { card: 'A1 001' } }, { active: { card: 'A1 211', hp: 100, tool: LEFTOVERS } }),
      [end],
      {
        active: [{}, { hp: 100 }],
      },
    );
  });

  it("Deceptive Needle: a [D] Active holder does 10 to the opponent's Active at the end of its turn; not on another type", () => {
    const dark = darkBasic();
    const hp = (catalog().cards[catalog().byId.get(dark) as number] as { hp: number }).hp;
    run(position({ active: { card: dark, tool: DECEPTIVE_NEEDLE } }), [end], {
      active: [{ hp }, { hp: 140 }],
    });
    run(position({ active: { card: 'A1 001', tool: DECEPTIVE_NEEDLE } }), [end], {
      active: [{}, { hp: 150 }],
    });
  });
});
