/**
 * Choices the rules give to a player, each a decision owed by that player and
 * answered by an action: the legend rule's survivor (CR 704.5j), new targets
 * for a copy of a spell (CR 707.10c) and the order of the cards a London
 * mulligan puts on the bottom (CR 103.5). Each is a golden scenario, plus
 * what the other seat sees of it.
 */
import { describe, expect, it } from 'vitest';
import { mtg } from '../src/index.ts';
import { buildState, resolveTags, setupSchema } from '../src/scenario.ts';
import { act, choose, expectNow, pass, player, scenario } from './helpers.ts';

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));
const setup = (p0: Record<string, unknown>, p1: Record<string, unknown> = {}, extra = {}) => ({
  players: [player(p0), player(p1)],
  ...extra,
});

describe('CR 704.5j the legend rule: the controller chooses which one stays', () => {
  const twoVogars = setup({
    hand: [{ card: 'vogar_necropolis_tyrant', tag: 'v2' }],
    battlefield: [...lands('basic_swamp', 5), { card: 'vogar_necropolis_tyrant', tag: 'v1' }],
  });

  it('CR 704.5j a second Vogar enters: its controller keeps the older one, the new one goes to the graveyard', () => {
    scenario(
      twoVogars,
      [
        act({ type: 'cast', card: '@v2', via: 'hand', targets: [] }),
        pass(2),
        expectNow({ pending: 'legend_rule', legal: ['keep_legend'] }),
        act({ type: 'keep_legend', permanent: '@v1' }),
        // v2 died: its own dies trigger and v1's "another creature dies" wait to be ordered.
        expectNow({ pending: 'order_triggers' }),
      ],
      {
        cards: { v1: { zone: 'battlefield' }, v2: { zone: 'graveyard' } },
        battlefield: [Array(5).fill('Swamp').concat('Vogar, Necropolis Tyrant'), []],
      },
    );
  });

  it('CR 704.5j … or keeps the new one, and the older one goes to the graveyard', () => {
    scenario(
      twoVogars,
      [
        act({ type: 'cast', card: '@v2', via: 'hand', targets: [] }),
        pass(2),
        act({ type: 'keep_legend', permanent: '@v2' }),
      ],
      { cards: { v1: { zone: 'graveyard' }, v2: { zone: 'battlefield' } } },
    );
  });

  it('CR 704.5j the one put into the graveyard dies (not destroyed): its dies trigger draws', () => {
    scenario(
      setup({
        hand: [{ card: 'vogar_necropolis_tyrant', tag: 'v2' }],
        battlefield: [
          ...lands('basic_swamp', 5),
          { card: 'vogar_necropolis_tyrant', tag: 'v1', counters: { '+1/+1': 2 } },
        ],
      }),
      [
        act({ type: 'cast', card: '@v2', via: 'hand', targets: [] }),
        pass(2),
        act({ type: 'keep_legend', permanent: '@v2' }),
        // Two of p0's triggers at once: v1's dies trigger and v2's "another creature dies".
        expectNow({ pending: 'order_triggers' }),
        act({ type: 'order', trigger: 0 }),
        pass(4),
      ],
      {
        cards: { v1: { zone: 'graveyard' }, v2: { zone: 'battlefield', counters: { '+1/+1': 1 } } },
        hands: [['Plains', 'Plains'], []],
      },
    );
  });

  it('CR 704.5j the rule looks at one controller: the same legend under each player stays; two under one player ask that player', () => {
    scenario(
      setup(
        { battlefield: [{ card: 'vogar_necropolis_tyrant', tag: 'mine' }] },
        {
          battlefield: [
            { card: 'vogar_necropolis_tyrant', tag: 'a' },
            { card: 'vogar_necropolis_tyrant', tag: 'b' },
          ],
        },
      ),
      [
        expectNow({ pending: 'legend_rule' }),
        act({ type: 'keep_legend', permanent: '@b' }, 1),
        expectNow({ pending: null }),
      ],
      { cards: { mine: { zone: 'battlefield' }, a: { zone: 'graveyard' }, b: { zone: 'battlefield' } } },
    );
  });

  it('CR 704.5j two sets at once, one per player: the active player chooses first, then the other', () => {
    scenario(
      setup(
        {
          battlefield: [
            { card: 'maeve_insidious_singer', tag: 'a0' },
            { card: 'maeve_insidious_singer', tag: 'b0' },
          ],
        },
        {
          battlefield: [
            { card: 'danitha_capashen_paragon', tag: 'a1' },
            { card: 'danitha_capashen_paragon', tag: 'b1' },
            { card: 'danitha_capashen_paragon', tag: 'c1' },
          ],
        },
      ),
      [
        expectNow({ pending: 'legend_rule', legal: ['keep_legend'] }),
        act({ type: 'keep_legend', permanent: '@a0' }, 0),
        expectNow({ pending: 'legend_rule', cards: { b0: { zone: 'graveyard' } } }),
        act({ type: 'keep_legend', permanent: '@c1' }, 1),
        expectNow({ pending: null }),
      ],
      {
        cards: {
          a0: { zone: 'battlefield' },
          a1: { zone: 'graveyard' },
          b1: { zone: 'graveyard' },
          c1: { zone: 'battlefield' },
        },
      },
    );
  });

  it('CR 704.5j the decision shows its choices only to the player who owes it', () => {
    const s = buildState(
      setupSchema.parse(
        setup(
          {},
          {
            battlefield: [
              { card: 'vogar_necropolis_tyrant', tag: 'a' },
              { card: 'vogar_necropolis_tyrant', tag: 'b' },
            ],
          },
        ),
      ),
      'legend-view',
    );
    mtg.apply(s, 0, { type: 'pass' }); // p0's pass brings the SBA check; the decision is p1's
    expect(s.pending?.kind).toBe('legend_rule');
    const ids = resolveTags(s, ['@a', '@b']) as number[];
    expect(mtg.view(s, 1).pending).toEqual({
      kind: 'legend_rule',
      player: 1,
      prompt: 'Legend rule: which Vogar, Necropolis Tyrant do you keep? The others go to the graveyard.',
      candidates: ids,
    });
    expect(mtg.view(s, 0).pending).toEqual({ kind: 'legend_rule', player: 1 });
    expect(mtg.view(s, 0).known.pending).toEqual({ kind: 'legend_rule', player: 1 });
    expect(mtg.legalActions(s, 0)).toEqual([]);
    expect(mtg.legalActions(s, 1)).toEqual(ids.map((permanent) => ({ type: 'keep_legend', permanent })));
    expect(mtg.describe({ type: 'keep_legend', permanent: ids[0] }, s)).toBe(
      'Keep Vogar, Necropolis Tyrant (the first to enter)',
    );
    expect(mtg.render!(mtg.view(s, 1), 1)).toContain(
      'Decision (seat 2): Legend rule: which Vogar, Necropolis Tyrant do you keep?',
    );
  });
});

