/**
 * The Sixth Edition decks the hands family made whole (`blue_control`:
 * Recall; `spells`: Soldevi Sage, Rag Man, Recall, Forget) and a test deck
 * of every card this family and the last lines of share A made parse,
 * played to the end by random legal actions: no engine error, every game
 * ends, the cached board is the board computed afresh after every action
 * (Zombie Master's granted ability lives in the layers), and a private
 * decision (Mind Warp's look at a hand), when one comes up, shows the other
 * seat only who decides (rules-6ed-hands.test.ts checks it on a set position).
 */
import { createRng, randInt } from '@arbiter/core';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { type Board, board, boardFromScratch } from '../src/engine/derived.ts';
import type { Seat } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { viewState } from '../src/view.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const summary = (b: Board) =>
  JSON.stringify(
    [...b.byId.values()].map((d) => ({ ...d, keywords: [...d.keywords].sort() })).sort((x, y) => x.id - y.id),
  );

function play(deck1: string, deck2: string, seed: string): { privateSeen: number } {
  const s = mtg.setup({ deck1, deck2 } as never, seed);
  const rng = createRng(seed);
  let privateSeen = 0;
  for (let i = 0; i < 30000 && !mtg.outcome(s); i++) {
    const p = mtg.toAct(s)[0];
    const d = s.pending;
    if (d?.kind === 'resolve' && d.private) {
      privateSeen++;
      expect(viewState(s, (1 - d.player) as Seat).pending).toEqual({ kind: 'resolve', player: d.player });
    }
    const legal = mtg.legalActions(s, p);
    mtg.apply(s, p, legal[randInt(rng, legal.length)]);
    expect(summary(board(s)), `${deck1}/${deck2} ${seed} action ${i}`).toBe(summary(boardFromScratch(s)));
  }
  expect(mtg.outcome(s), `${deck1}/${deck2} ${seed}`).toBeTruthy();
  return { privateSeen };
}

describe('Sixth Edition: the decks and cards of the hands family, in random games', () => {
  it('blue_control and spells are whole and play random games to the end', () => {
    const decks = catalog().deckList.map((d) => d.id);
    expect(decks).toContain('blue_control');
    expect(decks).toContain('spells');
    for (let seed = 0; seed < 3; seed++)
      for (const [a, b] of [
        ['blue_control', 'spells'],
        ['spells', 'mono_white'],
        ['blue_control', 'glorious_combat'],
      ])
        play(a, b, `6ed-hands/${seed}`);
  });

  it('a deck of the family’s cards plays random games to the end', () => {
    const copies = (n: number, ids: string[]) => ids.flatMap((id) => Array<string>(n).fill(id));
    const cards = [
      ...copies(11, ['basic_swamp']),
      ...copies(10, ['basic_island']),
      ...copies(3, [
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
        'zombie_master',
        'scathe_zombies',
        'polymorph',
      ]),
    ];
    expect(cards).toHaveLength(60);
    const cat = catalog();
    for (const id of cards) expect(cat.cards[id], id).toBeDefined();
    const deck = { id: 'hands_test', name: 'Hands test', colors: [], cards };
    cat.decks[deck.id] = deck;
    cat.deckList.push(deck);
    for (let seed = 0; seed < 6; seed++)
      for (const deck2 of ['hands_test', 'mono_white']) play('hands_test', deck2, `6ed-hands-deck/${seed}`);
  });
});
