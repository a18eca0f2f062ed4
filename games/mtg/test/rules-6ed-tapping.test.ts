/**
 * Sixth Edition, share C: lands and tapping. "Becomes tapped" and "is tapped
 * for mana" triggers (CR 701.26a, 106.12; such a trigger adds no mana, so it
 * uses the stack, 605.1b), "a land enters" (603.6a), "a land is put into a
 * graveyard from the battlefield" (603.10a), "Enchant land" (303.4a),
 * "enter tapped" of another permanent's static (614.1c, 614.12), untapping
 * and tapping as effects (701.26), "loses all unspent mana" (106.4), and
 * permanents kept tapped in the untap step (502.3).
 */
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { parseRulesText } from '../src/cards/parser/index.ts';
import type { MtgState } from '../src/engine/state.ts';
import {
  act,
  choose,
  expectNow,
  pass,
  player,
  sixthRules as rules,
  scenario,
  sixthEdition,
} from './helpers.ts';
import { apply, tagged as id, inUpkeepOf, playUntil, position } from './sixth-play.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const cityTrigger = 'Whenever ~ becomes tapped, it deals 1 damage to you.';
const barbs = 'Whenever a player taps a land for mana, ~ deals 1 damage to that player.';

describe('Sixth Edition: the lines of lands and tapping read as these rules', () => {
  it('triggers of tapping, lands entering and leaving', () => {
    expect(rules('city_of_brass').triggers).toEqual([
      {
        text: cityTrigger,
        trigger: 'BECOMES_TAPPED',
        conditions: [],
        targets: [],
        steps: [{ op: 'damage', source: { self: true }, to: { you: true }, amount: 1 }],
      },
    ]);
    expect(rules('blight').enchant).toEqual({ types: ['land'] });
    expect(rules('blight').triggers.map((t) => [t.trigger, t.steps])).toEqual([
      ['ENCHANTED_BECOMES_TAPPED', [{ op: 'destroy', what: { eventSubject: true } }]],
    ]);
    const toLandsController = (n: number) => [
      { op: 'damage', source: { self: true }, to: { controllerOf: { eventSubject: true } }, amount: n },
    ];
    expect(rules('psychic_venom').triggers.map((t) => [t.trigger, t.steps])).toEqual([
      ['ENCHANTED_BECOMES_TAPPED', toLandsController(2)],
    ]);
    expect(rules('manabarbs').triggers.map((t) => [t.trigger, t.steps])).toEqual([
      ['LAND_TAPPED_FOR_MANA', toLandsController(1)],
    ]);
    expect(rules('ankh_of_mishra').triggers.map((t) => [t.trigger, t.steps])).toEqual([
      ['LAND_ENTERS', toLandsController(2)],
    ]);
    expect(rules('dingus_egg').triggers.map((t) => [t.trigger, t.steps])).toEqual([
      ['LAND_TO_GRAVEYARD', toLandsController(2)],
    ]);
    // Storm Cauldron's other line ("an additional land") is another family's.
    expect(rules('storm_cauldron').triggers.map((t) => [t.trigger, t.steps])).toEqual([
      ['LAND_TAPPED_FOR_MANA', [{ op: 'bounce', what: { eventSubject: true } }]],
    ]);
    for (const id of [
      'city_of_brass',
      'blight',
      'psychic_venom',
      'manabarbs',
      'ankh_of_mishra',
      'dingus_egg',
    ])
      expect(rules(id).unparsed, id).toEqual([]);
  });

  it('statics and effects of tapping and untapping', () => {
    expect(rules('kismet').statics.map((st) => st.effect)).toEqual([
      {
        affects: { all: { controller: 'opponent', types: ['artifact', 'creature', 'land'] } },
        rules: [{ id: 'enters_tapped' }],
      },
    ]);
    expect(rules('meekstone').statics.map((st) => st.effect)).toEqual([
      { affects: { all: { types: ['creature'], powerAtLeast: 3 } }, rules: [{ id: 'doesnt_untap' }] },
    ]);
    expect(rules('fyndhorn_brownie').activated[0].steps).toEqual([{ op: 'untap', what: { target: 0 } }]);
    expect(rules('lead_golem').triggers.map((t) => [t.trigger, t.steps])).toEqual([
      ['ATTACKS', [{ op: 'skip_next_untap', what: { self: true } }]],
    ]);
    expect(rules('mana_short').targets).toEqual([{ kind: 'player', min: 1, max: 1 }]);
    expect(rules('mana_short').steps).toEqual([
      { op: 'tap', what: { all: { types: ['land'] } }, controller: { target: 0 } },
      { op: 'empty_mana_pool', who: { target: 0 } },
    ]);
    expect(rules('vitalize').steps).toEqual([
      { op: 'untap', what: { all: { controller: 'you', types: ['creature'] } } },
    ]);
    expect(rules('early_harvest').steps).toEqual([
      { op: 'untap', what: { all: { basic: true, types: ['land'] } }, controller: { target: 0 } },
    ]);
    // Abduction's other lines (control) are another family's.
    expect(rules('abduction').triggers[0].steps).toEqual([{ op: 'untap', what: { enchanted: true } }]);
    for (const id of [
      'kismet',
      'meekstone',
      'fyndhorn_brownie',
      'lead_golem',
      'mana_short',
      'vitalize',
      'early_harvest',
    ])
      expect(rules(id).unparsed, id).toEqual([]);
  });
});