describe('CR 707.10c a copy of a spell: its controller may choose new targets', () => {
  // p0 bolts p1's Elvish Visionary; p1 answers with Split Decision on the bolt; the vote ties: a copy for p1.
  const boltAndSplit = setup(
    {
      hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
      battlefield: [{ card: 'basic_mountain' }, { card: 'llanowar_elves', tag: 'elf' }],
    },
    {
      hand: [{ card: 'split_decision', tag: 'split' }],
      battlefield: [...lands('basic_island', 2), { card: 'elvish_visionary', tag: 'vis' }],
    },
  );
  const toTheCopy = [
    act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@vis']] }),
    pass(1),
    act({ type: 'cast', card: '@split', via: 'hand', targets: [['@bolt']] }, 1),
    pass(2),
    choose('Duplication'),
    choose('Denial'),
  ];

  it('CR 707.10c Split Decision copies a bolt, and its controller points the copy at a new target', () => {
    scenario(
      boltAndSplit,
      [
        ...toTheCopy,
        expectNow({ pending: 'resolve', legal: ['choose'] }),
        choose('New target: Llanowar Elves'),
        expectNow({ stack: ['Lightning Bolt', 'Lightning Bolt'] }),
        pass(2),
        expectNow({ cards: { elf: { zone: 'graveyard' }, vis: { zone: 'battlefield' } } }),
        pass(2),
      ],
      { cards: { elf: { zone: 'graveyard' }, vis: { zone: 'graveyard' } }, life: [20, 20] },
    );
  });

  it('CR 707.10c … may keep the targets: both bolts hit the Visionary', () => {
    scenario(boltAndSplit, [...toTheCopy, choose('Keep Elvish Visionary'), pass(4)], {
      cards: { elf: { zone: 'battlefield' }, vis: { zone: 'graveyard' } },
    });
  });

  it('CR 707.10c … or a player: the copy deals its 3 damage to the bolt’s caster', () => {
    scenario(boltAndSplit, [...toTheCopy, choose('New target: player 1'), pass(4)], {
      life: [17, 20],
      cards: { vis: { zone: 'graveyard' } },
    });
  });

  it('CR 707.10c the answers are "keep" and every legal target; the opponent sees only that a choice is pending', () => {
    const s = buildState(setupSchema.parse(boltAndSplit), 'copy-view');
    const run = (a: Record<string, unknown>, p: 0 | 1) => mtg.apply(s, p, resolveTags(s, a) as never);
    run({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@vis']] }, 0);
    run({ type: 'pass' }, 0);
    run({ type: 'cast', card: '@split', via: 'hand', targets: [['@bolt']] }, 1);
    run({ type: 'pass' }, 1);
    run({ type: 'pass' }, 0);
    run({ type: 'choose', option: 1 }, 1); // duplication
    run({ type: 'choose', option: 0 }, 0); // denial: tied, the spell is copied
    const d = s.pending;
    expect(d?.kind).toBe('resolve');
    if (d?.kind !== 'resolve') return;
    expect(d.player).toBe(1);
    expect(d.prompt).toBe('The copy of Lightning Bolt: keep its target or choose a new one?');
    expect(d.options.map((o) => o.label)).toEqual([
      'Keep Elvish Visionary',
      'New target: Llanowar Elves',
      'New target: player 1',
      'New target: player 2',
    ]);
    expect(mtg.legalActions(s, 1)).toHaveLength(4);
    expect(mtg.view(s, 0).pending).toEqual({ kind: 'resolve', player: 1 });
    expect(mtg.view(s, 0).known.pending).toEqual({ kind: 'resolve', player: 1 });
    expect(mtg.view(s, 1).pending).toEqual(d);
  });
});

describe('CR 707.10c answers that read the same are the same choice', () => {
  it('CR 707.10c two identical Llanowar Elves as new targets: two answers that read the same (no ids), each its own target', () => {
    const s = buildState(
      setupSchema.parse(
        setup(
          {
            hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
            battlefield: [
              { card: 'basic_mountain' },
              { card: 'llanowar_elves', tag: 'e1' },
              { card: 'llanowar_elves', tag: 'e2' },
            ],
          },
          {
            hand: [{ card: 'split_decision', tag: 'split' }],
            battlefield: [...lands('basic_island', 2), { card: 'elvish_visionary', tag: 'vis' }],
          },
        ),
      ),
      'copy-labels',
    );
    const run = (a: Record<string, unknown>, p: 0 | 1) => mtg.apply(s, p, resolveTags(s, a) as never);
    run({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@vis']] }, 0);
    run({ type: 'pass' }, 0);
    run({ type: 'cast', card: '@split', via: 'hand', targets: [['@bolt']] }, 1);
    run({ type: 'pass' }, 1);
    run({ type: 'pass' }, 0);
    run({ type: 'choose', option: 1 }, 1);
    run({ type: 'choose', option: 1 }, 0);
    const [e1, e2] = resolveTags(s, ['@e1', '@e2']) as number[];
    const d = s.pending;
    expect(d?.kind === 'resolve' && d.options.map((o) => o.label)).toEqual([
      'Keep Elvish Visionary',
      'New target: Llanowar Elves',
      'New target: Llanowar Elves',
      'New target: player 1',
      'New target: player 2',
    ]);
    expect(d?.kind === 'resolve' && d.options.map((o) => o.value)).toEqual([
      [resolveTags(s, '@vis')],
      [e1],
      [e2],
      [-1],
      [-2],
    ]);
    run({ type: 'choose', option: 2 }, 1);
    // Both pass: the copy resolves.
    for (let i = 0; i < 2; i++) mtg.apply(s, mtg.toAct(s)[0], { type: 'pass' });
    expect(s.objects[e1]?.zone).toBe('battlefield');
    expect(resolveTags(s, '@e2')).not.toBe(e2); // e2 died: a new object in the graveyard
  });
});

describe('CR 103.1 the player chosen at random decides who takes the first turn', () => {
  const opts = { deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 200 };

  it('CR 103.1 the decision comes before any hand is drawn; play_first: the chooser starts and decides on a mulligan first', () => {
    const s = mtg.setup(opts, 'play-draw');
    const chooser = mtg.toAct(s)[0] as 0 | 1;
    expect(s.pending).toEqual({ kind: 'play_or_draw', player: chooser });
    expect(mtg.legalActions(s, chooser)).toEqual([{ type: 'play_first' }, { type: 'draw_first' }]);
    expect(s.players.map((p) => [p.hand.length, p.library.length])).toEqual([
      [0, 60],
      [0, 60],
    ]);
    // Who chooses is public; so is the answer.
    expect(mtg.view(s, 1 - chooser).pending).toEqual({ kind: 'play_or_draw', player: chooser });
    mtg.apply(s, chooser, { type: 'play_first' });
    expect(s.firstPlayer).toBe(chooser);
    expect(s.players.map((p) => p.hand.length)).toEqual([7, 7]);
    expect(s.pending).toEqual({ kind: 'mulligan', player: chooser });
  });

  it('CR 103.1 draw_first: the other player takes the first turn, and skips its draw (CR 103.8a)', () => {
    const s = mtg.setup({ ...opts, autoPass: false }, 'play-draw');
    const chooser = mtg.toAct(s)[0] as 0 | 1;
    const other = (1 - chooser) as 0 | 1;
    mtg.apply(s, chooser, { type: 'draw_first' });
    expect(s.pending).toEqual({ kind: 'mulligan', player: other });
    mtg.apply(s, other, { type: 'keep' });
    mtg.apply(s, chooser, { type: 'keep' });
    expect([s.turn, s.active]).toEqual([1, other]);
    while (s.step !== 'main1') mtg.apply(s, mtg.toAct(s)[0], { type: 'pass' });
    expect(s.players[other].hand).toHaveLength(7);
    expect(mtg.describe({ type: 'draw_first' }, s)).toBe(
      'Draw first (the other player takes the first turn)',
    );
  });

  it('CR 103.1 a model’s answer reads as play or draw', () => {
    const s = mtg.setup(opts, 'play-draw');
    const p = mtg.toAct(s)[0];
    const view = mtg.view(s, p);
    const legal = mtg.legalActions(s, p);
    const n = (x: unknown) => mtg.normalizeAction!(x, view, legal);
    expect(n({ decision: 'play' })).toEqual({ type: 'play_first' });
    expect(n({ choice: 'On the draw' })).toEqual({ type: 'draw_first' });
    expect(n({ play: false })).toEqual({ type: 'draw_first' });
    for (const a of legal) expect(n(a)).toEqual(a);
  });
});

describe('CR 103.5 London mulligan: the cards go on the bottom one at a time, in the order the player chooses', () => {
  const hand = [
    { card: 'lightning_bolt', tag: 'bolt' },
    { card: 'basic_mountain', tag: 'm1' },
    { card: 'basic_mountain', tag: 'm2' },
    { card: 'blaze', tag: 'blaze' },
    { card: 'basic_mountain', tag: 'm3' },
    { card: 'dragon_egg', tag: 'gob' },
    { card: 'basic_mountain', tag: 'm4' },
  ];
  const pregame = setup(
    { deck: 'draconic_fury', hand, library: ['basic_plains', 'basic_plains', 'basic_plains'], mulligans: 2 },
    { deck: 'draconic_fury', hand: ['basic_mountain'], library: ['basic_mountain'] },
    { pregame: true },
  );

  it('CR 103.5 keep after two mulligans: two bottom decisions; the first card chosen lies above the second', () => {
    scenario(
      pregame,
      [
        expectNow({ pending: 'mulligan', legal: ['keep', 'mulligan'] }),
        act({ type: 'keep' }),
        expectNow({ pending: 'bottom', legal: ['bottom'] }),
        act({ type: 'bottom', card: '@blaze' }),
        expectNow({ pending: 'bottom' }),
        act({ type: 'bottom', card: '@bolt' }),
        expectNow({
          pending: 'mulligan',
          libraryOrder: [['Plains', 'Plains', 'Plains', 'Blaze', 'Lightning Bolt'], ['Mountain']],
        }),
        act({ type: 'keep' }, 1),
      ],
      { hands: [['Mountain', 'Mountain', 'Mountain', 'Dragon Egg', 'Mountain'], ['Mountain']], turn: 1 },
    );
  });

  it('CR 103.5 the other order puts the other card at the very bottom', () => {
    scenario(
      pregame,
      [
        act({ type: 'keep' }),
        act({ type: 'bottom', card: '@bolt' }),
        act({ type: 'bottom', card: '@blaze' }),
      ],
      { libraryOrder: [['Plains', 'Plains', 'Plains', 'Lightning Bolt', 'Blaze'], ['Mountain']] },
    );
  });

  it('CR 103.5 copies of a card are one answer; a hand of one name goes to the bottom with no decision', () => {
    const s = buildState(setupSchema.parse(pregame), 'bottom-choices');
    mtg.apply(s, 0, { type: 'keep' });
    const legal = mtg.legalActions(s, 0) as Array<{ type: 'bottom'; card: number }>;
    // Seven cards, four names: Lightning Bolt, Mountain (the lowest id of the four), Blaze, Dragon Egg.
    expect(legal.map((a) => s.objects[a.card].card).sort()).toEqual([
      'basic_mountain',
      'blaze',
      'dragon_egg',
      'lightning_bolt',
    ]);
    expect(legal.find((a) => s.objects[a.card].card === 'basic_mountain')?.card).toBe(resolveTags(s, '@m1'));

    const same = buildState(
      setupSchema.parse(
        setup({ hand: lands('basic_plains', 7).map((l) => l.card), mulligans: 3 }, {}, { pregame: true }),
      ),
      'bottom-forced',
    );
    mtg.apply(same, 0, { type: 'keep' });
    expect(same.players[0].hand).toHaveLength(4);
    expect(same.players[0].library).toHaveLength(13);
    expect(same.pending).toEqual({ kind: 'mulligan', player: 1 });
  });

  it('CR 103.5 the bottom decision and its answers are the deciding player’s alone', () => {
    const s = buildState(setupSchema.parse(pregame), 'bottom-view');
    mtg.apply(s, 0, { type: 'keep' });
    expect(mtg.view(s, 0).pending).toEqual({ kind: 'bottom', player: 0, count: 2 });
    expect(mtg.view(s, 1).pending).toEqual({ kind: 'bottom', player: 0 });
    expect(mtg.view(s, 1).players[0].hand).toBe(7);
    const a = mtg.legalActions(s, 0)[0];
    expect(mtg.describe(a, s, 0)).toMatch(/^Put .+ on the bottom of your library$/);
    expect(mtg.describe(a, s, 1)).toBe('Put a card on the bottom of their library');
    expect(mtg.render!(mtg.view(s, 0), 0)).toContain(
      'Decision (seat 1): Put 2 more cards on the bottom of your library, one at a time.',
    );
    expect(mtg.render!(mtg.view(s, 1), 1)).not.toContain('more cards on the bottom');
    expect(mtg.render!(mtg.view(s, 1), 1)).toContain(
      'Decision (seat 1): Player 1 is deciding which cards to put on the bottom of their library.',
    );
  });

  it('CR 103.5 from a real deal: a mulligan, then keep asks for one card, which goes to the very bottom', () => {
    const s = mtg.setup({ deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 200 }, 'mull');
    mtg.apply(s, mtg.toAct(s)[0], { type: 'play_first' });
    const p = mtg.toAct(s)[0];
    expect(mtg.legalActions(s, p)).toEqual([{ type: 'keep' }, { type: 'mulligan' }]);
    mtg.apply(s, p, { type: 'mulligan' });
    expect(s.players[p].hand).toHaveLength(7);
    mtg.apply(s, p, { type: 'keep' });
    expect(s.pending).toEqual({ kind: 'bottom', player: p, count: 1 });
    const bottoms = mtg.legalActions(s, p) as Array<{ type: 'bottom'; card: number }>;
    const names = new Set(s.players[p].hand.map((id) => s.objects[id].card));
    expect(bottoms).toHaveLength(names.size);
    const chosen = s.objects[bottoms[1].card].card;
    mtg.apply(s, p, bottoms[1]);
    expect(s.players[p].hand).toHaveLength(6);
    expect(s.objects[s.players[p].library.at(-1) as number].card).toBe(chosen);
    expect(s.pending).toEqual({ kind: 'mulligan', player: 1 - p });
  });
});

describe('CR 401.4 cards put on the top or bottom of a library "in any order": the player orders them, one card at a time', () => {
  it('CR 401.4 Impulse: one card to the hand, the other three on the bottom in the order chosen', () => {
    scenario(
      setup({
        hand: [{ card: 'impulse', tag: 'i' }],
        battlefield: lands('basic_island', 2),
        library: ['counterspell', 'repulse', 'fog_bank', 'angler_drake', 'basic_plains'],
      }),
      [
        act({ type: 'cast', card: '@i', via: 'hand', targets: [] }),
        pass(2),
        choose('Repulse'),
        expectNow({ pending: 'resolve' }),
        choose('Angler Drake'),
        // Two left: one more decision, then the last goes by itself.
        choose('Counterspell'),
        expectNow({ pending: null }),
      ],
      {
        hands: [['Repulse'], []],
        libraryOrder: [['Plains', 'Angler Drake', 'Counterspell', 'Fog Bank'], Array(10).fill('Plains')],
      },
    );
  });

  it('CR 401.4 Sylvan Messenger: the Elves to the hand, the rest on the bottom in the order chosen', () => {
    scenario(
      setup({
        hand: [{ card: 'sylvan_messenger', tag: 'm' }],
        battlefield: lands('basic_forest', 4),
        library: ['basic_forest', 'llanowar_elves', 'lightning_bolt', 'elvish_visionary', 'basic_plains'],
      }),
      [
        act({ type: 'cast', card: '@m', via: 'hand', targets: [] }),
        pass(2),
        pass(2),
        choose('Lightning Bolt'),
      ],
      {
        hands: [['Llanowar Elves', 'Elvish Visionary'], []],
        libraryOrder: [['Plains', 'Lightning Bolt', 'Forest'], Array(10).fill('Plains')],
      },
    );
  });

  it('CR 701.22a scry 3: the cards for the bottom in any order, the rest on top in any order (top card first)', () => {
    scenario(
      setup({
        hand: [{ card: 'precognitive_perception', tag: 'pp' }],
        battlefield: lands('basic_island', 5),
        library: [
          'counterspell',
          'repulse',
          'basic_island',
          'fog_bank',
          'angler_drake',
          'impulse',
          'basic_plains',
        ],
      }),
      [
        act({ type: 'cast', card: '@pp', via: 'hand', targets: [] }),
        pass(2),
        choose('Bottom: Counterspell and Island'),
        expectNow({ pending: 'resolve' }),
        choose('Island'),
        // Counterspell follows by itself; on top: Repulse alone, no decision. Then three are drawn.
      ],
      {
        hands: [['Repulse', 'Fog Bank', 'Angler Drake'], []],
        libraryOrder: [['Impulse', 'Plains', 'Island', 'Counterspell'], Array(10).fill('Plains')],
      },
    );
    scenario(
      setup({
        hand: [{ card: 'precognitive_perception', tag: 'pp' }],
        battlefield: lands('basic_island', 5),
        library: ['counterspell', 'repulse', 'basic_island', 'fog_bank', 'angler_drake', 'impulse'],
      }),
      [
        act({ type: 'cast', card: '@pp', via: 'hand', targets: [] }),
        pass(2),
        choose('None: all stay on top'),
        expectNow({ pending: 'resolve' }),
        choose('Island'),
        choose('Counterspell'),
      ],
      // Island on top, then Counterspell, then Repulse: the three drawn.
      {
        hands: [['Island', 'Counterspell', 'Repulse'], []],
        libraryOrder: [['Fog Bank', 'Angler Drake', 'Impulse'], Array(10).fill('Plains')],
      },
    );
  });

  it('CR 401.4 the order is the decider’s private choice: the other seat sees neither the cards nor the answer', () => {
    const s = buildState(
      setupSchema.parse(
        setup({
          hand: [{ card: 'impulse', tag: 'i' }],
          battlefield: lands('basic_island', 2),
          library: ['counterspell', 'repulse', 'fog_bank', 'angler_drake'],
        }),
      ),
      'order-view',
    );
    mtg.apply(s, 0, resolveTags(s, { type: 'cast', card: '@i', via: 'hand', targets: [] }) as never);
    mtg.apply(s, 0, { type: 'pass' });
    mtg.apply(s, 1, { type: 'pass' });
    mtg.apply(s, 0, { type: 'choose', option: 0 });
    expect(s.pending).toMatchObject({
      kind: 'resolve',
      player: 0,
      prompt: 'Which card goes on the bottom of your library next?',
      private: true,
    });
    expect(mtg.view(s, 1).pending).toEqual({ kind: 'resolve', player: 0 });
    expect(JSON.stringify(mtg.view(s, 1))).not.toMatch(/Repulse|Fog Bank|Angler Drake/);
    expect(mtg.describe({ type: 'choose', option: 0 }, s, 1)).toBe('Make a choice');
    const world = mtg.determinize!(mtg.view(s, 0), 0, 'order-world');
    expect(mtg.legalActions(world, 0)).toEqual(mtg.legalActions(s, 0));
  });
});

describe('the new decisions for agents: worlds from the decider’s view ask the same, and every agent answers', () => {
  const positions = () => {
    const legend = buildState(
      setupSchema.parse(
        setup(
          {},
          {
            battlefield: [
              { card: 'vogar_necropolis_tyrant', tag: 'a' },
              { card: 'vogar_necropolis_tyrant', tag: 'b' },
            ],
          },
        ),
      ),
      'agents-legend',
    );
    mtg.apply(legend, 0, { type: 'pass' });
    const copy = buildState(
      setupSchema.parse(
        setup(
          { hand: [{ card: 'lightning_bolt', tag: 'bolt' }], battlefield: [{ card: 'basic_mountain' }] },
          {
            hand: [{ card: 'split_decision', tag: 'split' }],
            battlefield: [...lands('basic_island', 2), { card: 'elvish_visionary' }],
          },
        ),
      ),
      'agents-copy',
    );
    const run = (a: Record<string, unknown>, p: 0 | 1) => mtg.apply(copy, p, resolveTags(copy, a) as never);
    run({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@p1']] }, 0);
    run({ type: 'pass' }, 0);
    run({ type: 'cast', card: '@split', via: 'hand', targets: [['@bolt']] }, 1);
    run({ type: 'pass' }, 1);
    run({ type: 'pass' }, 0);
    run({ type: 'choose', option: 1 }, 1);
    run({ type: 'choose', option: 1 }, 0);
    const bottom = mtg.setup(
      { deck1: 'boundless_elves', deck2: 'dark_sacrifice', maxTurns: 200 },
      'agents-bottom',
    );
    mtg.apply(bottom, mtg.toAct(bottom)[0], { type: 'draw_first' });
    const first = mtg.toAct(bottom)[0];
    mtg.apply(bottom, first, { type: 'mulligan' });
    mtg.apply(bottom, first, { type: 'mulligan' });
    mtg.apply(bottom, first, { type: 'keep' });
    const playOrDraw = mtg.setup(
      { deck1: 'boundless_elves', deck2: 'dark_sacrifice', maxTurns: 200 },
      'agents-play',
    );
    return { legend, copy, bottom, playOrDraw };
  };

  it('legend rule, a copy’s targets and the bottom order: same legal actions in a world; random, greedy and MCTS choose one', async () => {
    const { createAgent } = await import('@arbiter/agents');
    for (const [name, s] of Object.entries(positions())) {
      const p = mtg.toAct(s)[0];
      expect(s.pending?.kind, name).toBe(
        { legend: 'legend_rule', copy: 'resolve', bottom: 'bottom', playOrDraw: 'play_or_draw' }[name],
      );
      const legal = mtg.legalActions(s, p);
      expect(legal.length, name).toBeGreaterThan(1);
      const view = mtg.view(s, p);
      expect(mtg.legalActions(mtg.determinize!(view, p, `${name}-w`), p), name).toEqual(legal);
      for (const kind of ['random', 'greedy', 'mcts']) {
        const agent = createAgent(kind, `${name}-${kind}`, { iterations: 30, samples: 2, rolloutDepth: 30 });
        const a = agent.choose({ game: mtg as never, player: p, view, legal: [...legal] });
        expect(legal, `${name} ${kind}`).toContainEqual(a);
      }
    }
  }, 60_000);
});

describe('a "you may" before a step that decides in several answers', () => {
  it('an optional scry asks "may" once, then its bottom choice and its order, and finishes', async () => {
    const { runFrame } = await import('../src/engine/resolve.ts');
    const s = buildState(
      setupSchema.parse(setup({ library: ['counterspell', 'repulse', 'fog_bank', 'basic_plains'] })),
      'may-scry',
    );
    s.resolving = {
      source: -1,
      sourceCard: null,
      controller: 0,
      targets: [],
      targetSpecs: [],
      x: 0,
      steps: [{ op: 'scry', n: 3, optional: true }],
      index: 0,
      vars: {},
    };
    s.resolvingItem = null;
    runFrame(s);
    const prompts: string[] = [];
    const answers = ['Yes', 'None: all stay on top', 'Fog Bank', 'Counterspell'];
    for (const label of answers) {
      const d = s.pending;
      if (d?.kind !== 'resolve') throw new Error(`no decision for '${label}'`);
      prompts.push(d.prompt);
      mtg.apply(s, 0, { type: 'choose', option: d.options.findIndex((o) => o.label === label) });
    }
    expect(prompts).toEqual([
      'You may scry 3.',
      'Scry 3: which of the top 3 cards of your library go to the bottom?',
      'Which card goes on top of your library next?',
      'Which card goes on top of your library next?',
    ]);
    expect(s.resolving).toBeNull();
    expect(s.players[0].library.slice(0, 4).map((id) => s.objects[id].card)).toEqual([
      'fog_bank',
      'counterspell',
      'repulse',
      'basic_plains',
    ]);
  });
});
