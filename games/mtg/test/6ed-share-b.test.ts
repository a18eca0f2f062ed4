/**
 * Sixth Edition, share B of the inventory (docs/6ed-inventory.md): damage to
 * two recipients and to each creature and player, damage "equal to" a count,
 * the end-step and draw-step triggers, upkeep-only activations, tutors, mill,
 * a permanent put on top of its library, the top cards put back in any
 * order, an enters-the-battlefield sacrifice. Golden scenarios on the game's
 * harness, with the Sixth Edition cards compiled from their oracle text: the
 * catalog here is phase 1's with the 6ED pool beside it (the 6ED pool is not
 * part of the shipped game yet).
 */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { act, choose, expectNow, pass, player, scenario } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (importOriginal) => {
  const m = await importOriginal<typeof import('../src/cards/catalog.ts')>();
  const base = m.loadCatalog();
  const sixth = m.loadCatalog(join(m.SHIPPED_DATA_DIR, '6ed'));
  // The game checks its catalog whole: only 6ED cards that parse fully join it, and Kjeldoran Dead
  // without its regeneration line (share A's family), as its sacrifice is what is tested here.
  const parsed = Object.values(sixth.cards)
    .map((c) => (c.id === 'kjeldoran_dead' ? { ...c, rules: { ...c.rules, unparsed: [] } } : c))
    .filter((c) => c.rules.unparsed.length === 0);
  const cards = { ...base.cards, ...Object.fromEntries(parsed.map((c) => [c.id, c])) };
  const indexInFile = new Map([...base.indexInFile, ...sixth.indexInFile]);
  const both = { ...base, cards, cardList: Object.values(cards), indexInFile };
  return { ...m, catalog: () => both };
});

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

describe('6ED damage (CR 120)', () => {
  it('CR 120.3 / 704.3 Dry Spell: 1 damage to each creature and each player, deaths checked after the whole spell', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'dry_spell', tag: 'ds' }],
            battlefield: [...lands('basic_swamp', 2), { card: 'serra_angel', tag: 'angel' }],
          }),
          player({ battlefield: [{ card: 'llanowar_elves', tag: 'elf' }] }),
        ],
      },
      [act({ type: 'cast', card: '@ds', via: 'hand', targets: [] }), pass(2)],
      { life: [19, 19], cards: { angel: { damage: 1 }, elf: { zone: 'graveyard' } } },
    );
  });

  it('CR 107.3 / 702.9 Earthquake X=1: each creature without flying and each player, not the flyer', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'earthquake', tag: 'eq' }],
            battlefield: [...lands('basic_mountain', 2), { card: 'serra_angel', tag: 'angel' }],
          }),
          player({ battlefield: [{ card: 'llanowar_elves', tag: 'elf' }] }),
        ],
      },
      [act({ type: 'cast', card: '@eq', via: 'hand', targets: [], x: 1 }), pass(2)],
      { life: [19, 19], cards: { angel: { damage: 0 }, elf: { zone: 'graveyard' } } },
    );
  });

  it('CR 608.2h Spitting Earth: damage equal to the number of Mountains you control, counted on resolution', () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'spitting_earth', tag: 'se' }], battlefield: lands('basic_mountain', 3) }),
          player({ battlefield: [{ card: 'serra_angel', tag: 'angel' }] }),
        ],
      },
      [act({ type: 'cast', card: '@se', via: 'hand', targets: [['@angel']] }), pass(2)],
      { cards: { angel: { damage: 3 } } },
    );
  });

  it('CR 120.2 Orcish Artillery: 2 damage to any target and 3 damage to you from one ability', () => {
    scenario(
      { players: [player({ battlefield: [{ card: 'orcish_artillery', tag: 'oa' }] }), player()] },
      [act({ type: 'activate', source: '@oa', ability: 0, targets: [['@p1']] }), pass(2)],
      { life: [17, 18] },
    );
  });

  it('Reckless Embermage: 1 damage to any target and 1 damage to itself', () => {
    scenario(
      {
        players: [
          player({ battlefield: [...lands('basic_mountain', 2), { card: 'reckless_embermage', tag: 're' }] }),
          player(),
        ],
      },
      [act({ type: 'activate', source: '@re', ability: 0, targets: [['@p1']] }), pass(2)],
      { life: [20, 19], cards: { re: { damage: 1 } } },
    );
  });

  it("CR 506.4 D'Avenant Archer targets only an attacking or blocking creature", () => {
    const archer = { card: 'davenant_archer', tag: 'da' };
    // In a main phase no creature is in combat: the elf is no legal target.
    expect(() =>
      scenario(
        {
          players: [
            player({ battlefield: [archer] }),
            player({ battlefield: [{ card: 'llanowar_elves', tag: 'elf' }] }),
          ],
        },
        [act({ type: 'activate', source: '@da', ability: 0, targets: [['@elf']] })],
      ),
    ).toThrow(/illegal-action/);
    scenario(
      {
        step: 'declare_blockers',
        active: 1,
        combat: { attackers: ['elf'], blocks: {} },
        players: [
          player({ battlefield: [archer] }),
          player({ battlefield: [{ card: 'llanowar_elves', tag: 'elf', tapped: true }] }),
        ],
      },
      [pass(1), act({ type: 'activate', source: '@da', ability: 0, targets: [['@elf']] }, 0), pass(2)],
      { cards: { elf: { zone: 'graveyard' } } },
    );
  });
});

