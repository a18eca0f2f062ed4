/**
 * Sixth Edition's hands (docs/6ed-inventory.md, family "Hands: look, reveal,
 * choose, discard at random"): a discard at random (CR 701.9b) from the
 * game's generator, of a kind of card, after a reveal (CR 701.20a) with the
 * card chosen by another player, a hand looked at by one seat only (CR
 * 402.3), "discarded this way" counts, "draw …, then discard one of them",
 * an instant or sorcery that exiles itself (CR 608.2n), damage to a player
 * as a trigger (CR 120.3), and "Activate only during your turn" (CR
 * 602.5b). Each card of the family that parses is played here.
 */
import { describe, expect, it, vi } from 'vitest';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { mtgScenarios } from '../src/scenario.ts';
import { viewState } from '../src/view.ts';
import {
  act,
  choose,
  expectNow,
  lands,
  pass,
  player,
  sixthRules as rules,
  scenario,
  sixthEdition,
} from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const swamps = (n: number) => lands('basic_swamp', n);
const islands = (n: number) => lands('basic_island', n);
/** Both seats pass through the kernel's own action step, which records the events the resolution emits. */
const resolvePasses = [
  { action: { type: 'pass' }, player: 0 },
  { action: { type: 'pass' }, player: 1 },
];
/** The state after a scenario's setup and steps (the report gives only a spectator's view). */
function stateAfter(setup: Record<string, unknown>, steps: Array<Record<string, unknown>>): MtgState {
  const ctx = { game: mtg, options: {}, seed: 'scenario', apply: {} } as never;
  const s = mtgScenarios.build(mtgScenarios.setupSchema.parse(setup) as never, ctx);
  for (const { do: kind, ...fields } of steps) {
    const k = mtgScenarios.steps![kind as string];
    k.run(s, k.schema.parse(fields) as never, ctx);
  }
  return s;
}
const sixthName = (id: string | null) => (id ? (sixthEdition().cards[id]?.name ?? id) : '');

