/**
 * The legal list after a plain tap for mana is the list before it without
 * that land's `mana` action (engine/legal-after-mana.ts): over random games
 * of Sixth Edition pairings, every list kept that way equals the list worked
 * out afresh on a clone, and a game played with no list kept takes the same
 * actions (autopass included).
 */
import { createRng, randInt, stableStringify } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { keepListsAfterMana, listsKeptAfterMana } from '../src/engine/legal-after-mana.ts';
import { cloneState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { randomGameActions } from './helpers.ts';

// Mono-colour and two-colour decks, lands of two {T} abilities (artifact), "tapped" words (selesnya).
const pairings: Array<[string, string]> = [
  ['mono_green', 'mono_red'],
  ['azorius', 'boros'],
  ['artifact', 'selesnya'],
];

afterEach(() => keepListsAfterMana(true));

describe('the legal list after a tap for mana', () => {
  it('is the list worked out afresh, wherever it is kept', () => {
    let checked = 0;
    pairings.forEach(([deck1, deck2], i) => {
      const s = mtg.setup({ deck1, deck2, maxTurns: 200 } as never, `after-mana/${i}`);
      const rng = createRng(`after-mana/agent/${i}`);
      // A list is kept as `apply` asks whether the player has anything to do; the next list read is it
      // (unless it let the player pass by itself: the game test below covers that).
      let keptIn = false;
      let seen = 0;
      while (!mtg.outcome(s)) {
        const p = mtg.toAct(s)[0];
        const legal = mtg.legalActions(s, p);
        // Every other one (a clone per check is the test's cost).
        if (keptIn && !s.pending && seen++ % 2 === 0) {
          const fresh = mtg.legalActions(cloneState(s), p);
          expect(stableStringify(fresh as never), `${deck1} v ${deck2}, action ${s.actions}`).toBe(
            stableStringify(legal as never),
          );
          checked++;
        }
        const before = listsKeptAfterMana();
        mtg.apply(s, p, legal[randInt(rng, legal.length)]);
        keptIn = listsKeptAfterMana() !== before;
      }
    });
    expect(checked).toBeGreaterThan(50);
  });

  it('leaves every game as it goes with every list worked out afresh', () => {
    for (const [i, [deck1, deck2]] of pairings.entries()) {
      const keeping = randomGameActions(deck1, deck2, `after-mana/game/${i}`);
      keepListsAfterMana(false);
      const fresh = randomGameActions(deck1, deck2, `after-mana/game/${i}`);
      keepListsAfterMana(true);
      expect(fresh, `${deck1} v ${deck2}`).toEqual(keeping);
    }
  });
});