describe('6ED step triggers and upkeep activations (CR 503, 504, 513, 602.5b, 603.4)', () => {
  it('CR 602.5b Hammer of Bogardan returns from the graveyard during your upkeep, not in a main phase', () => {
    const setup = (step: string) => ({
      step,
      players: [
        player({
          graveyard: [{ card: 'hammer_of_bogardan', tag: 'h' }],
          battlefield: lands('basic_mountain', 5),
        }),
        player(),
      ],
    });
    scenario(setup('upkeep'), [act({ type: 'activate', source: '@h', ability: 0, targets: [] }), pass(2)], {
      cards: { h: { zone: 'hand' } },
    });
    expect(() =>
      scenario(setup('main1'), [act({ type: 'activate', source: '@h', ability: 0, targets: [] })]),
    ).toThrow();
  });

  it('CR 513.1 / 603.4 Pestilence: sacrificed at the end step if no creatures are on the battlefield', () => {
    const at = (creatures: object[]) => ({
      step: 'main2',
      players: [player({ battlefield: [{ card: 'pestilence', tag: 'p' }, ...creatures] }), player()],
    });
    scenario(
      at([]),
      [
        pass(2),
        expectNow({
          step: 'end',
          stack: ['At the beginning of the end step, if no creatures are on the battlefield, sacrifice ~.'],
        }),
        pass(2),
      ],
      { cards: { p: { zone: 'graveyard' } } },
    );
    // With a creature the intervening if is false: it does not trigger at all (CR 603.4).
    scenario(at([{ card: 'llanowar_elves' }]), [pass(2), expectNow({ step: 'end', stack: [] })], {
      cards: { p: { zone: 'battlefield' } },
    });
  });

  it("CR 504.1 / 603.4 Howling Mine: each player's draw step draws an additional card while it is untapped", () => {
    const at = (tapped: boolean) => ({
      step: 'upkeep',
      turn: 3,
      active: 1,
      players: [player({ battlefield: [{ card: 'howling_mine', tapped }] }), player()],
    });
    scenario(at(false), [pass(2), expectNow({ step: 'draw' }), pass(2)], {
      hands: [[], ['Plains', 'Plains']],
    });
    scenario(at(true), [pass(2), expectNow({ step: 'draw', stack: [] })], { hands: [[], ['Plains']] });
  });
});

