/**
 * Sixth Edition's last twelve lines (issue 22), each card compiled from its
 * oracle text and played in a position: draws replaced (CR 614.1a, 121.6,
 * 614.5), a graveyard replaced by exile (614.1a), the first draw revealed
 * (701.20a), hands revealed (701.20, 402.3), colours set in layer 5 and off
 * the battlefield (613.1e, 611.3a), mana spent as though (609.4b-c),
 * searches of a library and graveyard (701.23) with cards put on top in any
 * order (401.4), a look at another library and life paid (401.2, 119.4),
 * draws "up to" (121.1), a card put onto the battlefield unless paid for
 * (118.12a), and a card played from exile until an upkeep (601.2, 305.1,
 * 603.7). Choices are the right player's decisions; what one player looks at
 * is in that seat's view only.
 */
import { describe, expect, it } from 'vitest';
import { board, cardDerived } from '../src/engine/derived.ts';
import { matches } from '../src/engine/filter.ts';
import { canPay } from '../src/engine/mana.ts';
import type { MtgState, Seat } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { build, lands, player, sixthRules, tagged } from './helpers.ts';

/** Answers the pending resolve decision by the label of one of its options. */
function pick(s: MtgState, label: string | RegExp): void {
  const d = s.pending;
  if (d?.kind !== 'resolve') throw new Error(`no resolve decision (${d?.kind})`);
  const i = d.options.findIndex((o) => (typeof label === 'string' ? o.label === label : label.test(o.label)));
  if (i < 0) throw new Error(`no option ${label} in ${d.options.map((o) => o.label).join(', ')}`);
  mtg.apply(s, d.player, { type: 'choose', option: i } as never);
}

/** Both players pass until the stack is empty (no other decision may come up). */
function resolveStack(s: MtgState): void {
  for (let i = 0; i < 20 && s.stack.length > 0 && !s.pending; i++)
    mtg.apply(s, s.priority, { type: 'pass' } as never);
}

/** Passes (and declares nothing) until `done` holds. */
function playUntil(s: MtgState, done: (s: MtgState) => boolean): void {
  for (let i = 0; i < 400 && !done(s) && !mtg.outcome(s); i++) {
    const p = mtg.toAct(s)[0];
    const legal = mtg.legalActions(s, p);
    const a =
      legal.find((x) => x.type === 'pass') ??
      legal.find((x) => x.type === 'attack_done') ??
      legal.find((x) => x.type === 'block_done') ??
      legal[0];
    mtg.apply(s, p, a);
  }
}

const names = (s: MtgState, ids: number[]) => ids.map((id) => s.objects[id].card);

