/**
 * Share C's Sixth Edition cards (lands and tapping, activated abilities) in
 * random games: a deck of them against itself and the 6ED decks they
 * complete (color_hate, golgari) plays to the end with no engine error; at
 * every action the cached board equals a board computed afresh (taps,
 * untaps and "enter tapped" must not leave it stale), and the triggers of
 * tapping never wait with a mana ability among them (those resolve at once);
 * and the action surface lists the engine's actions, its entries reading back
 * as them.
 */
import { createRng, randInt, stableStringify } from '@arbiter/core';
import { describe, expect, it, vi } from 'vitest';
import { actionFromSchema, actionSchema, surfaceLegalActions } from '../src/action-surface.ts';
import { catalog } from '../src/cards/catalog.ts';
import { type Board, board, boardFromScratch } from '../src/engine/derived.ts';
import type { Seat } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { viewState } from '../src/view.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const copies = (n: number, ids: string[]) => ids.flatMap((id) => Array<string>(n).fill(id));

describe("Sixth Edition: share C's cards in random games", () => {
  it('the decks they complete are presets of the test pool', () => {
    const decks = catalog().deckList.map((d) => d.id);
    expect(decks).toContain('color_hate');
    expect(decks).toContain('golgari');
  });

  it('a deck of lands, tapping and activated abilities plays random games to the end', () => {
    const cards = [
      ...copies(4, ['basic_swamp', 'basic_forest', 'basic_mountain']),
      ...copies(2, ['basic_island', 'city_of_brass']),
      ...copies(2, [
        'kismet',
        'blight',
        'ankh_of_mishra',
        'dingus_egg',
        'psychic_venom',
        'manabarbs',
        'wild_growth',
        'meekstone',
        'fyndhorn_brownie',
        'lead_golem',
        'mana_short',
        'elder_druid',
      ]),
      ...copies(2, [
        'vitalize',
        'early_harvest',
        'spitting_drake',
        'snake_basket',
        'the_hive',
        'goblin_warrens',
        'hecatomb',
        'bottle_of_suleiman',
        'raging_goblin',
        'goblin_hero',
      ]),
    ];
    expect(cards).toHaveLength(60);
    const cat = catalog();
    for (const id of cards) expect(cat.cards[id], id).toBeDefined();
    const deck = { id: 'share_c_test', name: 'Share C test', colors: [], cards };
    cat.decks[deck.id] = deck;
    cat.deckList.push(deck);
    const summary = (b: Board) =>
      JSON.stringify(
        [...b.byId.values()]
          .map((d) => ({ ...d, keywords: [...d.keywords].sort() }))
          .sort((x, y) => x.id - y.id),
      );
    for (let seed = 0; seed < 6; seed++)
      for (const deck2 of ['share_c_test', 'color_hate', 'golgari']) {
        const s = mtg.setup({ deck1: 'share_c_test', deck2 } as never, `6ed-c/${seed}`);
        const rng = createRng(`6ed-c/${seed}`);
        for (let i = 0; i < 30000 && !mtg.outcome(s); i++) {
          const p = mtg.toAct(s)[0];
          const legal = mtg.legalActions(s, p);
          const newKeys = legal.filter((a) => 'tap' in a || 'sacrifices' in a || 'x' in a);
          if (i % 7 === 0 || newKeys.length > 0) {
            // The action surface lists the same actions from the seat's view, and its entries read back
            // as them (the new cost keys `tap`, `sacrifices` and an activation's `x` included).
            const view = viewState(s, p as Seat);
            const keys = (as: unknown[]) => as.map((a) => stableStringify(a as never)).sort();
            expect(keys(surfaceLegalActions(view)), `${deck2} ${seed} action ${i}`).toEqual(keys(legal));
            expect(keys(actionSchema(view).map(actionFromSchema)), `${deck2} ${seed} action ${i}`).toEqual(
              keys(legal),
            );
          }
          mtg.apply(s, p, legal[randInt(rng, legal.length)]);
          expect(summary(board(s)), `${deck2} ${seed} action ${i}`).toBe(summary(boardFromScratch(s)));
          for (const t of s.triggers)
            expect(t.ability.trigger, `${deck2} ${seed} action ${i}`).not.toBe('ENCHANTED_TAPPED_FOR_MANA');
        }
        expect(mtg.outcome(s), `${deck2} ${seed}`).toBeTruthy();
      }
  });
});
