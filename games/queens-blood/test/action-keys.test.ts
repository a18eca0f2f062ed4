/** Action keys: one spelling per action, whatever path made it (interned lists, foreign JSON). */
import { describe, expect, it } from 'vitest';
import { queensBlood as g } from '../src/index.ts';

const key = (a: unknown) => g.actionKey!(a as Parameters<NonNullable<typeof g.actionKey>>[0]);
const mulligan = (replace: unknown[]) => key({ type: 'mulligan', replace });

describe('action keys', () => {
  it('spell a mulligan as m and its uids in ascending order, whatever their order', () => {
    expect(mulligan([])).toBe('m');
    expect(mulligan([4, 1, 12])).toBe('m1,4,12');
    expect(mulligan([12, 4, 1])).toBe('m1,4,12');
    expect(mulligan([27, 15])).toBe('m15,27');
    expect(mulligan([3])).not.toBe(mulligan([4]));
  });

  it('spell out mulligans that are not sets of small uids the same way', () => {
    expect(mulligan([3, 3])).toBe('m3,3');
    expect(mulligan([40, 2])).toBe('m2,40');
    expect(mulligan([2, 40, 2])).toBe('m2,2,40');
    expect(mulligan([-1, 5])).toBe('m-1,5');
    // A set key cached before does not answer for a duplicate list.
    expect(mulligan([7])).toBe('m7');
    expect(mulligan([7, 7])).toBe('m7,7');
  });

  it('give every mulligan of a real opening hand its own key, equal to the spelled-out one', () => {
    const s = g.setup(g.optionsSchema.parse({}), 'keys');
    const legal = g.legalActions(s, 0);
    const keys = legal.map(key);
    expect(new Set(keys).size).toBe(legal.length);
    for (const a of legal) {
      if (a.type !== 'mulligan') throw new Error('expected the mulligan phase');
      expect(key(a)).toBe(`m${[...a.replace].sort((x, y) => x - y).join(',')}`);
    }
  });

  it('key plays by uid and tile, and pass as pass', () => {
    expect(key({ type: 'play', card: 3, lane: 1, col: 2 })).toBe('p3:1:2');
    expect(key({ type: 'pass' })).toBe('pass');
  });
});
