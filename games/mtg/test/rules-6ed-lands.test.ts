/**
 * Sixth Edition lands and mana artifacts: "~ enters tapped" (CR 614.1c: a
 * replacement effect that modifies how a permanent enters, applied from the
 * card itself as it enters, 614.12) and "{T}, Sacrifice this land: Add
 * {R}{R}" (a mana ability with a sacrifice cost, CR 605.1a, 118.3; "this
 * land" is the card naming itself, CR 201.5).
 */

import { describe, expect, it, vi } from 'vitest';
import { act, choose, expectNow, pass, player, sixthRules as rules, scenario } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

describe('Sixth Edition: lands that enter tapped and sacrifice for mana', () => {
  it('the cards read as these rules', () => {
    for (const id of ['dwarven_ruins', 'charcoal_diamond', 'crystal_vein', 'ruins_of_trokair'])
      expect(rules(id).unparsed, id).toEqual([]);
    expect(rules('dwarven_ruins').statics.map((st) => st.effect)).toEqual([
      { affects: { self: true }, rules: [{ id: 'enters_tapped' }] },
    ]);
    expect(rules('charcoal_diamond').statics.map((st) => st.effect)).toEqual([
      { affects: { self: true }, rules: [{ id: 'enters_tapped' }] },
    ]);
    const sac = rules('dwarven_ruins').activated[1];
    expect(sac.costs).toEqual([{ kind: 'tap' }, { kind: 'sacrifice', filter: { self: true } }]);
    expect(sac.steps).toEqual([{ op: 'add_mana', mana: { R: 2 }, amount: 1 }]);
    expect(sac.mana).toBe(true);
    expect(rules('crystal_vein').activated[1].steps).toEqual([{ op: 'add_mana', mana: { C: 2 }, amount: 1 }]);
  });

  it('CR 614.1c a land played that "enters tapped" is tapped on the battlefield; a basic land is not', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [player({ hand: [{ card: 'dwarven_ruins', tag: 'ruins' }] }), player()],
      },
      [
        act({ type: 'play_land', card: '@ruins' }),
        expectNow({ cards: { ruins: { zone: 'battlefield', tapped: true } } }),
      ],
    );
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [player({ hand: [{ card: 'basic_mountain', tag: 'm' }] }), player()],
      },
      [
        act({ type: 'play_land', card: '@m' }),
        expectNow({ cards: { m: { zone: 'battlefield', tapped: false } } }),
      ],
    );
  });

  it('CR 614.12 a Diamond cast as a spell resolves onto the battlefield tapped', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'charcoal_diamond', tag: 'd' }],
            battlefield: [{ card: 'basic_swamp' }, { card: 'basic_swamp' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@d', via: 'hand', targets: [] }),
        pass(2),
        expectNow({ cards: { d: { zone: 'battlefield', tapped: true } } }),
      ],
    );
  });

  it('CR 605.1a, 118.3 sacrificing a land for two mana pays for a spell; the land goes to the graveyard', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'charcoal_diamond', tag: 'd' }],
            battlefield: [{ card: 'crystal_vein', tag: 'vein' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@d', via: 'hand', targets: [] }),
        pass(2),
        expectNow({ cards: { d: { zone: 'battlefield' }, vein: { zone: 'graveyard' } } }),
      ],
    );
  });
});