describe('6ED library (CR 401, 701.17, 701.23)', () => {
  it('CR 701.23 Untamed Wilds: a basic land onto the battlefield untapped, then shuffle', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'untamed_wilds', tag: 'uw' }],
            battlefield: lands('basic_forest', 3),
            library: ['basic_plains', 'llanowar_elves', { card: 'basic_forest', tag: 'f' }],
          }),
          player(),
        ],
      },
      [act({ type: 'cast', card: '@uw', via: 'hand', targets: [] }), pass(2), choose('Forest')],
      { cards: { f: { zone: 'battlefield', tapped: false } } },
    );
  });

  it('CR 701.23 / 701.24 Vampiric Tutor: the card is on top after the shuffle; you lose 2 life', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'vampiric_tutor', tag: 'vt' }],
            battlefield: lands('basic_swamp', 1),
            library: ['basic_plains', 'basic_plains', 'basic_plains', 'serra_angel', 'basic_plains'],
          }),
          player(),
        ],
      },
      [act({ type: 'cast', card: '@vt', via: 'hand', targets: [] }), pass(2), choose('Serra Angel')],
      {
        life: [18, 20],
        libraryOrder: [['Serra Angel', 'Plains', 'Plains', 'Plains', 'Plains'], Array(10).fill('Plains')],
      },
    );
  });

  it('CR 701.17a Millstone: target player mills two cards', () => {
    scenario(
      {
        players: [
          player({ battlefield: [...lands('basic_plains', 2), { card: 'millstone', tag: 'm' }] }),
          player(),
        ],
      },
      [act({ type: 'activate', source: '@m', ability: 0, targets: [['@p1']] }), pass(2)],
      { libraries: [10, 8], graveyards: [[], ['Plains', 'Plains']] },
    );
  });

  it("CR 401 Fallow Earth: target land on top of its owner's library", () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'fallow_earth', tag: 'fe' }], battlefield: lands('basic_forest', 3) }),
          player({ battlefield: [{ card: 'basic_swamp', tag: 's' }], library: ['basic_mountain'] }),
        ],
      },
      [act({ type: 'cast', card: '@fe', via: 'hand', targets: [['@s']] }), pass(2)],
      { cards: { s: { zone: 'library' } }, libraryOrder: [Array(10).fill('Plains'), ['Swamp', 'Mountain']] },
    );
  });

  it('CR 401.4 Sage Owl: look at the top four and put them back in the order chosen', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'sage_owl', tag: 'o' }],
            battlefield: lands('basic_island', 2),
            library: ['basic_plains', 'basic_swamp', 'basic_mountain', 'basic_forest', 'basic_island'],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@o', via: 'hand', targets: [] }),
        pass(2),
        pass(2),
        choose('Forest'),
        choose('Mountain'),
        choose('Plains'),
      ],
      { libraryOrder: [['Forest', 'Mountain', 'Plains', 'Swamp', 'Island'], Array(10).fill('Plains')] },
    );
  });
});

describe('6ED enters-the-battlefield sacrifice (CR 701.21a)', () => {
  it('Kjeldoran Dead: when it enters, its controller sacrifices a creature (itself if it is the only one)', () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'kjeldoran_dead', tag: 'k' }], battlefield: lands('basic_swamp', 1) }),
          player(),
        ],
      },
      [act({ type: 'cast', card: '@k', via: 'hand', targets: [] }), pass(2), pass(2)],
      { cards: { k: { zone: 'graveyard' } } },
    );
  });
});

describe('6ED prevention shields (CR 615)', () => {
  it('CR 615.7 Samite Healer: the next 1 damage to the chosen target this turn is prevented', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'lightning_bolt', tag: 'b' }],
            battlefield: [{ card: 'basic_mountain' }, { card: 'samite_healer', tag: 'sh' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'activate', source: '@sh', ability: 0, targets: [['@p0']] }),
        pass(2),
        act({ type: 'cast', card: '@b', via: 'hand', targets: [['@p0']] }),
        pass(2),
      ],
      { life: [18, 20] },
    );
  });

  it('CR 615.1a Fog: all combat damage this turn is prevented', () => {
    scenario(
      {
        step: 'declare_blockers',
        active: 1,
        combat: { attackers: ['a'], blocks: {} },
        players: [
          player({ hand: [{ card: 'fog', tag: 'fog' }], battlefield: [{ card: 'basic_forest' }] }),
          player({ battlefield: [{ card: 'serra_angel', tag: 'a', tapped: true }] }),
        ],
      },
      [pass(1), act({ type: 'cast', card: '@fog', via: 'hand', targets: [] }, 0), pass(2), pass(2)],
      { life: [20, 20] },
    );
  });

  it('CR 615.8 / 609.7a Circle of Protection: Red: the next time the chosen red source would deal damage to you, it is prevented', () => {
    scenario(
      {
        players: [
          player({
            battlefield: [
              { card: 'basic_plains' },
              { card: 'circle_of_protection_red', tag: 'cop' },
              { card: 'orcish_artillery', tag: 'oa' },
            ],
          }),
          player(),
        ],
      },
      [
        act({ type: 'activate', source: '@cop', ability: 0, targets: [] }),
        pass(2),
        act({ type: 'activate', source: '@oa', ability: 0, targets: [['@p1']] }),
        pass(2),
      ],
      { life: [20, 18] },
    );
  });

  it('Reverse Damage: the damage the chosen source would deal you is prevented and you gain that much', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'reverse_damage', tag: 'rd' }],
            battlefield: [...lands('basic_plains', 3), { card: 'orcish_artillery', tag: 'oa' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@rd', via: 'hand', targets: [] }),
        pass(2),
        choose('Orcish Artillery'),
        act({ type: 'activate', source: '@oa', ability: 0, targets: [['@p1']] }),
        pass(2),
      ],
      { life: [23, 18] },
    );
  });
});

