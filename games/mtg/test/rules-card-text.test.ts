/**
 * Cards played as their text and the Comprehensive Rules say, where an
 * outside rules tester found the engine did otherwise: "becomes a Dragon"
 * replaces creature types (CR 205.1b); Maeve's draw is a delayed triggered
 * ability that uses the stack and needs an attack on one of her
 * controller's opponents (CR 603.2, 603.7); an optional step is asked of
 * the player its text names (CR 608.2d); Treasure's "one mana of any color"
 * is its controller's choice (CR 106.1a).
 */
import { describe, expect, it } from 'vitest';
import { board } from '../src/engine/derived.ts';
import { advance } from '../src/engine/rules.ts';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { buildState, resolveTags, setupSchema } from '../src/scenario.ts';
import { act, choose, expectNow, pass, player, scenario } from './helpers.ts';

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

describe('CR 205.1b: "becomes a Dragon" replaces creature types; "in addition to its other types" adds', () => {
  const nogiAttacks = {
    step: 'declare_attackers',
    players: [
      player({
        battlefield: [
          { card: 'nogi_draco_zealot', tag: 'n' },
          { card: 'shivan_dragon' },
          { card: 'dragon_hatchling' },
          { card: 'furnace_whelp' },
        ],
      }),
      player(),
    ],
  };
  it('Nogi, "until end of turn, Nogi becomes a Dragon with base power and toughness 5/5": a Dragon, no longer a Kobold Shaman', () => {
    scenario(
      nogiAttacks,
      [
        act({ type: 'attack', creature: '@n' }),
        act({ type: 'attack_done' }),
        expectNow({ cards: { n: { subtypes: ['Kobold', 'Shaman'] } } }),
        pass(2),
      ],
      { cards: { n: { subtypes: ['Dragon'], power: 5, toughness: 5, keywords: ['flying'] } } },
    );
  });
  it('… and the change ends with the turn: a Kobold Shaman again', () => {
    scenario(
      { ...nogiAttacks, autoPass: true },
      [act({ type: 'attack', creature: '@n' }), act({ type: 'attack_done' })],
      { turn: 4, cards: { n: { subtypes: ['Kobold', 'Shaman'], power: 3, toughness: 3 } } },
    );
  });
  it('Demonic Embrace, "is a Demon in addition to its other types": a Zombie Demon', () => {
    scenario(
      {
        players: [
          player({
            battlefield: [
              { card: 'gavony_unhallowed', tag: 'g' },
              { card: 'demonic_embrace', attachedTo: 'g' },
            ],
          }),
          player(),
        ],
      },
      [],
      { cards: { g: { subtypes: ['Zombie', 'Demon'], power: 5, toughness: 5 } } },
    );
  });
});

describe('CR 603.2, 603.7: Maeve’s goad — "Whenever that creature attacks one of your opponents this turn, you draw a card"', () => {
  const maeveText = 'Whenever that creature attacks one of your opponents this turn, you draw a card.';
  it('a creature Maeve’s controller goads in their own turn attacks their opponent: the draw is a trigger on the stack, then resolves', () => {
    scenario(
      {
        players: [
          player({
            library: ['basic_island', 'basic_island'],
            battlefield: [
              { card: 'maeve_insidious_singer', tag: 'm' },
              { card: 'serra_angel', tag: 'a' },
              ...lands('basic_island', 3),
            ],
          }),
          player(),
        ],
      },
      [
        act({ type: 'activate', source: '@m', ability: 0, targets: [['@a']] }),
        pass(2),
        pass(2),
        pass(2),
        expectNow({ step: 'declare_attackers', pending: 'declare_attackers' }),
        act({ type: 'attack', creature: '@a' }),
        act({ type: 'attack_done' }),
        // Not drawn yet: the ability waits on the stack, and either player may respond.
        expectNow({ stack: [maeveText], hands: [[], []], libraries: [2, 10] }),
        pass(2),
        expectNow({ stack: [], hands: [['Island'], []], libraries: [1, 10] }),
      ],
    );
  });
  it('a creature goaded in its controller’s turn attacks Maeve’s controller (not one of their opponents): no draw', () => {
    scenario(
      {
        turn: 4,
        active: 1,
        players: [
          player({
            battlefield: [{ card: 'maeve_insidious_singer', tag: 'm' }, ...lands('basic_island', 3)],
          }),
          player({ battlefield: [{ card: 'serra_angel', tag: 'a' }] }),
        ],
      },
      [
        pass(1),
        act({ type: 'activate', source: '@m', ability: 0, targets: [['@a']] }, 0),
        pass(2),
        // Seat 1 passes twice in a row with seat 0: on to the beginning of combat, then declare attackers.
        pass(2),
        pass(2),
        expectNow({ pending: 'declare_attackers', legal: ['attack'] }),
        act({ type: 'attack', creature: '@a' }),
        act({ type: 'attack_done' }),
        expectNow({ stack: [], hands: [[], []] }),
        pass(6),
      ],
      { life: [16, 20], hands: [[], []], libraries: [10, 10] },
    );
  });
  it('the watch ends with the turn: the goaded creature attacking in a later turn draws nothing', () => {
    // Seat 0 goads seat 1's Angel in seat 0's turn; the Angel must attack in seat 1's turn, and no trigger comes.
    scenario(
      {
        autoPass: true,
        players: [
          player({
            battlefield: [
              { card: 'maeve_insidious_singer', tag: 'm', sick: true },
              ...lands('basic_island', 3),
            ],
          }),
          player({ battlefield: [{ card: 'serra_angel', tag: 'a' }] }),
        ],
      },
      [
        act({ type: 'activate', source: '@m', ability: 0, targets: [['@a']] }),
        expectNow({ turn: 4, active: 1, step: 'main1' }),
        act({ type: 'pass' }),
        expectNow({ pending: 'declare_attackers', legal: ['attack'] }),
        act({ type: 'attack', creature: '@a' }),
        act({ type: 'attack_done' }),
      ],
      { life: [16, 20], hands: [[], ['Plains']], step: 'main2' },
    );
  });
});