describe('Sixth Edition: a permanent with two mana abilities is tapped once (CR 602.2b, 118.3)', () => {
  it('Crystal Vein alone pays {2} by its sacrifice, with nothing left floating', () => {
    const setup = {
      step: 'main1',
      active: 0,
      players: [
        player({
          hand: [
            { card: 'charcoal_diamond', tag: 'd' },
            { card: 'iron_star', tag: 'star' },
          ],
          battlefield: [{ card: 'crystal_vein', tag: 'vein' }],
        }),
        player(),
      ],
    };
    scenario(setup, [
      act({ type: 'cast', card: '@d', via: 'hand', targets: [] }),
      expectNow({ stack: ['Charcoal Diamond'], cards: { vein: { zone: 'graveyard' } } }),
    ]);
    // Tapped for {C} and sacrificed for {C}{C} at once, it would leave {C} floating for Iron Star's {1}
    // once the Diamond has resolved (mana empties only as the step ends, CR 500.4).
    const afterResolving = [
      act({ type: 'cast', card: '@d', via: 'hand', targets: [] }),
      pass(2),
      expectNow({ step: 'main1', stack: [], cards: { d: { zone: 'battlefield', tapped: true } } }),
    ];
    scenario(setup, afterResolving);
    expect(() =>
      scenario(setup, [...afterResolving, act({ type: 'cast', card: '@star', via: 'hand', targets: [] })]),
    ).toThrow();
  });

  it('Crystal Vein with a basic land pays {2} without the sacrifice', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'charcoal_diamond', tag: 'd' }],
            battlefield: [{ card: 'crystal_vein', tag: 'vein' }, { card: 'basic_swamp' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@d', via: 'hand', targets: [] }),
        expectNow({ stack: ['Charcoal Diamond'], cards: { vein: { zone: 'battlefield', tapped: true } } }),
      ],
    );
  });

  it('Crystal Vein alone cannot pay {3} (its two abilities would tap it twice)', () => {
    expect(() =>
      scenario(
        {
          step: 'main1',
          active: 0,
          players: [
            player({ hand: [{ card: 'dragon_engine', tag: 'e' }], battlefield: [{ card: 'crystal_vein' }] }),
            player(),
          ],
        },
        [act({ type: 'cast', card: '@e', via: 'hand', targets: [] })],
      ),
    ).toThrow(/not legal|illegal|cannot|can't/i);
  });
});

describe('Sixth Edition: painlands (CR 605.1a, 605.3a, 106.1a)', () => {
  it('the cards read as these rules: {C}, or one of two colours and 1 damage to you, both mana abilities', () => {
    const a = rules('adarkar_wastes').activated;
    expect(rules('adarkar_wastes').unparsed).toEqual([]);
    expect(a[1].steps).toEqual([
      { op: 'add_mana', oneOf: ['W', 'U'], amount: 1 },
      { op: 'damage', source: { self: true }, to: { you: true }, amount: 1 },
    ]);
    expect(a[1].mana).toBe(true);
    for (const id of ['brushland', 'karplusan_forest', 'sulfurous_springs', 'underground_river'])
      expect(rules(id).unparsed, id).toEqual([]);
  });

  it('payment of a coloured cost taps the painland for the colour and deals 1 damage to its controller', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'infantry_veteran', tag: 'v' }],
            battlefield: [{ card: 'adarkar_wastes', tag: 'w' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@v', via: 'hand', targets: [] }),
        expectNow({ life: [19, 20], stack: ['Infantry Veteran'], cards: { w: { tapped: true } } }),
      ],
    );
  });

  it('payment of a generic cost takes the painland’s {C}: no damage', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'charcoal_diamond', tag: 'd' }],
            battlefield: [{ card: 'adarkar_wastes', tag: 'w' }, { card: 'basic_swamp' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@d', via: 'hand', targets: [] }),
        expectNow({ life: [20, 20], stack: ['Charcoal Diamond'], cards: { w: { tapped: true } } }),
      ],
    );
  });

  it('a painland cannot pay a colour it does not make', () => {
    expect(() =>
      scenario(
        {
          step: 'main1',
          active: 0,
          players: [
            player({
              hand: [{ card: 'infantry_veteran', tag: 'v' }],
              battlefield: [{ card: 'sulfurous_springs' }],
            }),
            player(),
          ],
        },
        [act({ type: 'cast', card: '@v', via: 'hand', targets: [] })],
      ),
    ).toThrow();
  });

  it('tapped by hand for a colour: its controller picks W or U, and takes 1 damage at once (no stack)', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'infantry_veteran', tag: 'v' }],
            battlefield: [{ card: 'adarkar_wastes', tag: 'w' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'mana', source: '@w', ability: 1 }),
        expectNow({ pending: 'resolve' }),
        choose('White'),
        expectNow({ life: [19, 20], stack: [], pending: null }),
        act({ type: 'cast', card: '@v', via: 'hand', targets: [] }),
        expectNow({ stack: ['Infantry Veteran'] }),
      ],
    );
  });
});