describe('Sixth Edition: hands', () => {
  it('the cards read as these rules', () => {
    for (const id of [
      'abyssal_specter',
      'coercion',
      'disrupting_scepter',
      'forget',
      'glasses_of_urza',
      'mind_warp',
      'rag_man',
      'recall',
      'soldevi_sage',
      'stupor',
    ])
      expect(rules(id).unparsed, id).toEqual([]);
    expect(rules('abyssal_specter').triggers[0]).toMatchObject({
      trigger: 'DEALS_DAMAGE_TO_PLAYER',
      steps: [{ op: 'discard', who: { eventSubject: true }, amount: 1 }],
    });
    expect(rules('coercion').steps).toEqual([
      { op: 'discard', who: { target: 0 }, amount: 1, chosenBy: { you: true }, reveal: true },
    ]);
    expect(rules('mind_warp').steps).toEqual([
      { op: 'discard', who: { target: 0 }, amount: { x: true }, chosenBy: { you: true } },
    ]);
    expect(rules('rag_man').activated[0]).toMatchObject({
      steps: [
        {
          op: 'discard',
          who: { target: 0 },
          amount: 1,
          random: true,
          filter: { types: ['creature'] },
          reveal: true,
        },
      ],
      restriction: { id: 'your_turn' },
    });
    expect(rules('stupor').steps).toEqual([
      { op: 'discard', who: { target: 0 }, amount: 1, random: true },
      { op: 'discard', who: { target: 0 }, amount: 1 },
    ]);
    expect(rules('forget').steps[0]).toMatchObject({ op: 'discard', amount: 2, tally: true });
    expect(rules('forget').steps[1]).toEqual({
      op: 'draw',
      who: { target: 0 },
      amount: { discardedThisWay: true },
    });
    expect(rules('recall').steps).toEqual([
      { op: 'discard', who: { you: true }, amount: { x: true }, tally: true },
      {
        op: 'return_chosen_from_graveyard',
        who: { you: true },
        amount: { discardedThisWay: true },
        to: 'hand',
      },
      { op: 'exile', what: { self: true } },
    ]);
    expect(rules('glasses_of_urza').activated[0].steps).toEqual([{ op: 'look_at_hand', who: { target: 0 } }]);
  });

  it('CR 120.3 / 603.2 Abyssal Specter: combat damage to a player makes that player discard', () => {
    scenario(
      {
        step: 'declare_blockers',
        active: 0,
        combat: { attackers: ['spec'], blocks: {} },
        players: [
          player({ battlefield: [{ card: 'abyssal_specter', tag: 'spec', tapped: true }] }),
          player({ hand: [{ card: 'lightning_bolt', tag: 'bolt' }] }),
        ],
      },
      [
        pass(2),
        expectNow({ stack: ['Whenever ~ deals damage to a player, that player discards a card.'] }),
        pass(2),
      ],
      { life: [20, 18], cards: { bolt: { zone: 'graveyard' } } },
    );
  });

  it('Abyssal Specter: damage to a blocking creature is no damage to a player (no trigger)', () => {
    scenario(
      {
        step: 'declare_blockers',
        active: 0,
        combat: { attackers: ['spec'], blocks: { bird: 'spec' } },
        players: [
          player({ battlefield: [{ card: 'abyssal_specter', tag: 'spec', tapped: true }] }),
          player({
            hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
            battlefield: [{ card: 'serra_angel', tag: 'bird' }],
          }),
        ],
      },
      [pass(2)],
      { life: [20, 20], stack: [], cards: { bolt: { zone: 'hand' } } },
    );
  });

  it('CR 701.20a / 701.9a Coercion: the hand is revealed to all and the caster chooses the card', () => {
    const r = scenario(
      {
        players: [
          player({ hand: [{ card: 'coercion', tag: 'co' }], battlefield: swamps(3) }),
          player({
            hand: [
              { card: 'lightning_bolt', tag: 'bolt' },
              { card: 'serra_angel', tag: 'angel' },
            ],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@co', via: 'hand', targets: [['@p1']] }),
        ...resolvePasses,
        expectNow({ pending: 'resolve' }),
        choose('Serra Angel'),
      ],
      { cards: { angel: { zone: 'graveyard' }, bolt: { zone: 'hand' }, co: { zone: 'graveyard' } } },
    );
    const events = r.steps.flatMap((s) => s.events) as Array<{ type: string; cards?: string[] }>;
    expect(events.find((e) => e.type === 'reveal')?.cards).toEqual(['Lightning Bolt', 'Serra Angel']);
  });

  it('CR 402.3 Mind Warp X=2: the caster looks and chooses two; the choice is theirs alone to see', () => {
    const setup = {
      players: [
        player({ hand: [{ card: 'mind_warp', tag: 'mw' }], battlefield: swamps(6) }),
        player({
          hand: [
            { card: 'lightning_bolt', tag: 'bolt' },
            { card: 'serra_angel', tag: 'angel' },
            { card: 'basic_mountain', tag: 'm' },
          ],
        }),
      ],
    };
    const s = stateAfter(setup, [
      act({ type: 'cast', card: '@mw', via: 'hand', targets: [['@p1']], x: 2 }),
      pass(2),
    ]);
    // The caster's question names the cards of that hand; the other seat sees only who decides.
    expect(s.pending).toMatchObject({ player: 0, private: true });
    expect(viewState(s, 1).pending).toEqual({ kind: 'resolve', player: 0 });
    expect(JSON.stringify(viewState(s, 0).pending)).toContain('Serra Angel');
    scenario(
      setup,
      [
        act({ type: 'cast', card: '@mw', via: 'hand', targets: [['@p1']], x: 2 }),
        pass(2),
        choose('Serra Angel'),
        choose('Lightning Bolt'),
      ],
      { cards: { angel: { zone: 'graveyard' }, bolt: { zone: 'graveyard' }, m: { zone: 'hand' } } },
    );
  });

  it('CR 701.9b Stupor: one card at random from the generator, then one of that player’s choice', () => {
    const s = stateAfter(
      {
        players: [
          player({ hand: [{ card: 'stupor', tag: 'st' }], battlefield: swamps(3) }),
          player({ hand: [{ card: 'lightning_bolt' }, { card: 'serra_angel' }, { card: 'basic_mountain' }] }),
        ],
      },
      [act({ type: 'cast', card: '@st', via: 'hand', targets: [['@p1']] }), pass(2)],
    );
    // The random discard asks no one; the second is the opponent's choice among the two cards left.
    expect(s.players[1].graveyard).toHaveLength(1);
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 1 });
    expect(s.pending?.kind === 'resolve' && s.pending.options).toHaveLength(2);
    const left = (s.pending?.kind === 'resolve' ? s.pending.options : []).map((o) => o.label);
    const first = s.players[1].graveyard.map((id) => s.objects[id].card);
    expect(new Set([...left, ...first.map((c) => sixthName(c))]).size).toBe(3);
  });

  it('CR 701.9b Rag Man: a creature card at random after a reveal; with no creature card, nothing is discarded', () => {
    scenario(
      {
        players: [
          player({ battlefield: [...swamps(3), { card: 'rag_man', tag: 'rm' }] }),
          player({
            hand: [
              { card: 'basic_mountain', tag: 'm' },
              { card: 'serra_angel', tag: 'angel' },
            ],
          }),
        ],
      },
      [act({ type: 'activate', source: '@rm', ability: 0, targets: [['@p1']] }), pass(2)],
      { cards: { angel: { zone: 'graveyard' }, m: { zone: 'hand' } } },
    );
    scenario(
      {
        players: [
          player({ battlefield: [...swamps(3), { card: 'rag_man', tag: 'rm' }] }),
          player({
            hand: [
              { card: 'basic_mountain', tag: 'm' },
              { card: 'lightning_bolt', tag: 'bolt' },
            ],
          }),
        ],
      },
      [act({ type: 'activate', source: '@rm', ability: 0, targets: [['@p1']] }), pass(2)],
      { cards: { bolt: { zone: 'hand' }, m: { zone: 'hand' } } },
    );
  });

  it('CR 602.5b Disrupting Scepter and Rag Man activate only during their controller’s turn', () => {
    const setup = (active: number) => ({
      active,
      priority: 0,
      players: [
        player({
          battlefield: [
            ...swamps(3),
            { card: 'disrupting_scepter', tag: 'ds' },
            { card: 'rag_man', tag: 'rm' },
          ],
        }),
        player({ hand: [{ card: 'serra_angel', tag: 'angel' }] }),
      ],
    });
    scenario(setup(0), [act({ type: 'activate', source: '@ds', ability: 0, targets: [['@p1']] }), pass(2)], {
      cards: { angel: { zone: 'graveyard' } },
    });
    for (const source of ['@ds', '@rm'])
      expect(() =>
        scenario(setup(1), [act({ type: 'activate', source, ability: 0, targets: [['@p1']] }, 0)]),
      ).toThrow(/illegal-action/);
  });

  it('Forget: the draw counts the cards discarded this way (one card in hand: one discarded, one drawn)', () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'forget', tag: 'fg' }], battlefield: islands(2) }),
          player({ hand: [{ card: 'serra_angel', tag: 'angel' }] }),
        ],
      },
      [act({ type: 'cast', card: '@fg', via: 'hand', targets: [['@p1']] }), pass(2)],
      { hands: [[], ['Plains']], libraries: [10, 9], cards: { angel: { zone: 'graveyard' } } },
    );
  });

  it('CR 608.2n Recall X=2: two discarded, two cards of the graveyard returned, and Recall exiled', () => {
    scenario(
      {
        players: [
          player({
            hand: [
              { card: 'recall', tag: 'rc' },
              { card: 'basic_mountain', tag: 'm1' },
              { card: 'basic_mountain', tag: 'm2' },
            ],
            graveyard: [
              { card: 'serra_angel', tag: 'angel' },
              { card: 'lightning_bolt', tag: 'bolt' },
            ],
            battlefield: islands(5),
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@rc', via: 'hand', targets: [], x: 2 }),
        pass(2),
        // The first of two identical cards is asked (a choice like any other), the last is the only one left;
        // then the two to return, one at a time.
        choose('Mountain'),
        choose('Serra Angel'),
        choose('Lightning Bolt'),
      ],
      {
        cards: {
          m1: { zone: 'graveyard' },
          m2: { zone: 'graveyard' },
          angel: { zone: 'hand' },
          bolt: { zone: 'hand' },
          rc: { zone: 'exile' },
        },
      },
    );
  });

  it('CR 118.3 Soldevi Sage: two lands sacrificed as one cost; three drawn, one of those three discarded', () => {
    const sage = rules('soldevi_sage').activated[0];
    expect(sage.costs).toEqual([
      { kind: 'tap' },
      { kind: 'sacrifice', filter: { types: ['land'] }, count: 2 },
    ]);
    expect(sage.steps).toEqual([
      { op: 'draw', who: { you: true }, amount: 3, remember: true },
      { op: 'discard', who: { you: true }, amount: 1, among: 'drawn' },
    ]);
    const setup = (lands: number) => ({
      players: [
        player({
          hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
          library: ['basic_island', 'basic_forest', 'basic_mountain', 'basic_plains'],
          battlefield: [
            ...Array.from({ length: lands }, (_, i) => ({ card: 'basic_swamp', tag: `l${i + 1}` })),
            { card: 'soldevi_sage', tag: 'ss' },
          ],
        }),
        player(),
      ],
    });
    const s = stateAfter(setup(3), [
      act({
        type: 'activate',
        source: '@ss',
        ability: 0,
        targets: [],
        sacrifices: ['@l1', '@l3'],
      }),
      pass(2),
    ]);
    // The discard is asked among the three cards drawn: the Bolt already in hand is no answer.
    expect(s.pending?.kind === 'resolve' && s.pending.options.map((o) => o.label)).toEqual([
      'Island',
      'Forest',
      'Mountain',
    ]);
    scenario(
      setup(3),
      [
        act({
          type: 'activate',
          source: '@ss',
          ability: 0,
          targets: [],
          sacrifices: ['@l1', '@l3'],
        }),
        pass(2),
        choose('Forest'),
      ],
      {
        hands: [['Lightning Bolt', 'Island', 'Mountain'], []],
        graveyards: [['Swamp', 'Swamp', 'Forest'], []],
        cards: { l2: { zone: 'battlefield' }, ss: { tapped: true } },
      },
    );
    // One land: the cost cannot be paid (CR 118.3).
    expect(() =>
      scenario(setup(1), [
        act({
          type: 'activate',
          source: '@ss',
          ability: 0,
          targets: [],
          sacrifices: ['@l1'],
        }),
      ]),
    ).toThrow(/illegal-action/);
  });

  it('CR 402.3 Glasses of Urza: the hand is shown to its controller only, in an event for that seat', () => {
    const r = scenario(
      {
        players: [
          player({ battlefield: [{ card: 'glasses_of_urza', tag: 'g' }] }),
          player({ hand: [{ card: 'serra_angel', tag: 'angel' }] }),
        ],
      },
      [act({ type: 'activate', source: '@g', ability: 0, targets: [['@p1']] }), ...resolvePasses],
      { cards: { g: { tapped: true }, angel: { zone: 'hand' } } },
    );
    const events = r.steps.flatMap((s) => s.events) as Array<Record<string, unknown>>;
    expect(events.find((e) => e.type === 'look-hand')).toEqual({ type: 'look-hand', player: 0, whose: 1 });
    expect(events.find((e) => e.type === 'hand-seen')).toEqual({
      type: 'hand-seen',
      player: 0,
      whose: 1,
      cards: ['Serra Angel'],
      visibleTo: 0,
    });
  });
});
