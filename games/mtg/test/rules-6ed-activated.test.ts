/**
 * Sixth Edition, share C: activated abilities of artifacts and creatures —
 * "Activate only once each turn" (CR 602.5b), a token with a name of its own
 * (CR 111.4: The Hive's Wasp), coin flips from the game's generator (CR
 * 705), and "tap or untap target …" chosen on resolution (CR 701.26).
 */
import { stableStringify } from '@arbiter/core';
import { describe, expect, it, vi } from 'vitest';
import { actionFromSchema, actionSchema, surfaceLegalActions } from '../src/action-surface.ts';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { viewState } from '../src/view.ts';
import { act, choose, expectNow, lands, pass, player, sixthRules as rules, scenario } from './helpers.ts';
import { apply, playUntil, position, tagged } from './sixth-play.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const mountains = (n: number) => lands('basic_mountain', n);

describe('Sixth Edition: activated abilities read as these rules', () => {
  it('once each turn, a named token, a coin flip, tap or untap', () => {
    for (const id of [
      'spitting_drake',
      'the_hive',
      'bottle_of_suleiman',
      'elder_druid',
      'hecatomb',
      'goblin_warrens',
    ])
      expect(rules(id).unparsed, id).toEqual([]);
    expect(rules('spitting_drake').activated[0].restriction).toEqual({ id: 'once_each_turn' });
    expect(rules('the_hive').activated[0].steps).toEqual([
      {
        op: 'create_token',
        token: {
          name: 'Wasp',
          colors: [],
          types: ['artifact', 'creature'],
          subtypes: ['Insect'],
          power: 1,
          toughness: 1,
          keywords: ['flying'],
        },
        amount: 1,
      },
    ]);
    expect(rules('bottle_of_suleiman').activated[0].steps).toEqual([
      {
        op: 'flip_coin',
        win: [
          {
            op: 'create_token',
            token: {
              name: 'Djinn',
              colors: [],
              types: ['artifact', 'creature'],
              subtypes: ['Djinn'],
              power: 5,
              toughness: 5,
              keywords: ['flying'],
            },
            amount: 1,
          },
        ],
        lose: [{ op: 'damage', source: { self: true }, to: { you: true }, amount: 5 }],
      },
    ]);
    expect(rules('hecatomb').activated[0].costs).toEqual([
      { kind: 'tap_untapped', filter: { subtypes: ['Swamp'] } },
    ]);
    expect(rules('goblin_warrens').activated[0].costs).toEqual([
      { kind: 'mana', mana: { generic: 2, colored: { R: 1 }, x: 0 } },
      { kind: 'sacrifice', filter: { subtypes: ['Goblin'] }, count: 2 },
    ]);
    expect(rules('elder_druid').activated[0].steps).toEqual([
      { op: 'tap_or_untap', what: { target: 0 }, optional: true },
    ]);
  });
});

