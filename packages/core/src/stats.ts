/**
 * The Wilson score interval for a binomial proportion: unlike the normal
 * approximation it stays inside [0, 1] and behaves at 0 and n successes,
 * which small batches hit all the time.
 */
/** A proportion with its confidence interval. */
export interface Interval {
  /** Point estimate in [0,1]. */
  rate: number;
  low: number;
  high: number;
}

/** k successes out of n; z = 1.96 gives a 95% interval. n = 0 gives rate 0 and the whole of [0, 1]. */
export function wilson(k: number, n: number, z = 1.96): Interval {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`wilson: n must be a non-negative integer, got ${n}`);
  if (!Number.isInteger(k) || k < 0 || k > n)
    throw new RangeError(`wilson: k must be an integer in 0..${n}, got ${k}`);
  if (!(z > 0)) throw new RangeError(`wilson: z must be positive, got ${z}`);
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const rate = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const center = (rate + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((rate * (1 - rate)) / n + z2 / (4 * n * n))) / denominator;
  // At k = 0 and k = n one bound is exactly the rate; rounding must not put it on the wrong side.
  const low = k === 0 ? 0 : Math.min(rate, Math.max(0, center - half));
  const high = k === n ? 1 : Math.max(rate, Math.min(1, center + half));
  return { rate, low, high };
}

/** Do two intervals share any point? */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.low <= b.high && b.low <= a.high;
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
