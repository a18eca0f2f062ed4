/**
 * The autopass check's quick test judging spells and abilities by their
 * targets (engine/priority-candidates.ts, `lacksTargets`): over random
 * Sixth Edition games of decks with targeted instants and abilities
 * (Exile's attacking creature, Counterspell's spell, Terror, Disenchant,
 * Infantry Veteran, modal Valorous Stance and Abrade), wherever a "nothing" answer rested on some card or
 * ability lacking targets, the full legal list worked out afresh on a clone
 * holds nothing but `pass` and `mana`; and a game played with targets not
 * judged takes the same actions.
 */
import { createRng, randInt, stableStringify } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { judgeTargets, nothingByTargets, watchQuickAnswers } from '../src/engine/priority-candidates.ts';
import { cloneState, type MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { randomGameActions } from './helpers.ts';

const pairings: Array<[string, string]> = [
  ['mono_white', 'blue_control'],
  ['white_weenie', 'mono_blue'],
  ['boros', 'dimir'],
  ['azorius', 'mono_black'],
  // Modal instants, a mode of which often has no target (Valorous Stance, Abrade).
  ['glorious_combat', 'draconic_fury'],
];

afterEach(() => {
  judgeTargets(true);
  watchQuickAnswers(null);
});

describe('the quick "nothing to do" judging targets', () => {
  it('answers "nothing" by targets only where the full list has nothing but pass and mana', () => {
    let judged = 0;
    pairings.forEach(([deck1, deck2], i) => {
      const where = (s: MtgState) => `${deck1} v ${deck2}, action ${s.actions}, turn ${s.turn} ${s.step}`;
      let seen = nothingByTargets();
      watchQuickAnswers((s, p, answer) => {
        const now = nothingByTargets();
        if (now === seen) return;
        seen = now;
        expect(answer).toBe(true);
        judged++;
        const list = mtg.legalActions(cloneState(s), p);
        const other = list.filter((a) => a.type !== 'pass' && a.type !== 'mana');
        expect(stableStringify(other as never), where(s)).toBe('[]');
      });
      const s = mtg.setup({ deck1, deck2, maxTurns: 200 } as never, `quick-targets/${i}`);
      const rng = createRng(`quick-targets/agent/${i}`);
      while (!mtg.outcome(s)) {
        const p = mtg.toAct(s)[0];
        const legal = mtg.legalActions(s, p);
        mtg.apply(s, p, legal[randInt(rng, legal.length)]);
      }
      watchQuickAnswers(null);
    });
    expect(judged).toBeGreaterThan(50);
  });

  it('leaves every game as it goes with targets not judged', () => {
    for (const [i, [deck1, deck2]] of pairings.entries()) {
      const judging = randomGameActions(deck1, deck2, `quick-targets/game/${i}`);
      judgeTargets(false);
      const not = randomGameActions(deck1, deck2, `quick-targets/game/${i}`);
      judgeTargets(true);
      expect(not, `${deck1} v ${deck2}`).toEqual(judging);
    }
  });
});