describe('Sixth Edition: activated abilities in play', () => {
  it('CR 602.5b Spitting Drake pumps once each turn: a second activation is not legal, next turn it is again', () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [player({ battlefield: [{ card: 'spitting_drake', tag: 'd' }, ...mountains(3)] }), player()],
    });
    const d = tagged(s, 'd');
    const drakeActivations = (st: MtgState) =>
      (mtg.legalActions(st, 0) as Array<{ type: string; source?: number }>).filter(
        (a) => a.type === 'activate' && a.source === d,
      ).length;
    expect(drakeActivations(s)).toBe(1);
    apply(s, { type: 'activate', source: d, ability: 0, targets: [] });
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    expect(s.stack).toEqual([]);
    // Two Mountains are still untapped: only the restriction stops it.
    expect(drakeActivations(s)).toBe(0);
    playUntil(s, (st) => st.turn === 5 && st.step === 'main1' && st.priority === 0);
    expect(drakeActivations(s)).toBe(1);
  });

  it('CR 111.4 The Hive makes a 1/1 flying artifact Insect named Wasp', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [player({ battlefield: [{ card: 'the_hive', tag: 'h' }, ...mountains(5)] }), player()],
      },
      [act({ type: 'activate', source: '@h', ability: 0, targets: [] }), pass(2)],
      { tokens: [['Wasp token'], []], cards: { h: { tapped: true } } },
    );
  });

  it('CR 705 Bottle of Suleiman: the flip comes from the seeded generator; a win makes a 5/5 Djinn, a loss deals 5 to you', () => {
    const outcomes = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const s = position(
        {
          step: 'main1',
          active: 0,
          players: [
            player({ battlefield: [{ card: 'bottle_of_suleiman', tag: 'b' }, ...mountains(1)] }),
            player(),
          ],
        },
        seed,
      );
      apply(s, { type: 'activate', source: tagged(s, 'b'), ability: 0, targets: [] });
      apply(s, { type: 'pass' });
      apply(s, { type: 'pass' });
      expect(s.stack).toEqual([]);
      const life = s.players[0].life;
      const djinn = s.battlefield.some((id) => s.objects[id].token?.name === 'Djinn');
      // Exactly one outcome: 5 damage and no Djinn, or the Djinn and no damage.
      expect(life === 15 ? !djinn : life === 20 && djinn, `${seed}: life ${life}, djinn ${djinn}`).toBe(true);
      outcomes.add(djinn ? 'win' : 'lose');
    }
    expect([...outcomes].sort()).toEqual(['lose', 'win']);
  });

  it("CR 701.26 Elder Druid: an untapped creature may be tapped (its controller chooses) or an opponent's tapped land untapped", () => {
    const druid = (target: Record<string, unknown>) => ({
      step: 'main1',
      active: 0,
      players: [
        player({
          battlefield: [{ card: 'elder_druid', tag: 'ed' }, ...Array(4).fill({ card: 'basic_forest' })],
        }),
        player({ battlefield: [target] }),
      ],
    });
    scenario(
      druid({ card: 'grizzly_bears', tag: 't' }),
      [
        act({ type: 'activate', source: '@ed', ability: 0, targets: [['@t']] }),
        pass(2),
        choose('Yes'),
        expectNow({ pending: 'resolve' }),
        choose('Tap'),
      ],
      { cards: { t: { tapped: true }, ed: { tapped: true } } },
    );
    scenario(
      druid({ card: 'basic_island', tag: 't', tapped: true }),
      [act({ type: 'activate', source: '@ed', ability: 0, targets: [['@t']] }), pass(2), choose('Yes')],
      { cards: { t: { tapped: false } } },
    );
  });
});

describe('Sixth Edition: costs of tapping a permanent and of several sacrifices (CR 118.3)', () => {
  it('CR 118.3 Hecatomb: each untapped Swamp pays once (a Swamp that just entered too), and makes no mana', () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          battlefield: [
            { card: 'hecatomb', tag: 'h' },
            { card: 'basic_swamp', tag: 's1' },
            { card: 'basic_swamp', tag: 's2', sick: true },
            { card: 'basic_swamp', tag: 'used', tapped: true },
            { card: 'basic_mountain', tag: 'm' },
          ],
        }),
        player(),
      ],
    });
    const hecatomb = tagged(s, 'h');
    const ways = () =>
      (
        mtg.legalActions(s, 0) as Array<{ type: string; source?: number; tap?: number; targets?: number[][] }>
      ).filter((a) => a.type === 'activate' && a.source === hecatomb && a.targets?.[0][0] === -2);
    // The two untapped Swamps, not the tapped one nor the Mountain.
    expect(
      ways()
        .map((a) => a.tap)
        .sort(),
    ).toEqual([tagged(s, 's1'), tagged(s, 's2')].sort());
    apply(s, ways()[0]);
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    expect(s.players[1].life).toBe(19);
    expect(s.players[0].pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    apply(s, ways()[0]);
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    expect(s.players[1].life).toBe(18);
    expect(ways()).toEqual([]);
    expect(s.objects[tagged(s, 'h')].tapped).toBe(false);
  });

  it('CR 118.3 Goblin Warrens: two Goblins sacrificed together make three 1/1 Goblins; with one Goblin it cannot be activated', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            battlefield: [
              { card: 'goblin_warrens', tag: 'w' },
              { card: 'raging_goblin', tag: 'g1' },
              { card: 'goblin_hero', tag: 'g2' },
              { card: 'grizzly_bears', tag: 'bear' },
              ...mountains(3),
            ],
          }),
          player(),
        ],
      },
      [
        act({ type: 'activate', source: '@w', ability: 0, targets: [], sacrifices: ['@g1', '@g2'] }),
        expectNow({ cards: { g1: { zone: 'graveyard' }, g2: { zone: 'graveyard' } } }),
        pass(2),
      ],
      {
        tokens: [['Goblin token', 'Goblin token', 'Goblin token'], []],
        cards: { bear: { zone: 'battlefield' } },
      },
    );
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          battlefield: [
            { card: 'goblin_warrens', tag: 'w' },
            { card: 'raging_goblin' },
            { card: 'grizzly_bears' },
            ...mountains(3),
          ],
        }),
        player(),
      ],
    });
    expect(
      (mtg.legalActions(s, 0) as Array<{ type: string; source?: number }>).some(
        (a) => a.type === 'activate' && a.source === tagged(s, 'w'),
      ),
    ).toBe(false);
  });
});

