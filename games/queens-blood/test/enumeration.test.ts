/**
 * Enumeration by index answers for the position it is asked about, whatever
 * was asked before: `actionAt` alone, after a count of another state at the
 * same move, and after a count of the same state changed outside `apply`
 * (a card destroyed, a card added to the hand, a forced play).
 */
import { describe, expect, it } from 'vitest';
import { queensBlood as g } from '../src/index.ts';
import type { QBState } from '../src/state.ts';
import type { Side } from '../src/vocabulary.ts';
import { addToHand, destroyAt, play, scenario } from './helpers.ts';

const keys = (s: QBState, side: Side) => g.legalActions(s, side).map((a) => g.actionKey!(a));
/** Every index through actionAt, with no count asked first for this position. */
const atEach = (s: QBState, side: Side, n: number) =>
  Array.from({ length: n }, (_, i) => g.actionKey!(g.actionAt!(s, side, i)));

function midGame(seed: string, plays: number): QBState {
  const s = g.setup(g.optionsSchema.parse({ mulligan: false }), seed);
  for (let i = 0; i < plays && g.outcome(s) === null; i++) {
    const p = g.toAct(s)[0];
    const legal = g.legalActions(s, p);
    g.apply(s, p, legal[(i * 7) % legal.length]);
  }
  return s;
}

describe('actionCount / actionAt', () => {
  it('agree with legalActions when actionAt is asked without a count, and after a count of another state', () => {
    for (let k = 0; k < 20; k++) {
      const a = midGame(`enum/${k}`, 4);
      const b = g.clone(a);
      const p = g.toAct(a)[0];
      const legal = g.legalActions(b, p);
      g.apply(b, p, legal[legal.length - 2] ?? legal[0]);
      g.apply(a, p, legal[0]);
      const q = g.toAct(a)[0];
      if (q === undefined || g.toAct(b)[0] !== q) continue;
      // Same move number, different positions: a count of one never answers for the other.
      const expected = keys(b, q as Side);
      g.actionCount!(a, q);
      expect(atEach(b, q as Side, expected.length)).toEqual(expected);
      expect(g.actionCount!(b, q)).toBe(expected.length);
    }
  });

  it('see a card destroyed, a card added and a forced play made outside apply', () => {
    const s = scenario({
      tiles: [
        { lane: 0, col: 2, owner: 'P1', rank: 1, card: '001', side: 'P1' },
        { lane: 1, col: 2, owner: 'P1', rank: 2 },
      ],
      hands: [['001', '002'], ['001']],
      decks: [['003'], ['003']],
    });
    const side: Side = 0;
    const before = g.actionCount!(s, side);
    expect(before).toBe(keys(s, side).length);

    destroyAt(s, 0, 2);
    expect(atEach(s, side, keys(s, side).length)).toEqual(keys(s, side));
    expect(g.actionCount!(s, side)).toBe(keys(s, side).length);

    addToHand(s, side, '004');
    expect(atEach(s, side, keys(s, side).length)).toEqual(keys(s, side));
    expect(g.actionCount!(s, side)).toBe(keys(s, side).length);

    play(s, '001', 1, 2, side, true);
    const after = keys(s, side);
    expect(atEach(s, side, after.length)).toEqual(after);
    expect(g.actionCount!(s, side)).toBe(after.length);
  });
});
