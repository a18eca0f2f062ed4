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
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import type { Seat } from '../src/engine/state.ts';
import { viewState } from '../src/view.ts';
import { addTestDeck, copies, playCheckedRandomGame } from './sixth-play.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

/** A random game with the board checked; a private decision shows the other seat only who decides. */
function play(deck1: string, deck2: string, seed: string): void {
  playCheckedRandomGame(deck1, deck2, seed, (s, _legal, at) => {
    const d = s.pending;
    if (d?.kind === 'resolve' && d.private)
      expect(viewState(s, (1 - d.player) as Seat).pending, at).toEqual({ kind: 'resolve', player: d.player });
  });
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
    addTestDeck('hands_test', [
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
    ]);
    for (let seed = 0; seed < 6; seed++)
      for (const deck2 of ['hands_test', 'mono_white']) play('hands_test', deck2, `6ed-hands-deck/${seed}`);
  });
});