describe('CR 608.2d: an optional step is asked of the player its text names', () => {
  const path = {
    players: [
      player({ hand: [{ card: 'path_to_exile', tag: 'p' }], battlefield: lands('basic_plains', 1) }),
      player({
        library: ['basic_mountain', 'lightning_bolt', 'basic_mountain'],
        battlefield: [{ card: 'shivan_dragon', tag: 's' }],
      }),
    ],
  };
  it('Path to Exile, "Its controller may search their library for a basic land card": the exiled creature’s controller decides and searches', () => {
    scenario(
      path,
      [
        act({ type: 'cast', card: '@p', via: 'hand', targets: [['@s']] }),
        pass(2),
        expectNow({ pending: 'resolve', exile: ['Shivan Dragon'] }),
        // Seat 1's decision ("yes" is the first answer), not the caster's.
        act({ type: 'choose', option: 0 }, 1),
        choose('Mountain'),
      ],
      { battlefield: [['Plains'], ['Mountain']], libraries: [10, 2], graveyards: [['Path to Exile'], []] },
    );
  });
  it('… and may decline: nothing is searched', () => {
    scenario(
      path,
      [
        act({ type: 'cast', card: '@p', via: 'hand', targets: [['@s']] }),
        pass(2),
        act({ type: 'choose', option: 1 }, 1),
      ],
      {
        battlefield: [['Plains'], []],
        libraries: [10, 3],
      },
    );
  });
  it('the caster has no decision while the other player decides', () => {
    const s = buildState(setupSchema.parse(path), 'path');
    advance(s);
    mtg.apply(s, 0, resolveTags(s, { type: 'cast', card: '@p', via: 'hand', targets: [['@s']] }) as never);
    mtg.apply(s, 0, { type: 'pass' });
    mtg.apply(s, 1, { type: 'pass' });
    expect(mtg.toAct(s)).toEqual([1]);
    expect(mtg.legalActions(s, 0)).toEqual([]);
    expect(() => mtg.apply(s, 0, { type: 'choose', option: 0 })).toThrow(/no decision/);
  });
  it('"you may" stays the controller’s: Angler Drake’s controller decides the bounce', () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'angler_drake', tag: 'd' }], battlefield: lands('basic_island', 6) }),
          player({ battlefield: [{ card: 'serra_angel', tag: 'a' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@d', via: 'hand', targets: [] }),
        pass(2),
        act({ type: 'choose_targets', targets: [['@a']] }),
        pass(2),
        act({ type: 'choose', option: 0 }, 0),
      ],
      { hands: [[], ['Serra Angel']] },
    );
  });
});

describe('CR 106.1a: Treasure’s "Add one mana of any color" is its controller’s choice', () => {
  /** Seize the Spoils resolved: seat 0 has a Treasure, a green card in hand and no Forest. */
  function withTreasure(): { s: MtgState; treasure: number } {
    const s = buildState(
      setupSchema.parse({
        players: [
          {
            deck: 'draconic_fury',
            hand: [
              { card: 'seize_the_spoils', tag: 'sz' },
              { card: 'basic_mountain', tag: 'm' },
            ],
            battlefield: lands('basic_mountain', 3),
            library: ['llanowar_elves', 'basic_mountain', 'basic_mountain'],
          },
          { library: Array(5).fill('basic_plains') },
        ],
      }),
      'treasure',
    );
    advance(s);
    mtg.apply(
      s,
      0,
      resolveTags(s, { type: 'cast', card: '@sz', via: 'hand', targets: [], discard: '@m' }) as never,
    );
    mtg.apply(s, 0, { type: 'pass' });
    mtg.apply(s, 1, { type: 'pass' });
    const treasure = s.battlefield.find((id) => board(s).byId.get(id)?.subtypes.includes('Treasure'));
    expect(treasure).toBeDefined();
    return { s, treasure: treasure as number };
  }
  it('tapping a Treasure by hand asks which colour, among the five; the answer is the mana made', () => {
    const { s, treasure } = withTreasure();
    expect(mtg.legalActions(s, 0)).toContainEqual({ type: 'mana', source: treasure, ability: 0 });
    mtg.apply(s, 0, { type: 'mana', source: treasure, ability: 0 });
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 0 });
    const labels = s.pending?.kind === 'resolve' ? s.pending.options.map((o) => o.label) : [];
    expect(labels).toEqual(['white', 'blue', 'black', 'red', 'green']);
    // The Treasure was sacrificed as the cost; the mana waits for the colour.
    expect(s.objects[treasure]).toBeUndefined();
    mtg.apply(s, 0, { type: 'choose', option: 4 });
    expect(s.players[0].pool).toMatchObject({ G: 1, R: 0 });
    expect(s.pending).toBeNull();
    expect(mtg.toAct(s)).toEqual([0]);
  });
  it('paying a cost chooses for the controller: a red deck’s Treasure pays {G} for Llanowar Elves', () => {
    const { s } = withTreasure();
    const elves = s.players[0].hand.find((id) => s.objects[id].card === 'llanowar_elves') as number;
    const castElves = { type: 'cast', card: elves, via: 'hand', targets: [] };
    expect(mtg.legalActions(s, 0)).toContainEqual(castElves);
    mtg.apply(s, 0, castElves as never);
    expect(s.stack.map((x) => x.text)).toEqual(['Llanowar Elves']);
    expect(board(s).byId.size).toBe(3);
  });
});
