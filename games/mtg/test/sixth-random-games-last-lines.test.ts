/**
 * A test deck of the nine cards whose lines were read last (Celestial Dawn,
 * Doomsday, Diminishing Returns, Flash, Forbidden Crypt, Grinning Totem,
 * Rowen, Wand of Denial, Zur's Weirding — in no preset) played to the end by
 * random legal actions, against itself and mono_blue: no engine error, every
 * game ends, the cached board is the board computed afresh after every
 * action, a private decision shows the other seat only who decides, and
 * every few actions a seat's view does not change when what it cannot see is
 * changed (hands revealed by Zur's Weirding stay seen).
 */
import { createRng, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { type Board, board, boardFromScratch } from '../src/engine/derived.ts';
import type { Seat } from '../src/engine/state.ts';
import { perturbHidden } from '../src/hidden.ts';
import { mtg } from '../src/index.ts';
import { viewState } from '../src/view.ts';

const summary = (b: Board) =>
  JSON.stringify(
    [...b.byId.values()].map((d) => ({ ...d, keywords: [...d.keywords].sort() })).sort((x, y) => x.id - y.id),
  );

function play(deck1: string, deck2: string, seed: string): { private: number; kinds: Set<string> } {
  const s = mtg.setup({ deck1, deck2 } as never, seed);
  const rng = createRng(seed);
  const seen = { private: 0, kinds: new Set<string>() };
  for (let i = 0; i < 30000 && !mtg.outcome(s); i++) {
    const p = mtg.toAct(s)[0];
    const d = s.pending;
    if (d?.kind === 'resolve') {
      const step = s.resolving?.steps[s.resolving.index];
      if (step) seen.kinds.add(step.op);
      if (d.private) {
        seen.private++;
        expect(viewState(s, (1 - d.player) as Seat).pending).toEqual({ kind: 'resolve', player: d.player });
      }
    }
    if (i % 25 === 0)
      for (const seat of [0, 1] as Seat[])
        expect(JSON.stringify(viewState(perturbHidden(s, seat, `${seed}/${i}`), seat)), `${seed} ${i}`).toBe(
          JSON.stringify(viewState(s, seat)),
        );
    const legal = mtg.legalActions(s, p);
    mtg.apply(s, p, legal[randInt(rng, legal.length)]);
    expect(summary(board(s)), `${deck1}/${deck2} ${seed} action ${i}`).toBe(summary(boardFromScratch(s)));
  }
  expect(mtg.outcome(s), `${deck1}/${deck2} ${seed}`).toBeTruthy();
  return seen;
}

describe('Sixth Edition: the cards of the last lines, in random games', () => {
  it('a deck of the nine cards plays random games to the end', () => {
    const copies = (n: number, ids: string[]) => ids.flatMap((id) => Array<string>(n).fill(id));
    const cards = [
      ...copies(6, ['basic_plains', 'basic_island', 'basic_swamp', 'basic_forest']),
      ...copies(4, [
        'celestial_dawn',
        'doomsday',
        'diminishing_returns',
        'flash',
        'forbidden_crypt',
        'grinning_totem',
        'rowen',
        'wand_of_denial',
        'zurs_weirding',
      ]),
    ];
    expect(cards).toHaveLength(60);
    const cat = catalog();
    for (const id of cards) expect(cat.cards[id], id).toBeDefined();
    const deck = { id: 'last_lines_test', name: 'Last lines test', colors: [], cards };
    cat.decks[deck.id] = deck;
    cat.deckList.push(deck);
    const kinds = new Set<string>();
    for (let seed = 0; seed < 4; seed++)
      for (const deck2 of ['last_lines_test', 'mono_blue'])
        for (const k of play('last_lines_test', deck2, `6ed-last-lines/${seed}`).kinds) kinds.add(k);
    // The games met the new decisions (not all of them every time: random play).
    expect([...kinds].some((k) => ['gather_on_top', 'draw_up_to', 'search_exile_playable'].includes(k))).toBe(
      true,
    );
  });
});
