/**
 * The autopass check's quick "nothing to do" (engine/priority-candidates.ts):
 * over random games of Sixth Edition and phase-1 pairings, where it answers
 * "nothing" (every other time) the full legal list worked out afresh on a
 * clone holds nothing but `pass` and `mana`, every summary part it kept equals the part
 * read afresh, and a game played with the quick check off takes the same
 * actions (autopass included).
 */
import { createRng, randInt, stableStringify } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cardsPart,
  fieldPart,
  keepCandidates,
  quickNothing,
  watchQuickAnswers,
} from '../src/engine/priority-candidates.ts';
import { cloneState, type MtgState, type Seat } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { randomGameActions } from './helpers.ts';

// Control changes (simic, political_trickery), graveyard abilities and casts, granted abilities,
// cost reductions, lands of two abilities (artifact), phase 1's own decks.
const pairings: Array<[string, string]> = [
  ['simic', 'political_trickery'],
  ['artifact', 'golgari'],
  ['blue_control', 'black_aggro'],
  ['spells', 'creatures'],
  ['dark_sacrifice', 'boundless_elves'],
  ['glorious_combat', 'draconic_fury'],
];

afterEach(() => {
  quickNothing(true);
  keepCandidates(true);
  watchQuickAnswers(null);
});

/** A part without what keys it (the state, the catalog, the board), as JSON. */
function partWords(part: object): string {
  const { s: _s, cards: _c, board: _b, battlefield: _f, ...rest } = part as Record<string, unknown>;
  return stableStringify(rest as never);
}

/** Seat `p`'s summary parts, kept or read afresh. */
function parts(s: MtgState, p: Seat, fresh: boolean): string {
  keepCandidates(!fresh);
  const out = [cardsPart(s, p, 'hand'), cardsPart(s, p, 'graveyard'), fieldPart(s, p)].map(partWords);
  keepCandidates(true);
  return out.join('\n');
}

describe('the quick "nothing to do"', () => {
  it('answers "nothing" only where the full list has nothing but pass and mana, from parts equal to fresh ones', () => {
    let quick = 0;
    let checked = 0;
    pairings.forEach(([deck1, deck2], i) => {
      const where = (s: MtgState) => `${deck1} v ${deck2}, action ${s.actions}, turn ${s.turn} ${s.step}`;
      watchQuickAnswers((s, p, answer) => {
        checked++;
        // Kept parts first (reading fresh ones replaces them).
        const kept = parts(s, p, false);
        expect(kept, where(s)).toBe(parts(s, p, true));
        if (!answer) return;
        // Every other "nothing" against a clone's full list (a clone per check is the test's cost).
        if (quick++ % 2 === 1) return;
        const list = mtg.legalActions(cloneState(s), p);
        const other = list.filter((a) => a.type !== 'pass' && a.type !== 'mana');
        expect(stableStringify(other as never), where(s)).toBe('[]');
      });
      const s = mtg.setup({ deck1, deck2, maxTurns: 200 } as never, `quick-nothing/${i}`);
      const rng = createRng(`quick-nothing/agent/${i}`);
      while (!mtg.outcome(s)) {
        const p = mtg.toAct(s)[0];
        const legal = mtg.legalActions(s, p);
        mtg.apply(s, p, legal[randInt(rng, legal.length)]);
      }
      watchQuickAnswers(null);
    });
    expect(quick).toBeGreaterThan(500);
    expect(checked).toBeGreaterThan(quick);
  });

  it('leaves every game as it goes with the quick check off', () => {
    for (const [i, [deck1, deck2]] of pairings.entries()) {
      const quick = randomGameActions(deck1, deck2, `quick-nothing/game/${i}`);
      quickNothing(false);
      const full = randomGameActions(deck1, deck2, `quick-nothing/game/${i}`);
      quickNothing(true);
      expect(full, `${deck1} v ${deck2}`).toEqual(quick);
    }
  });
});