describe('Sixth Edition: "becomes tapped" and "tapped for mana" (CR 701.26a, 106.12, 605.1b)', () => {
  it('CR 605.1b City of Brass tapped for mana by hand: the mana at once, its trigger on the stack, 1 damage', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [player({ battlefield: [{ card: 'city_of_brass', tag: 'c' }] }), player()],
      },
      [
        act({ type: 'mana', source: '@c', ability: 0 }),
        choose('Red'),
        expectNow({ stack: [cityTrigger], life: [20, 20] }),
        pass(2),
        expectNow({ stack: [], life: [19, 20] }),
      ],
    );
  });

  it('CR 701.26a City of Brass tapped by automatic payment: its trigger goes on the stack above the spell', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({ hand: [{ card: 'shock', tag: 's' }], battlefield: [{ card: 'city_of_brass', tag: 'c' }] }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@s', via: 'hand', targets: [['@p1']] }),
        expectNow({ stack: ['Shock', cityTrigger] }),
        pass(2),
        expectNow({ life: [19, 20], stack: ['Shock'] }),
        pass(2),
        expectNow({ life: [19, 18], stack: [] }),
      ],
    );
  });

  it('CR 701.26a Blight: the enchanted land becomes tapped and is destroyed; an unenchanted land stays', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            battlefield: [
              { card: 'basic_forest', tag: 'f' },
              { card: 'basic_forest', tag: 'g' },
            ],
          }),
          player({ battlefield: [{ card: 'blight', tag: 'b', attachedTo: 'f' }] }),
        ],
      },
      [
        act({ type: 'mana', source: '@g', ability: 0 }),
        expectNow({ stack: [] }),
        act({ type: 'mana', source: '@f', ability: 0 }),
        expectNow({ stack: ['When enchanted land becomes tapped, destroy it.'] }),
        pass(2),
      ],
      { cards: { f: { zone: 'graveyard' }, g: { zone: 'battlefield' }, b: { zone: 'graveyard' } } },
    );
  });

  it("CR 701.26a Psychic Venom: the enchanted land's controller takes 2 when it becomes tapped", () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({ battlefield: [{ card: 'basic_swamp', tag: 'l' }] }),
          player({ battlefield: [{ card: 'psychic_venom', attachedTo: 'l' }] }),
        ],
      },
      [act({ type: 'mana', source: '@l', ability: 0 }), pass(2)],
      { life: [18, 20], cards: { l: { zone: 'battlefield', tapped: true } } },
    );
  });

  it('CR 106.12 Manabarbs: a land tapped for mana hurts the player who tapped it; lands tapped by an effect do not', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({ battlefield: [{ card: 'basic_mountain', tag: 'm' }, { card: 'manabarbs' }] }),
          player(),
        ],
      },
      [act({ type: 'mana', source: '@m', ability: 0 }), pass(2)],
      { life: [19, 20] },
    );
    // Mana Short taps the opponent's lands (not for mana): no damage.
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'mana_short', tag: 'ms' }],
            battlefield: [
              { card: 'basic_island' },
              { card: 'basic_island' },
              { card: 'basic_island' },
              { card: 'manabarbs' },
            ],
          }),
          player({ battlefield: [{ card: 'basic_forest', tag: 'f' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@ms', via: 'hand', targets: [['@p1']] }),
        // Three Islands tapped for mana by payment: three triggers above the spell (their order asked).
        expectNow({ pending: 'order_triggers', stack: ['Mana Short'] }),
        act({ type: 'order', trigger: 0 }),
        act({ type: 'order', trigger: 0 }),
        expectNow({ stack: ['Mana Short', barbs, barbs, barbs] }),
        pass(8),
        expectNow({ stack: [] }),
      ],
      { life: [17, 20], cards: { f: { tapped: true } } },
    );
  });
});

