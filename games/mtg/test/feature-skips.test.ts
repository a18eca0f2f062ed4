/**
 * The checks that skip themselves in a match whose cards do not need them
 * (engine/match-features.ts: graveyards searched for casts and activations,
 * cost reductions, extra land plays, and the Sixth Edition rules before
 * them) must never change a game: over random games of both pools, each
 * decision's legal list equals the list worked out afresh with every check
 * on (`checkEverything`: a clone, so no kept list is reused), and a game
 * played with every check on takes the same actions (autopass included).
 */
import { createRng, randInt, stableStringify } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEverything } from '../src/engine/match-features.ts';
import { cloneState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { randomGameActions } from './helpers.ts';

// Decks with and without graveyard abilities, flashback, cost reductions, extra land plays, "becomes tapped".
const pairings: Array<[string, string]> = [
  ['mono_red', 'izzet'],
  ['simic', 'golgari'],
  ['dimir', 'artifact'],
  ['glorious_combat', 'dark_sacrifice'],
  ['boundless_elves', 'political_trickery'],
];

afterEach(() => checkEverything(false));

describe('checks skipped by match features', () => {
  it('leave every legal list as the engine with every check on works it out', () => {
    let decisions = 0;
    pairings.forEach(([deck1, deck2], i) => {
      const s = mtg.setup({ deck1, deck2, maxTurns: 200 } as never, `skips/${i}`);
      const rng = createRng(`skips/agent/${i}`);
      while (!mtg.outcome(s)) {
        const p = mtg.toAct(s)[0];
        const legal = mtg.legalActions(s, p);
        // Every other priority decision: where the skipped checks are read (a clone per decision is the test's cost).
        if (s.pending || s.actions % 2 === 1) {
          mtg.apply(s, p, legal[randInt(rng, legal.length)]);
          continue;
        }
        checkEverything(true);
        const fresh = mtg.legalActions(cloneState(s), p);
        checkEverything(false);
        expect(stableStringify(fresh as never), `${deck1} v ${deck2}, action ${s.actions}`).toBe(
          stableStringify(legal as never),
        );
        mtg.apply(s, p, legal[randInt(rng, legal.length)]);
        decisions++;
      }
    });
    expect(decisions).toBeGreaterThan(300);
  });

  it('leave every game (autopass included) as it goes with every check on', () => {
    for (const [i, [deck1, deck2]] of pairings.entries()) {
      const skipping = randomGameActions(deck1, deck2, `skips/game/${i}`);
      checkEverything(true);
      const all = randomGameActions(deck1, deck2, `skips/game/${i}`);
      checkEverything(false);
      expect(all, `${deck1} v ${deck2}`).toEqual(skipping);
    }
  });
});