describe('Sixth Edition: the last lines', () => {
  it('the nine cards read as these rules blocks', () => {
    expect(sixthRules('doomsday').steps).toEqual([
      { op: 'gather_on_top', count: 5 },
      { op: 'lose_life', who: { you: true }, amount: { halfLifeOf: { you: true }, round: 'up' } },
    ]);
    expect(sixthRules('wand_of_denial').activated[0].steps).toEqual([
      { op: 'look_top_pay_to_mill', who: { target: 0 }, filter: { notTypes: ['land'] }, life: 2 },
    ]);
    expect(sixthRules('diminishing_returns').steps).toEqual([
      { op: 'shuffle_into_library', who: { eachPlayer: true }, zones: ['hand', 'graveyard'] },
      { op: 'exile_top', who: { you: true }, amount: 10 },
      { op: 'draw_up_to', who: { eachPlayer: true }, amount: 7 },
    ]);
    expect(sixthRules('flash').steps).toEqual([
      { op: 'put_from_hand', filter: { types: ['creature'] }, optional: true },
      {
        op: 'unless',
        if: { id: 'paid' },
        payer: { you: true },
        cost: { kind: 'mana_cost_of', what: { created: true }, reduction: 2 },
        else: [{ op: 'sacrifice_object', what: { created: true } }],
      },
    ]);
    expect(sixthRules('grinning_totem').activated[0].steps).toEqual([
      {
        op: 'search_exile_playable',
        who: { target: 0 },
        text: "At the beginning of your next upkeep, if you haven't played it, put it into its owner's graveyard.",
        steps: [{ op: 'put_into_graveyard', what: { eventSubject: true } }],
      },
    ]);
    expect(sixthRules('forbidden_crypt').statics.map((st) => st.effect)).toEqual([
      {
        affects: { you: true },
        rules: [
          {
            id: 'draw_instead',
            instead: [
              { op: 'lose_game', who: { you: true }, if: { id: 'graveyard_empty', who: { you: true } } },
              { op: 'return_chosen_from_graveyard', who: { you: true }, amount: 1, to: 'hand' },
            ],
          },
        ],
      },
      { affects: { you: true }, rules: [{ id: 'graveyard_to_exile' }] },
    ]);
    expect(sixthRules('zurs_weirding').statics.map((st) => st.effect)).toEqual([
      { affects: { eachPlayer: true }, rules: [{ id: 'hands_revealed' }] },
      {
        affects: { eachPlayer: true },
        rules: [
          {
            id: 'draw_instead',
            instead: [{ op: 'reveal_draw_others_may_pay', who: { eventSubject: true }, life: 2 }],
          },
        ],
      },
    ]);
    expect(sixthRules('rowen').statics.map((st) => st.effect)).toEqual([
      { affects: { you: true }, rules: [{ id: 'reveal_first_draw' }] },
    ]);
    expect(sixthRules('rowen').triggers).toMatchObject([
      {
        trigger: 'DRAW_REVEALED',
        conditions: [{ id: 'spell_type', filter: { basic: true, types: ['land'] } }],
        steps: [{ op: 'draw', who: { you: true }, amount: 1 }],
      },
    ]);
    expect(sixthRules('celestial_dawn').statics.map((st) => st.effect)).toEqual([
      { affects: { all: { controller: 'you', types: ['land'] } }, setLandType: 'Plains' },
      { affects: { all: { notTypes: ['land'], types: ['permanent'], controller: 'you' } }, setColors: ['W'] },
      {
        affects: { you: true },
        rules: [{ id: 'colour_cards', colors: ['W'], filter: { notTypes: ['land'] } }],
      },
      { affects: { you: true }, rules: [{ id: 'spend_mana_as', anyColor: 'W' }] },
    ]);
    for (const id of [
      'doomsday',
      'wand_of_denial',
      'diminishing_returns',
      'flash',
      'grinning_totem',
      'forbidden_crypt',
      'zurs_weirding',
      'rowen',
      'celestial_dawn',
    ])
      expect(sixthRules(id).unparsed, id).toEqual([]);
  });

  it('CR 701.23 / 401.4 Doomsday: five cards of library and graveyard kept on top in the chosen order, the rest exiled, half the life lost', () => {
    const s = build({
      turn: 3,
      players: [
        player({
          life: 15,
          hand: [{ card: 'doomsday', tag: 'dd' }],
          library: [
            'grizzly_bears',
            'shock',
            'counterspell',
            'giant_growth',
            'air_elemental',
            'basic_forest',
          ],
          graveyard: ['llanowar_elves', 'volcanic_dragon'],
          battlefield: lands('basic_swamp', 3),
        }),
        player(),
      ],
    });
    mtg.apply(s, 0, { type: 'cast', card: tagged(s, 'dd'), via: 'hand', targets: [] } as never);
    resolveStack(s);
    // The choice is the caster's, private: the other seat sees who decides, not the cards.
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 0, private: true });
    expect(JSON.stringify(mtg.view(s, 1).pending)).not.toContain('Grizzly');
    for (const name of ['Volcanic Dragon', 'Shock', 'Grizzly Bears', 'Llanowar Elves', 'Counterspell'])
      pick(s, name);
    // Then the order on top, the first chosen on top.
    for (const name of ['Counterspell', 'Volcanic Dragon', 'Shock', 'Llanowar Elves']) pick(s, name);
    const p0 = s.players[0];
    expect(names(s, p0.library)).toEqual([
      'counterspell',
      'volcanic_dragon',
      'shock',
      'llanowar_elves',
      'grizzly_bears',
    ]);
    expect(names(s, s.exile).sort()).toEqual(['air_elemental', 'basic_forest', 'giant_growth']);
    expect(names(s, p0.graveyard)).toEqual(['doomsday']);
    // Half of 15, rounded up.
    expect(p0.life).toBe(7);
  });

  it('CR 401.2 / 119.4 Wand of Denial: the top card is seen by its controller alone; a nonland card may be buried for 2 life, a land asks nothing', () => {
    const setup = (top: string) =>
      build({
        turn: 3,
        players: [
          player({ battlefield: [{ card: 'wand_of_denial', tag: 'w' }] }),
          player({ library: [top, 'basic_plains', 'basic_plains'] }),
        ],
      });
    const s = setup('counterspell');
    mtg.apply(s, 0, { type: 'activate', source: tagged(s, 'w'), ability: 0, targets: [[-2]] } as never);
    resolveStack(s);
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 0, private: true });
    expect(JSON.stringify(mtg.view(s, 0).pending)).toContain('Counterspell');
    expect(JSON.stringify(mtg.view(s, 1).pending)).not.toContain('Counterspell');
    pick(s, 'Pay 2 life');
    expect(s.players[0].life).toBe(18);
    expect(names(s, s.players[1].graveyard)).toEqual(['counterspell']);
    expect(s.players[1].library.length).toBe(2);

    const land = setup('basic_forest');
    mtg.apply(land, 0, { type: 'activate', source: tagged(land, 'w'), ability: 0, targets: [[-2]] } as never);
    resolveStack(land);
    expect(land.pending?.kind).not.toBe('resolve');
    expect(land.players[0].life).toBe(20);
    expect(names(land, land.players[1].library)[0]).toBe('basic_forest');
  });

  it('CR 701.24 / 121.1 Diminishing Returns: hands and graveyards shuffled in, ten cards exiled, each player draws the number they choose', () => {
    const s = build({
      turn: 3,
      players: [
        player({
          hand: [{ card: 'diminishing_returns', tag: 'dr' }, 'shock', 'shock'],
          graveyard: ['giant_growth'],
          library: Array(15).fill('basic_island'),
          battlefield: lands('basic_island', 4),
        }),
        player({
          hand: ['counterspell'],
          graveyard: ['grizzly_bears'],
          library: Array(12).fill('basic_plains'),
        }),
      ],
    });
    mtg.apply(s, 0, { type: 'cast', card: tagged(s, 'dr'), via: 'hand', targets: [] } as never);
    resolveStack(s);
    // The caster (the active player) chooses first, then the other player.
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 0 });
    expect(s.exile.length).toBe(10);
    expect(s.players[0].library.length + s.players[0].hand.length).toBe(8);
    pick(s, 'Draw 3 cards');
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 1 });
    pick(s, 'Draw 7 cards');
    expect(s.players[0].hand.length).toBe(3);
    expect(s.players[1].hand.length).toBe(7);
    expect(s.players[1].graveyard.length).toBe(0);
    expect(s.players[1].library.length).toBe(14 - 7);
    expect(names(s, s.players[0].graveyard)).toEqual(['diminishing_returns']);
  });

  it('CR 118.12a Flash: the creature put onto the battlefield stays if its mana cost less {2} is paid, and is sacrificed if not', () => {
    const run = (pay: boolean) => {
      const s = build({
        turn: 3,
        players: [
          player({
            hand: [
              { card: 'flash', tag: 'f' },
              { card: 'air_elemental', tag: 'ae' },
            ],
            battlefield: lands('basic_island', pay ? 5 : 2),
          }),
          player(),
        ],
      });
      mtg.apply(s, 0, { type: 'cast', card: tagged(s, 'f'), via: 'hand', targets: [] } as never);
      resolveStack(s);
      pick(s, 'Yes');
      if (pay) pick(s, 'Pay {1}{U}{U}');
      return s;
    };
    const paid = run(true);
    expect(paid.objects[tagged(paid, 'ae')]).toMatchObject({ zone: 'battlefield', controller: 0 });
    expect(paid.battlefield.filter((id) => paid.objects[id].tapped).length).toBe(5);
    // Unable to pay (no untapped land left): sacrificed without a question (CR 118.3).
    const unpaid = run(false);
    expect(unpaid.objects[tagged(unpaid, 'ae')].zone).toBe('graveyard');
  });

  it('CR 701.23 / 601.2 Grinning Totem: the searched card is exiled and playable by the searcher until their next upkeep, then goes to its owner’s graveyard', () => {
    const setup = () =>
      build({
        turn: 3,
        players: [
          player({ battlefield: [{ card: 'grinning_totem', tag: 'gt' }, ...lands('basic_forest', 4)] }),
          player({ library: ['grizzly_bears', 'basic_plains', 'counterspell', 'basic_plains'] }),
        ],
      });
    const s = setup();
    mtg.apply(s, 0, { type: 'activate', source: tagged(s, 'gt'), ability: 0, targets: [[-2]] } as never);
    resolveStack(s);
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 0, private: true });
    // The searcher sees the opponent's library cards in their own view; the opponent does not.
    expect(mtg.view(s, 0).known.players[1].libraryKnown.length).toBe(4);
    expect(mtg.view(s, 1).known.players[1].libraryKnown.length).toBe(0);
    pick(s, 'Grizzly Bears');
    const bears = s.exile.find((id) => s.objects[id].card === 'grizzly_bears')!;
    expect(s.objects[bears]).toMatchObject({ zone: 'exile', owner: 1, playableBy: 0 });
    expect(s.players[1].library.length).toBe(3);
    const cast = mtg.legalActions(s, 0).find((a) => a.type === 'cast' && a.card === bears);
    expect(cast).toMatchObject({ via: 'exile' });
    mtg.apply(s, 0, cast!);
    resolveStack(s);
    const played = s.battlefield.find((id) => s.objects[id].card === 'grizzly_bears')!;
    expect(s.objects[played]).toMatchObject({ controller: 0, owner: 1 });

    // Not played: at the searcher's next upkeep (turn 5) it goes to its owner's graveyard.
    const t = setup();
    mtg.apply(t, 0, { type: 'activate', source: tagged(t, 'gt'), ability: 0, targets: [[-2]] } as never);
    resolveStack(t);
    pick(t, 'Counterspell');
    playUntil(t, (x) => x.turn === 4 && x.step === 'main1');
    const spell = t.exile.find((id) => t.objects[id].card === 'counterspell')!;
    expect(spell).toBeDefined();
    playUntil(t, (x) => x.turn === 5 && x.step === 'main1');
    expect(t.exile.some((id) => t.objects[id].card === 'counterspell')).toBe(false);
    expect(names(t, t.players[1].graveyard)).toContain('counterspell');
  });

  it('CR 614.1a / 121.6 Forbidden Crypt: a draw returns a card of the graveyard chosen by its controller; with none, they lose; cards bound for the graveyard are exiled', () => {
    const s = build({
      turn: 3,
      step: 'upkeep',
      players: [
        player({
          battlefield: [{ card: 'forbidden_crypt' }, ...lands('basic_mountain', 1)],
          graveyard: ['shock', 'grizzly_bears'],
          hand: [{ card: 'shock', tag: 'sh' }],
        }),
        player(),
      ],
    });
    const library = s.players[0].library.length;
    playUntil(s, (x) => x.pending?.kind === 'resolve' || x.step === 'main1');
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 0 });
    pick(s, 'Grizzly Bears');
    expect(s.players[0].library.length).toBe(library);
    expect(names(s, s.players[0].hand).sort()).toEqual(['grizzly_bears', 'shock']);
    playUntil(s, (x) => x.step === 'main1');
    // Shock resolves: the card would go to its owner's graveyard and is exiled instead.
    mtg.apply(s, 0, { type: 'cast', card: tagged(s, 'sh'), via: 'hand', targets: [[-2]] } as never);
    resolveStack(s);
    expect(s.players[1].life).toBe(18);
    expect(s.objects[tagged(s, 'sh')].zone).toBe('exile');

    const empty = build({
      turn: 3,
      step: 'upkeep',
      players: [player({ battlefield: [{ card: 'forbidden_crypt' }] }), player()],
    });
    playUntil(empty, (x) => x.step === 'main1');
    expect(empty.winner).toBe(1);
  });

  it('CR 701.20a Rowen: the first card drawn each turn is revealed; a basic land revealed this way draws a card (not for the second draw)', () => {
    const s = build({
      turn: 3,
      step: 'upkeep',
      players: [
        player({
          battlefield: [{ card: 'rowen' }],
          library: ['basic_forest', 'basic_plains', 'shock', 'shock'],
        }),
        player(),
      ],
    });
    playUntil(s, (x) => x.step === 'main1' && x.stack.length === 0);
    // The Forest drawn and revealed; the trigger drew the Plains (a second draw, not revealed).
    expect(names(s, s.players[0].hand)).toEqual(['basic_forest', 'basic_plains']);
    expect(s.players[0].library.length).toBe(2);

    const nonbasic = build({
      turn: 3,
      step: 'upkeep',
      players: [player({ battlefield: [{ card: 'rowen' }], library: ['shock', 'basic_forest'] }), player()],
    });
    playUntil(nonbasic, (x) => x.step === 'main1' && x.stack.length === 0);
    expect(names(nonbasic, nonbasic.players[0].hand)).toEqual(['shock']);
  });

  it('CR 614.1a / 701.20 Zur’s Weirding: hands are revealed; a draw is revealed and the other player may pay 2 life to bury it, else it is drawn', () => {
    const s = build({
      turn: 3,
      step: 'upkeep',
      players: [
        player({
          battlefield: [{ card: 'zurs_weirding' }],
          hand: ['giant_growth'],
          library: ['counterspell', 'shock', 'basic_plains'],
        }),
        player({ hand: ['grizzly_bears'] }),
      ],
    });
    // Both hands are in both views.
    expect(mtg.view(s, 1).players[0].hand).toEqual([expect.objectContaining({ name: 'Giant Growth' })]);
    expect(mtg.view(s, 0).players[1].hand).toEqual([expect.objectContaining({ name: 'Grizzly Bears' })]);
    playUntil(s, (x) => x.pending?.kind === 'resolve');
    // The other player decides.
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 1 });
    pick(s, 'Pay 2 life');
    expect(s.players[1].life).toBe(18);
    expect(names(s, s.players[0].graveyard)).toEqual(['counterspell']);
    expect(names(s, s.players[0].hand)).toEqual(['giant_growth']);

    const declined = build({
      turn: 3,
      step: 'upkeep',
      players: [
        player({ battlefield: [{ card: 'zurs_weirding' }], library: ['counterspell', 'shock'] }),
        player(),
      ],
    });
    playUntil(declined, (x) => x.pending?.kind === 'resolve');
    pick(declined, "Don't pay");
    // Drawn, and that draw is not revealed again (CR 614.5).
    expect(names(declined, declined.players[0].hand)).toEqual(['counterspell']);
    expect(declined.pending?.kind).not.toBe('resolve');
  });

  it('CR 613.1e / 609.4 Celestial Dawn: its controller’s permanents and cards are white; white mana pays any colour, other mana only generic', () => {
    const s = build({
      turn: 3,
      players: [
        player({
          battlefield: [
            { card: 'celestial_dawn' },
            { card: 'grizzly_bears', tag: 'gb' },
            { card: 'basic_forest' },
          ],
          hand: [
            { card: 'giant_growth', tag: 'gg' },
            { card: 'basic_island', tag: 'isl' },
          ],
        }),
        player({
          battlefield: [{ card: 'grizzly_bears', tag: 'theirs' }],
          hand: [{ card: 'shock', tag: 'sh' }],
        }),
      ],
    });
    const b = board(s);
    expect(b.byId.get(tagged(s, 'gb'))?.colors).toEqual(['W']);
    expect(b.byId.get(tagged(s, 'theirs'))?.colors).toEqual(['G']);
    const white = { color: 'W' as const };
    const isWhite = (tag: string, you: Seat) =>
      matches(b, cardDerived(s.objects[tagged(s, tag)]), white, you, null);
    expect(isWhite('gg', 0)).toBe(true);
    expect(isWhite('isl', 0)).toBe(false);
    expect(isWhite('sh', 1)).toBe(false);
    // The Forest is a Plains: it makes white, which pays Giant Growth's {G}.
    expect(mtg.legalActions(s, 0).some((a) => a.type === 'cast' && a.card === tagged(s, 'gg'))).toBe(true);
    // Green mana floating pays generic only.
    s.players[0].pool.G = 1;
    expect(canPay(s, 0, { generic: 1, colored: {} })).toBe(true);
    s.battlefield
      .filter((id) => s.objects[id].card === 'basic_forest')
      .forEach((id) => {
        s.objects[id].tapped = true;
      });
    expect(canPay(s, 0, { generic: 0, colored: { G: 1 } })).toBe(false);
  });
});