describe('Sixth Edition: lands entering and leaving (CR 603.6a, 603.10a)', () => {
  it("CR 603.6a Ankh of Mishra: any land entering deals 2 to that land's controller", () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({ hand: [{ card: 'basic_mountain', tag: 'm' }], battlefield: [{ card: 'ankh_of_mishra' }] }),
          player(),
        ],
      },
      [act({ type: 'play_land', card: '@m' }), pass(2)],
      { life: [18, 20] },
    );
    scenario(
      {
        step: 'main1',
        active: 1,
        players: [
          player({ battlefield: [{ card: 'ankh_of_mishra' }] }),
          player({ hand: [{ card: 'basic_mountain', tag: 'm' }] }),
        ],
      },
      [act({ type: 'play_land', card: '@m' }), pass(2)],
      { life: [20, 18] },
    );
  });

  it('CR 603.10a Dingus Egg: a destroyed land deals 2 to the player who controlled it', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'stone_rain', tag: 'sr' }],
            battlefield: [{ card: 'basic_mountain' }, { card: 'basic_mountain' }, { card: 'basic_mountain' }],
          }),
          player({ battlefield: [{ card: 'basic_forest', tag: 'f' }, { card: 'dingus_egg' }] }),
        ],
      },
      [act({ type: 'cast', card: '@sr', via: 'hand', targets: [['@f']] }), pass(2), pass(2)],
      { life: [20, 18], cards: { f: { zone: 'graveyard' } } },
    );
  });

  it("CR 614.1c, 614.12 Kismet: the opponents' lands and creatures enter tapped; its controller's do not", () => {
    scenario(
      {
        step: 'main1',
        active: 1,
        players: [
          player({ battlefield: [{ card: 'kismet' }] }),
          player({
            hand: [
              { card: 'basic_forest', tag: 'f' },
              { card: 'grizzly_bears', tag: 'gb' },
            ],
            battlefield: [{ card: 'basic_forest' }, { card: 'basic_forest' }],
          }),
        ],
      },
      [
        act({ type: 'play_land', card: '@f' }),
        expectNow({ cards: { f: { zone: 'battlefield', tapped: true } } }),
        act({ type: 'cast', card: '@gb', via: 'hand', targets: [] }),
        pass(2),
        expectNow({ cards: { gb: { zone: 'battlefield', tapped: true } } }),
      ],
    );
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({ hand: [{ card: 'basic_forest', tag: 'f' }], battlefield: [{ card: 'kismet' }] }),
          player(),
        ],
      },
      [
        act({ type: 'play_land', card: '@f' }),
        expectNow({ cards: { f: { zone: 'battlefield', tapped: false } } }),
      ],
    );
  });
});