describe('6ED "sacrifice unless you pay" (CR 118.12a, 118.3)', () => {
  const horde = (hand: object[]) => ({
    players: [
      player({
        hand: [{ card: 'balduvian_horde', tag: 'h' }, ...hand],
        battlefield: lands('basic_mountain', 4),
      }),
      player(),
    ],
  });
  it('Balduvian Horde: paid — a card is discarded at random and the Horde stays', () => {
    scenario(
      horde([{ card: 'basic_plains', tag: 'pl' }]),
      [
        act({ type: 'cast', card: '@h', via: 'hand', targets: [] }),
        pass(2),
        pass(2),
        choose('Pay: discard a card at random'),
      ],
      { cards: { h: { zone: 'battlefield' }, pl: { zone: 'graveyard' } } },
    );
  });
  it('Balduvian Horde: not paid — sacrificed', () => {
    scenario(
      horde([{ card: 'basic_plains', tag: 'pl' }]),
      [act({ type: 'cast', card: '@h', via: 'hand', targets: [] }), pass(2), pass(2), choose("Don't pay")],
      { cards: { h: { zone: 'graveyard' }, pl: { zone: 'hand' } } },
    );
  });
  it('CR 118.3 Balduvian Horde with an empty hand: the cost cannot be paid, so it is sacrificed unasked', () => {
    scenario(
      horde([]),
      [
        act({ type: 'cast', card: '@h', via: 'hand', targets: [] }),
        pass(2),
        pass(2),
        expectNow({ pending: null }),
      ],
      { cards: { h: { zone: 'graveyard' } } },
    );
  });
});

describe('6ED "the damage dealt this way"', () => {
  it('Syphon Soul: 2 damage to each other player, and you gain life equal to the damage dealt', () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'syphon_soul', tag: 'ss' }], battlefield: lands('basic_swamp', 3) }),
          player(),
        ],
      },
      [act({ type: 'cast', card: '@ss', via: 'hand', targets: [] }), pass(2)],
      { life: [22, 18] },
    );
  });
});

describe('6ED looks and reveals (CR 401.2, 701.20)', () => {
  it('Ancestral Memories: two of the top seven into the hand, the rest into the graveyard', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'ancestral_memories', tag: 'am' }],
            battlefield: lands('basic_island', 5),
            library: [
              'basic_plains',
              'serra_angel',
              'basic_swamp',
              'llanowar_elves',
              'basic_mountain',
              'basic_forest',
              'basic_island',
              'basic_plains',
            ],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@am', via: 'hand', targets: [] }),
        pass(2),
        choose('Serra Angel'),
        choose('Llanowar Elves'),
      ],
      {
        hands: [['Serra Angel', 'Llanowar Elves'], []],
        libraries: [1, 10],
        graveyards: [['Plains', 'Swamp', 'Mountain', 'Forest', 'Island', 'Ancestral Memories'], []],
      },
    );
  });

  it('Call of the Wild: a revealed creature card goes onto the battlefield, any other card into the graveyard', () => {
    const at = (top: string) => ({
      players: [
        player({
          battlefield: [...lands('basic_forest', 4), { card: 'call_of_the_wild', tag: 'cw' }],
          library: [{ card: top, tag: 't' }, 'basic_plains'],
        }),
        player(),
      ],
    });
    scenario(
      at('llanowar_elves'),
      [act({ type: 'activate', source: '@cw', ability: 0, targets: [] }), pass(2)],
      {
        cards: { t: { zone: 'battlefield', controller: 0 } },
      },
    );
    scenario(
      at('basic_swamp'),
      [act({ type: 'activate', source: '@cw', ability: 0, targets: [] }), pass(2)],
      {
        cards: { t: { zone: 'graveyard' } },
      },
    );
  });
});

