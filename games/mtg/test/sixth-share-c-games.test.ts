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
import { stableStringify } from '@arbiter/core';
import { describe, expect, it, vi } from 'vitest';
import { actionFromSchema, actionSchema, surfaceLegalActions } from '../src/action-surface.ts';
import { catalog } from '../src/cards/catalog.ts';
import type { Seat } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { viewState } from '../src/view.ts';
import { addTestDeck, copies, playCheckedRandomGame } from './sixth-play.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

describe("Sixth Edition: share C's cards in random games", () => {
  it('the decks they complete are presets of the test pool', () => {
    const decks = catalog().deckList.map((d) => d.id);
    expect(decks).toContain('color_hate');
    expect(decks).toContain('golgari');
  });

  it('a deck of lands, tapping and activated abilities plays random games to the end', () => {
    addTestDeck('share_c_test', [
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
    ]);
    const keys = (as: unknown[]) => as.map((a) => stableStringify(a as never)).sort();
    for (let seed = 0; seed < 6; seed++)
      for (const deck2 of ['share_c_test', 'color_hate', 'golgari'])
        playCheckedRandomGame('share_c_test', deck2, `6ed-c/${seed}`, (s, legal, at) => {
          // The triggers of tapping never wait with a mana ability among them (those resolve at once).
          for (const t of s.triggers) expect(t.ability.trigger, at).not.toBe('ENCHANTED_TAPPED_FOR_MANA');
          const i = Number(at.slice(at.lastIndexOf(' ') + 1));
          if (
            i % 7 !== 0 &&
            !legal.some(
              (a) => 'tap' in (a as object) || 'sacrifices' in (a as object) || 'x' in (a as object),
            )
          )
            return;
          // The action surface lists the same actions from the seat's view, and its entries read back
          // as them (the new cost keys `tap`, `sacrifices` and an activation's `x` included).
          const view = viewState(s, mtg.toAct(s)[0] as Seat);
          expect(keys(surfaceLegalActions(view)), at).toEqual(keys(legal));
          expect(keys(actionSchema(view).map(actionFromSchema)), at).toEqual(keys(legal));
        });
  });
});
