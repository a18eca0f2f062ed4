/**
 * Sixth Edition's counterspells (CR 701.6): Memory Lapse puts the countered
 * spell on top of its owner's library instead of into the graveyard
 * (CR 614.1a, a replacement of where it goes).
 */
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { act, choose, expectNow, pass, player, scenario } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

describe('Sixth Edition: counterspells', () => {
  it('Memory Lapse reads as a counter with its destination', () => {
    expect(catalog().cards.memory_lapse.rules.steps).toEqual([
      { op: 'counter', what: { target: 0 }, to: 'library_top' },
    ]);
  });

  it("CR 701.6a, 614.1a Memory Lapse: the countered spell goes on top of its owner's library", () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
            battlefield: [{ card: 'basic_mountain' }],
          }),
          player({
            hand: [{ card: 'memory_lapse', tag: 'ml' }],
            battlefield: [{ card: 'basic_island' }, { card: 'basic_island' }],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@p1']] }),
        pass(1),
        act({ type: 'cast', card: '@ml', via: 'hand', targets: [['@bolt']] }, 1),
        pass(2),
      ],
      {
        life: [20, 20],
        stack: [],
        libraries: [11, 10],
        graveyards: [[], ['Memory Lapse']],
        cards: { bolt: { zone: 'library' } },
      },
    );
  });

  it('CR 115.7a Deflection: the spell with a single target gets a new target chosen by the caster of Deflection', () => {
    expect(catalog().cards.deflection.rules.targets).toEqual([
      { kind: 'spell', min: 1, max: 1, singleTarget: true },
    ]);
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
            battlefield: [{ card: 'basic_mountain' }],
          }),
          player({
            hand: [{ card: 'deflection', tag: 'd' }],
            battlefield: [
              { card: 'grizzly_bears', tag: 'b' },
              ...Array.from({ length: 4 }, () => ({ card: 'basic_island' })),
            ],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@b']] }),
        pass(1),
        act({ type: 'cast', card: '@d', via: 'hand', targets: [['@bolt']] }, 1),
        pass(2),
        choose('New target: player 1'),
        pass(2),
      ],
      { life: [17, 20], stack: [], cards: { b: { zone: 'battlefield', damage: 0 } } },
    );
  });

  it('Unyaro Griffin counters only a red instant or sorcery spell (the colour speaks of both nouns)', () => {
    expect(catalog().cards.unyaro_griffin.rules.activated[0].targets).toEqual([
      { kind: 'spell', min: 1, max: 1, filter: { types: ['instant', 'sorcery'], color: 'R' } },
    ]);
  });

  it("CR 107.3a, 202.3 Spell Blast: X is the target spell's mana value, chosen as it is cast", () => {
    expect(catalog().cards.spell_blast.rules.targets).toEqual([
      { kind: 'spell', min: 1, max: 1, manaValue: 'x' },
    ]);
    const position = {
      step: 'main1',
      active: 0,
      players: [
        player({
          hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
          battlefield: [{ card: 'basic_mountain' }],
        }),
        player({
          hand: [{ card: 'spell_blast', tag: 'sb' }],
          battlefield: Array.from({ length: 3 }, () => ({ card: 'basic_island' })),
        }),
      ],
    };
    const boltCast = [act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@p1']] }), pass(1)];
    for (const x of [0, 2])
      expect(() =>
        scenario(position, [
          ...boltCast,
          act({ type: 'cast', card: '@sb', via: 'hand', x, targets: [['@bolt']] }, 1),
        ]),
      ).toThrow(/not legal/);
    scenario(
      position,
      [
        ...boltCast,
        // Only X = 1 has a legal target (Lightning Bolt's mana value); X = 0 and X = 2 have none.
        expectNow({ castOptions: ['Spell Blast → bolt'] }),
        act({ type: 'cast', card: '@sb', via: 'hand', x: 1, targets: [['@bolt']] }, 1),
        pass(2),
      ],
      { life: [20, 20], stack: [], graveyards: [['Lightning Bolt'], ['Spell Blast']] },
    );
  });
});