describe('Sixth Edition: untapping and tapping as effects (CR 701.26)', () => {
  it('CR 701.26b Fyndhorn Brownie untaps target creature', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            battlefield: [
              { card: 'fyndhorn_brownie', tag: 'fb' },
              { card: 'grizzly_bears', tag: 'gb', tapped: true },
              { card: 'basic_forest' },
              { card: 'basic_forest' },
              { card: 'basic_forest' },
            ],
          }),
          player(),
        ],
      },
      [act({ type: 'activate', source: '@fb', ability: 0, targets: [['@gb']] }), pass(2)],
      { cards: { gb: { tapped: false }, fb: { tapped: true } } },
    );
  });

  it("CR 701.26b Vitalize untaps the creatures its caster controls, not an opponent's nor a land", () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'vitalize', tag: 'v' }],
            battlefield: [
              { card: 'grizzly_bears', tag: 'a', tapped: true },
              { card: 'grizzly_bears', tag: 'b', tapped: true },
              { card: 'basic_forest', tag: 'f' },
              { card: 'basic_forest', tag: 'spent', tapped: true },
            ],
          }),
          player({ battlefield: [{ card: 'grizzly_bears', tag: 'theirs', tapped: true }] }),
        ],
      },
      [act({ type: 'cast', card: '@v', via: 'hand', targets: [] }), pass(2)],
      {
        cards: {
          a: { tapped: false },
          b: { tapped: false },
          theirs: { tapped: true },
          f: { tapped: true },
          spent: { tapped: true },
        },
      },
    );
  });

  it("CR 701.26b Early Harvest: the target player's basic lands untap, not a nonbasic land nor another player's", () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'early_harvest', tag: 'eh' }],
            battlefield: [
              { card: 'basic_forest', tag: 'f1' },
              { card: 'basic_forest', tag: 'f2' },
              { card: 'basic_forest', tag: 'f3' },
              { card: 'basic_forest', tag: 'f4', tapped: true },
              { card: 'city_of_brass', tag: 'cob', tapped: true },
            ],
          }),
          player({ battlefield: [{ card: 'basic_forest', tag: 'theirs', tapped: true }] }),
        ],
      },
      [act({ type: 'cast', card: '@eh', via: 'hand', targets: [['@p0']] }), pass(2)],
      {
        cards: {
          f1: { tapped: false },
          f2: { tapped: false },
          f3: { tapped: false },
          f4: { tapped: false },
          cob: { tapped: true },
          theirs: { tapped: true },
        },
      },
    );
  });

  it("CR 701.26a, 106.4 Mana Short taps the target player's lands and empties their mana pool", () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          hand: [{ card: 'mana_short', tag: 'ms' }],
          battlefield: [{ card: 'basic_island' }, { card: 'basic_island' }, { card: 'basic_island' }],
        }),
        player({
          battlefield: [
            { card: 'basic_forest', tag: 'f' },
            { card: 'basic_forest', tag: 'g' },
          ],
        }),
      ],
    });
    apply(s, { type: 'cast', card: id(s, 'ms'), via: 'hand', targets: [[-2]] });
    apply(s, { type: 'pass' });
    // In response the target taps a Forest: {G} floats.
    apply(s, { type: 'mana', source: id(s, 'f'), ability: 0 });
    expect(s.players[1].pool.G).toBe(1);
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    expect(s.stack).toEqual([]);
    expect(s.objects[id(s, 'g')].tapped).toBe(true);
    expect(s.players[1].pool.G).toBe(0);
  });
});

describe('Sixth Edition: permanents kept tapped in the untap step (CR 502.3)', () => {
  it('CR 502.3 Meekstone: a creature with power 3 or greater stays tapped, a smaller one untaps', () => {
    const s = position({
      step: 'end',
      active: 1,
      players: [
        player({
          battlefield: [
            { card: 'lead_golem', tag: 'big', tapped: true },
            { card: 'grizzly_bears', tag: 'small', tapped: true },
            { card: 'basic_forest', tag: 'land', tapped: true },
          ],
        }),
        player({ battlefield: [{ card: 'meekstone' }] }),
      ],
    });
    playUntil(s, inUpkeepOf(0, 4));
    expect(s.objects[id(s, 'big')].tapped).toBe(true);
    expect(s.objects[id(s, 'small')].tapped).toBe(false);
    expect(s.objects[id(s, 'land')].tapped).toBe(false);
  });

  it('CR 502.3, 613 Meekstone reads power after every layer as the untap step happens: Goblin King makes a 2/2 Goblin a 3/3', () => {
    const s = position({
      step: 'end',
      active: 1,
      players: [
        player({
          battlefield: [
            { card: 'goblin_king', tag: 'king', tapped: true },
            { card: 'goblin_hero', tag: 'hero', tapped: true },
            { card: 'raging_goblin', tag: 'raging', tapped: true },
          ],
        }),
        player({ battlefield: [{ card: 'meekstone' }] }),
      ],
    });
    playUntil(s, inUpkeepOf(0, 4));
    // Goblin Hero 3/3 with the King's +1/+1 stays tapped; the King itself (2/2) and Raging Goblin (2/2) untap.
    expect(s.objects[id(s, 'hero')].tapped).toBe(true);
    expect(s.objects[id(s, 'king')].tapped).toBe(false);
    expect(s.objects[id(s, 'raging')].tapped).toBe(false);
  });

  it("CR 502.3 Lead Golem attacks: it doesn't untap in its controller's next untap step, and untaps in the one after", () => {
    const s = position({
      step: 'declare_attackers',
      active: 0,
      players: [player({ battlefield: [{ card: 'lead_golem', tag: 'lg' }] }), player()],
    });
    apply(s, { type: 'attack', creature: id(s, 'lg') });
    apply(s, { type: 'attack_done' });
    expect(s.stack.map((x) => x.text)).toEqual([
      "Whenever ~ attacks, it doesn't untap during its controller's next untap step.",
    ]);
    playUntil(s, inUpkeepOf(0, 5));
    expect(s.objects[id(s, 'lg')].tapped).toBe(true);
    playUntil(s, inUpkeepOf(0, 7));
    expect(s.objects[id(s, 'lg')].tapped).toBe(false);
  });
});

