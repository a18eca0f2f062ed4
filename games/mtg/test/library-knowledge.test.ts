/**
 * What a seat knows of a library (issue 19): a library card is in a seat's
 * view (`known.objects`, `known.players[].libraryKnown`) only while a rule
 * shows it to that seat — the top cards it looks at (Impulse), scries or
 * reveals, the cards a search finds — never because a number in its
 * decision's answers ("pay with X=2") happens to be that card's id.
 */
import { describe, expect, it } from 'vitest';
import type { MtgState } from '../src/engine/state.ts';
import { type MtgAction, mtg } from '../src/index.ts';
import { effectsThatShowLibraryCards } from '../src/library-shown.ts';
import { buildState, resolveTags, setupSchema } from '../src/scenario.ts';
import { player } from './helpers.ts';
import { flameblastPrompt } from './positions.ts';

/** Library cards in `viewer`'s view, by where they show. */
function libraryCardsIn(s: MtgState, viewer: 0 | 1) {
  const known = mtg.view(s, viewer).known;
  return {
    objects: Object.values(known.objects)
      .filter((o) => o.zone === 'library')
      .map((o) => o.id)
      .sort((a, b) => a - b),
    libraryKnown: known.players.map((p) => p.libraryKnown),
  };
}

describe('a decision whose answers are numbers shows no library card', () => {
  it("an X = 0..5 prompt does not put the seat's own library cards 1..5 into its view", () => {
    const s = flameblastPrompt(0);
    // The small ids are seat 0's own deck, still in its library.
    const ownSmall = [1, 2, 3, 4, 5].filter((id) => s.objects[id]?.zone === 'library');
    expect(ownSmall.length).toBeGreaterThan(0);
    expect(libraryCardsIn(s, 0)).toEqual({ objects: [], libraryKnown: [[], []] });
  });

  it("an X = 0..5 prompt does not put the opponent's library cards 1..5 into the view", () => {
    const s = flameblastPrompt(1);
    const theirsSmall = [1, 2, 3, 4, 5].filter(
      (id) => s.objects[id]?.zone === 'library' && s.objects[id].owner === 0,
    );
    expect(theirsSmall.length).toBeGreaterThan(0);
    expect(libraryCardsIn(s, 1)).toEqual({ objects: [], libraryKnown: [[], []] });
  });
});

describe('a rule that shows library cards shows them to the seat it asks, and only while it asks', () => {
  it('Impulse: the caster sees the top four cards (in library order), the opponent none', () => {
    const s = buildState(
      setupSchema.parse({
        players: [
          player({
            library: ['basic_island', 'counterspell', 'impulse', 'basic_plains', 'lightning_bolt', 'repulse'],
            hand: [{ card: 'impulse', tag: 'impulse' }],
            battlefield: [{ card: 'basic_island' }, { card: 'basic_island' }],
          }),
          player(),
        ],
      }),
      'impulse-view',
    );
    const top4 = s.players[0].library.slice(0, 4);
    mtg.apply(
      s,
      0,
      resolveTags(s, { type: 'cast', card: '@impulse', via: 'hand', targets: [] }) as MtgAction,
    );
    mtg.apply(s, 0, { type: 'pass' });
    mtg.apply(s, 1, { type: 'pass' });
    expect(s.pending?.kind === 'resolve' && s.pending.prompt).toBe('Choose a card to put into your hand.');
    expect(libraryCardsIn(s, 0)).toEqual({
      objects: [...top4].sort((a, b) => a - b),
      libraryKnown: [top4, []],
    });
    expect(libraryCardsIn(s, 1)).toEqual({ objects: [], libraryKnown: [[], []] });
    // Once the cards are on the bottom, the library is hidden again.
    for (let i = 0; i < 10 && s.pending?.kind === 'resolve'; i++)
      mtg.apply(s, 0, { type: 'choose', option: 0 });
    expect(s.pending).toBeNull();
    expect(libraryCardsIn(s, 0)).toEqual({ objects: [], libraryKnown: [[], []] });
  });

  it('the steps that show library cards are those whose modules say so: the ones that look at a library', () => {
    expect([...effectsThatShowLibraryCards].sort()).toEqual([
      // Sixth Edition's: Teferi's Puzzle Box; Ancestral Memories, Browse; Sage Owl; Doomsday; Wand of Denial;
      // Grinning Totem (another player's library).
      'gather_on_top',
      'hand_to_bottom_draw',
      'look_pick',
      'look_take',
      'look_top_pay_to_mill',
      'piles',
      'reorder_top',
      'reveal_take_all',
      'scry',
      'search',
      'search_exile_playable',
      'search_to_top',
    ]);
  });
});
