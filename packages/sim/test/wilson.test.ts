import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlaps, wilson } from '../src/index.ts';

/**
 * The Wilson interval computed another way: its bounds are the two roots in p
 * of (k/n - p)^2 = z^2 p (1 - p) / n, a quadratic a p^2 + b p + c = 0.
 */
function byQuadratic(k: number, n: number, z: number): [number, number] {
  const phat = k / n;
  const a = 1 + (z * z) / n;
  const b = -(2 * phat + (z * z) / n);
  const c = phat * phat;
  const root = Math.sqrt(b * b - 4 * a * c);
  return [(-b - root) / (2 * a), (-b + root) / (2 * a)];
}

describe('wilson', () => {
  it.each([
    [0, 10],
    [5, 10],
    [10, 10],
    [1, 3],
    [37, 200],
  ])('k=%i n=%i matches the quadratic roots', (k, n) => {
    const [low, high] = byQuadratic(k, n, 1.96);
    const got = wilson(k, n);
    expect(got.rate).toBe(k / n);
    expect(got.low).toBeCloseTo(Math.max(0, low), 12);
    expect(got.high).toBeCloseTo(Math.min(1, high), 12);
  });

  it('matches the published 95% values at 0, 5 and 10 out of 10', () => {
    // Widely tabulated: 0/10 -> [0, 0.2775], 5/10 -> [0.2366, 0.7634], 10/10 -> [0.7225, 1].
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 4);
    expect(wilson(5, 10).low).toBeCloseTo(0.2366, 4);
    expect(wilson(5, 10).high).toBeCloseTo(0.7634, 4);
    expect(wilson(10, 10).low).toBeCloseTo(0.7225, 4);
    expect(wilson(10, 10).high).toBe(1);
  });

  it('stays in [0, 1] around the rate, and narrows with more trials', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, share) => {
          const k = Math.round(share * n);
          const w = wilson(k, n);
          expect(0 <= w.low && w.low <= w.rate && w.rate <= w.high && w.high <= 1).toBe(true);
          const wider = wilson(k, n, 2.58);
          expect(wider.low).toBeLessThanOrEqual(w.low);
          expect(wider.high).toBeGreaterThanOrEqual(w.high);
          const more = wilson(k * 4, n * 4);
          expect(more.high - more.low).toBeLessThanOrEqual(w.high - w.low + 1e-12);
        },
      ),
    );
  });

  it('gives the whole of [0, 1] for no trials, and refuses nonsense', () => {
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
    expect(() => wilson(11, 10)).toThrow(RangeError);
    expect(() => wilson(-1, 10)).toThrow(RangeError);
    expect(() => wilson(1.5, 10)).toThrow(RangeError);
    expect(() => wilson(1, 10, 0)).toThrow(RangeError);
  });

  it('overlaps tells apart intervals that share a point from those that do not', () => {
    expect(overlaps(wilson(5, 10), wilson(6, 10))).toBe(true);
    expect(overlaps(wilson(0, 100), wilson(100, 100))).toBe(false);
  });
});