describe('Sixth Edition: X in an activation cost (CR 107.3, 602.2b)', () => {
  it('Snake Basket reads as X Snakes, sorcery speed', () => {
    expect(rules('snake_basket').unparsed).toEqual([]);
    const a = rules('snake_basket').activated[0];
    expect(a.timing).toBe('sorcery');
    expect(a.costs).toEqual([
      { kind: 'mana', mana: { generic: 0, colored: {}, x: 1 } },
      { kind: 'sacrifice', filter: { self: true } },
    ]);
    expect(a.steps).toEqual([
      {
        op: 'create_token',
        token: {
          name: 'Snake',
          colors: ['G'],
          types: ['creature'],
          subtypes: ['Snake'],
          power: 1,
          toughness: 1,
          keywords: [],
        },
        amount: { x: true },
      },
    ]);
  });

  it('CR 107.3, 602.5b Snake Basket: X is chosen as it is activated, up to the mana available; X = 3 makes three Snakes', () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          battlefield: [{ card: 'snake_basket', tag: 'sb' }, ...Array(3).fill({ card: 'basic_forest' })],
        }),
        player(),
      ],
    });
    const basket = tagged(s, 'sb');
    const xs = () =>
      (mtg.legalActions(s, 0) as Array<{ type: string; source?: number; x?: number }>)
        .filter((a) => a.type === 'activate' && a.source === basket)
        .map((a) => a.x);
    expect(xs()).toEqual([0, 1, 2, 3]);
    apply(s, { type: 'activate', source: basket, ability: 0, targets: [], x: 3 });
    expect(s.objects[basket]).toBeUndefined();
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    const snakes = s.battlefield.filter((id) => s.objects[id].token?.name === 'Snake');
    expect(snakes.length).toBe(3);
  });

  it("CR 602.5b Snake Basket is not activated at instant speed (an opponent's turn)", () => {
    const s = position({
      step: 'main1',
      active: 1,
      players: [
        player({
          battlefield: [{ card: 'snake_basket', tag: 'sb' }, ...Array(3).fill({ card: 'basic_forest' })],
        }),
        player(),
      ],
    });
    apply(s, { type: 'pass' });
    expect(s.priority).toBe(0);
    expect(
      (mtg.legalActions(s, 0) as Array<{ type: string; source?: number }>).some(
        (a) => a.type === 'activate' && a.source === tagged(s, 'sb'),
      ),
    ).toBe(false);
  });
});

describe('Sixth Edition: the new cost choices on the action surface', () => {
  it("Hecatomb's tapped Swamp, Goblin Warrens' two Goblins and Snake Basket's X: listed from the view, read back from the schema, described", () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          battlefield: [
            { card: 'hecatomb' },
            { card: 'goblin_warrens' },
            { card: 'snake_basket' },
            { card: 'raging_goblin' },
            { card: 'goblin_hero' },
            { card: 'basic_swamp' },
            ...mountains(3),
          ],
        }),
        player(),
      ],
    });
    const legal = mtg.legalActions(s, 0) as Array<Record<string, unknown>>;
    for (const k of ['tap', 'sacrifices', 'x'])
      expect(
        legal.some((a) => k in a),
        k,
      ).toBe(true);
    const view = viewState(s, 0);
    const keys = (as: unknown[]) => as.map((a) => stableStringify(a as never)).sort();
    expect(keys(surfaceLegalActions(view))).toEqual(keys(legal));
    const schema = actionSchema(view);
    expect(keys(schema.map(actionFromSchema))).toEqual(keys(legal));
    const texts = schema.map((e) => e.text);
    expect(texts.some((x) => /^Activate Hecatomb .*tapping Swamp/.test(x))).toBe(true);
    expect(
      texts.some((x) => /^Activate Goblin Warrens .*sacrificing Raging Goblin and Goblin Hero/.test(x)),
    ).toBe(true);
    expect(texts.some((x) => /^Activate Snake Basket .* with X = 3/.test(x))).toBe(true);
  });
});