describe("6ED a hand's cards to the top of the library (CR 401.4)", () => {
  it("Agonizing Memories: two cards of the target's hand on top of their library, the last chosen on top", () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'agonizing_memories', tag: 'am' }], battlefield: lands('basic_swamp', 4) }),
          player({ hand: ['serra_angel', 'llanowar_elves', 'basic_island'], library: ['basic_mountain'] }),
        ],
      },
      [
        act({ type: 'cast', card: '@am', via: 'hand', targets: [['@p1']] }),
        pass(2),
        choose('Llanowar Elves'),
        choose('Serra Angel'),
      ],
      {
        hands: [[], ['Island']],
        libraryOrder: [Array(10).fill('Plains'), ['Serra Angel', 'Llanowar Elves', 'Mountain']],
      },
    );
  });
});

describe('6ED Power Sink (CR 118.12a)', () => {
  const at = (forests: number) => ({
    active: 1,
    players: [
      player({ hand: [{ card: 'power_sink', tag: 'ps' }], battlefield: lands('basic_island', 3) }),
      player({
        hand: [{ card: 'llanowar_elves', tag: 'e' }],
        battlefield: [
          { card: 'basic_forest' },
          ...Array.from({ length: forests }, (_, i) => ({ card: 'basic_forest', tag: `f${i}` })),
        ],
      }),
    ],
  });
  const sink = [
    act({ type: 'cast', card: '@e', via: 'hand', targets: [] }, 1),
    pass(1),
    act({ type: 'cast', card: '@ps', via: 'hand', targets: [['@e']], x: 2 }, 0),
    pass(2),
  ];
  it('unpaid: the spell is countered, and its controller taps their mana lands and loses unspent mana', () => {
    scenario(at(1), sink, { cards: { e: { zone: 'graveyard' }, f0: { tapped: true } } });
  });
  it('paid {X} with X = 2: the spell resolves', () => {
    scenario(at(2), [...sink, choose('Pay {2}'), pass(2)], {
      cards: { e: { zone: 'battlefield' }, f0: { tapped: true }, f1: { tapped: true } },
    });
  });
});

describe('6ED replacement of dying (CR 614.1a, 700.4)', () => {
  it("Gravebane Zombie: destroyed by lethal damage, it goes on top of its owner's library instead of dying", () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'lightning_bolt', tag: 'b' }], battlefield: [{ card: 'basic_mountain' }] }),
          player({ battlefield: [{ card: 'gravebane_zombie', tag: 'z' }], library: ['basic_swamp'] }),
        ],
      },
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@z']] }), pass(2)],
      {
        cards: { z: { zone: 'library' } },
        libraryOrder: [Array(10).fill('Plains'), ['Gravebane Zombie', 'Swamp']],
        graveyards: [['Lightning Bolt'], []],
      },
    );
  });
});

describe('6ED cards from your hand to your library (CR 401.4)', () => {
  it('Dream Cache: draw three, then two cards from the hand both to the bottom, in the order chosen', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'dream_cache', tag: 'dc' }, 'serra_angel'],
            battlefield: lands('basic_island', 3),
            library: ['basic_swamp', 'basic_mountain', 'basic_forest', 'basic_island'],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@dc', via: 'hand', targets: [] }),
        pass(2),
        choose('Both on the bottom'),
        choose('Serra Angel'),
        choose('Swamp'),
      ],
      {
        hands: [['Mountain', 'Forest'], []],
        libraryOrder: [['Island', 'Serra Angel', 'Swamp'], Array(10).fill('Plains')],
      },
    );
  });
});

describe('6ED redirection (CR 614.9)', () => {
  it("Kjeldoran Royal Guard: an unblocked attacker's combat damage to you is dealt to the Guard instead", () => {
    scenario(
      {
        step: 'declare_blockers',
        active: 1,
        combat: { attackers: ['a'], blocks: {} },
        players: [
          player({ battlefield: [{ card: 'kjeldoran_royal_guard', tag: 'g' }] }),
          player({ battlefield: [{ card: 'serra_angel', tag: 'a', tapped: true }] }),
        ],
      },
      [pass(1), act({ type: 'activate', source: '@g', ability: 0, targets: [] }, 0), pass(2), pass(2)],
      { life: [20, 20], cards: { g: { damage: 4 } } },
    );
  });
});