describe('Sixth Edition: a triggered mana ability (CR 605.1b, 605.4a)', () => {
  it("Wild Growth reads as a trigger whose mana goes to the land's controller", () => {
    expect(rules('wild_growth').unparsed).toEqual([]);
    expect(rules('wild_growth').enchant).toEqual({ types: ['land'] });
    expect(rules('wild_growth').triggers.map((t) => [t.trigger, t.steps])).toEqual([
      [
        'ENCHANTED_TAPPED_FOR_MANA',
        [{ op: 'add_mana', mana: { G: 1 }, amount: 1, who: { controllerOf: { eventSubject: true } } }],
      ],
    ]);
  });

  it("CR 605.4a Wild Growth: tapped by hand, the land's controller gets {G}{G} at once, nothing on the stack", () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({ battlefield: [{ card: 'basic_forest', tag: 'f' }] }),
        // The opponent's Aura: the mana still goes to the land's controller.
        player({ battlefield: [{ card: 'wild_growth', attachedTo: 'f' }] }),
      ],
    });
    apply(s, { type: 'mana', source: id(s, 'f'), ability: 0 });
    expect(s.stack).toEqual([]);
    expect(s.triggers).toEqual([]);
    expect(s.players[0].pool.G).toBe(2);
    expect(s.players[1].pool.G).toBe(0);
  });

  it('CR 605.4a Wild Growth: tapped by automatic payment, the extra {G} stays in the pool after the spell is paid', () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          hand: [{ card: 'giant_growth', tag: 'gg' }],
          battlefield: [
            { card: 'basic_forest', tag: 'f' },
            { card: 'wild_growth', attachedTo: 'f' },
            { card: 'grizzly_bears', tag: 'b' },
          ],
        }),
        player(),
      ],
    });
    apply(s, { type: 'cast', card: id(s, 'gg'), via: 'hand', targets: [[id(s, 'b')]] });
    expect(s.stack.map((x) => x.text)).toEqual(['Giant Growth']);
    expect(s.players[0].pool.G).toBe(1);
  });
});

/**
 * A card of the pool with only some of its lines (its other lines are another family's and do not parse
 * yet, so the card is not in the test pool): the line tested alone, on the card's own type and cost.
 */
function withOnlyLine(id: string, line: string): string {
  const card = sixthEdition().cards[id];
  const testId = `${id}_line_only`;
  const rules = parseRulesText(line, card.name);
  expect(rules.unparsed).toEqual([]);
  catalog().cards[testId] = { ...card, id: testId, rules };
  return testId;
}

describe("Sixth Edition: lines of cards whose other lines are another family's", () => {
  it("Storm Cauldron's 'Whenever a land is tapped for mana, return it to its owner's hand' (CR 106.12): the mana stays", () => {
    const cauldron = withOnlyLine(
      'storm_cauldron',
      "Whenever a land is tapped for mana, return it to its owner's hand.",
    );
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({ battlefield: [{ card: 'basic_forest', tag: 'f' }] }),
        player({ battlefield: [{ card: cauldron }] }),
      ],
    });
    apply(s, { type: 'mana', source: id(s, 'f'), ability: 0 });
    expect(s.stack.map((x) => x.text)).toEqual([
      "Whenever a land is tapped for mana, return it to its owner's hand.",
    ]);
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    expect(findTaggedZone(s, 'f')).toBe('hand');
    expect(s.players[0].pool.G).toBe(1);
  });

  it("Abduction's 'When ~ enters, untap enchanted creature' (CR 701.26b)", () => {
    const abduction = withOnlyLine(
      'abduction',
      'Enchant creature\nWhen this enchantment enters, untap enchanted creature.',
    );
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: abduction, tag: 'ab' }],
            battlefield: [
              { card: 'basic_island' },
              { card: 'basic_island' },
              { card: 'basic_island' },
              { card: 'basic_island' },
            ],
          }),
          player({ battlefield: [{ card: 'grizzly_bears', tag: 'gb', tapped: true }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@ab', via: 'hand', targets: [['@gb']] }),
        pass(2),
        expectNow({ stack: ['When ~ enters, untap enchanted creature.'] }),
        pass(2),
      ],
      { cards: { gb: { tapped: false }, ab: { zone: 'battlefield', attachedTo: 'gb' } } },
    );
  });
});

function findTaggedZone(s: MtgState, tag: string): string | undefined {
  return Object.values(s.objects).find((o) => o.tag === tag)?.zone;
}
