/**
 * A batch's seeds are a range read on demand: a billion-game range costs
 * nothing to make, and reads exactly the strings a list would hold.
 */
import { describe, expect, it } from 'vitest';
import { seedRange } from '../src/games.ts';

describe('seedRange', () => {
  it('reads seed + i as a string, nothing outside the range', () => {
    const r = seedRange(40, 3);
    expect(r.length).toBe(3);
    expect([0, 1, 2].map((i) => r.at(i))).toEqual(['40', '41', '42']);
    expect(r.at(3)).toBeUndefined();
    expect(r.at(-1)).toBeUndefined();
  });

  it('holds no list: a billion seeds are made one at a time', () => {
    const before = process.memoryUsage().heapUsed;
    const r = seedRange(7, 1_000_000_000);
    expect(r.at(999_999_999)).toBe('1000000006');
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(1_000_000);
  });
});