describe('6ED divided amounts (CR 601.2d)', () => {
  const board = (card: string, tag: string, n: number) => ({
    players: [
      player({ hand: [{ card, tag }], battlefield: lands(n === 5 ? 'basic_mountain' : 'basic_plains', n) }),
      player({
        battlefield: [
          { card: 'llanowar_elves', tag: 'elf' },
          { card: 'serra_angel', tag: 'angel' },
        ],
      }),
    ],
  });
  it('Pyrotechnics: 4 damage divided as cast — 1 to the elf, 3 to the opponent', () => {
    scenario(
      board('pyrotechnics', 'py', 5),
      [act({ type: 'cast', card: '@py', via: 'hand', targets: [['@elf', '@p1', '@p1', '@p1']] }), pass(2)],
      { life: [20, 17], cards: { elf: { zone: 'graveyard' }, angel: { damage: 0 } } },
    );
  });
  it('Pyrotechnics: a division must name 4 parts; 3 parts is refused', () => {
    expect(() =>
      scenario(board('pyrotechnics', 'py', 5), [
        act({ type: 'cast', card: '@py', via: 'hand', targets: [['@p1', '@p1', '@elf']] }),
      ]),
    ).toThrow(/illegal-action/);
  });
  it('Remedy: 5 prevention divided as cast, a shield per target of its share', () => {
    scenario(
      {
        players: [
          player({
            hand: [
              { card: 'remedy', tag: 'r' },
              { card: 'lightning_bolt', tag: 'b' },
            ],
            battlefield: [...lands('basic_plains', 2), { card: 'basic_mountain' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@r', via: 'hand', targets: [['@p0', '@p0', '@p1', '@p1', '@p1']] }),
        pass(2),
        act({ type: 'cast', card: '@b', via: 'hand', targets: [['@p0']] }),
        pass(2),
      ],
      { life: [19, 20] },
    );
  });
});

describe("6ED Teferi's Puzzle Box (CR 504.1, 401.4)", () => {
  it("each player's draw step: after the draw, the hand goes to the bottom in the order chosen, then as many are drawn", () => {
    scenario(
      {
        step: 'upkeep',
        turn: 3,
        active: 1,
        players: [
          player({ battlefield: [{ card: 'teferis_puzzle_box' }] }),
          player({ hand: ['basic_swamp', 'basic_mountain'] }),
        ],
      },
      [pass(2), expectNow({ step: 'draw' }), pass(2), choose('Plains'), choose('Swamp')],
      {
        hands: [[], ['Plains', 'Plains', 'Plains']],
        libraryOrder: [Array(10).fill('Plains'), [...Array(7).fill('Plains'), 'Swamp', 'Mountain']],
      },
    );
  });
});

describe('6ED Tariff (CR 118.12a, 202.3)', () => {
  it('each player in APNAP order: the greatest mana value creature, sacrificed unless its mana cost is paid', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'tariff', tag: 't' }],
            battlefield: [...lands('basic_plains', 2), { card: 'llanowar_elves', tag: 'mine' }],
          }),
          player({
            battlefield: [
              ...lands('basic_plains', 5),
              { card: 'serra_angel', tag: 'angel' },
              { card: 'llanowar_elves', tag: 'theirs' },
            ],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@t', via: 'hand', targets: [] }),
        pass(2),
        // The caster first (APNAP): the elf could tap for its own {G}, so the caster is asked.
        choose("Don't pay"),
        choose('Pay {3}{W}{W}'),
      ],
      {
        cards: {
          mine: { zone: 'graveyard' },
          angel: { zone: 'battlefield' },
          theirs: { zone: 'battlefield' },
        },
      },
    );
  });
});

describe('6ED Goblin Recruiter (CR 701.23, 701.24)', () => {
  it('any number of Goblin cards, revealed, the library shuffled, and they go on top', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'goblin_recruiter', tag: 'g' }],
            battlefield: lands('basic_mountain', 2),
            library: ['basic_plains', 'goblin_recruiter', 'basic_plains', 'goblin_recruiter', 'basic_plains'],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@g', via: 'hand', targets: [] }),
        pass(2),
        pass(2),
        choose('Goblin Recruiter'),
        // With no Goblin left to find, the search ends without a question.
        choose('Goblin Recruiter'),
      ],
      {
        libraryOrder: [
          ['Goblin Recruiter', 'Goblin Recruiter', 'Plains', 'Plains', 'Plains'],
          Array(10).fill('Plains'),
        ],
      },
    );
  });
});
