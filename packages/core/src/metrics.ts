/**
 * Streaming batch statistics. A game's `metrics` folds the report of each
 * finished game into an accumulator as the game ends, so a batch of a million
 * games holds one accumulator, not a million reports.
 *
 * Contract:
 *  - `init()` returns a fresh accumulator of plain JSON, so that chunks of a
 *    batch played in other threads or on other machines can travel back;
 *  - `add` folds one game in (called in seed order);
 *  - `merge(into, other)` folds a chunk's accumulator into another's, where
 *    `other` covers the seeds that follow `into`'s. Keep accumulators exact
 *    (integer counts and sums) so merging chunks gives the same result as
 *    adding their games one by one;
 *  - `finish` turns an accumulator into the report's `metrics` (JSON).
 */
import type { Outcome } from './game.ts';
import { type Interval, wilson } from './stats.ts';

export interface MetricsSpec<R> {
  init(): unknown;
  add(acc: unknown, report: R, outcome: Outcome): void;
  merge(into: unknown, other: unknown): void;
  finish(acc: unknown): Record<string, unknown>;
}

/**
 * A typed spec for a game's own accumulator type; the result fits
 * `GameModule.metrics` (the accumulator is opaque to the kernel).
 */
export interface TypedMetricsSpec<R, A> {
  init(): A;
  add(acc: A, report: R, outcome: Outcome): void;
  merge(into: A, other: A): void;
  finish(acc: A): Record<string, unknown>;
}

export function defineMetrics<R, A>(spec: TypedMetricsSpec<R, A>): MetricsSpec<R> {
  // The kernel only hands back what `init` made, so the opaque view is sound.
  return spec as MetricsSpec<R>;
}

// ---- building blocks for accumulators (all plain JSON, all exact) ----

/** A count per key: `{ [key]: n }`. */
export type Tally = Record<string, number>;

export function tally(t: Tally, key: string, n = 1): void {
  t[key] = (t[key] ?? 0) + n;
}

export function mergeTally(into: Tally, other: Tally): void {
  for (const k of Object.keys(other)) into[k] = (into[k] ?? 0) + other[k];
}

/** Successes out of trials, per key. */
export type RateTally = Record<string, { k: number; n: number }>;

export function countRate(t: RateTally, key: string, success: boolean): void {
  const r = t[key] ?? { k: 0, n: 0 };
  r.n++;
  if (success) r.k++;
  t[key] = r;
}

export function mergeRates(into: RateTally, other: RateTally): void {
  for (const key of Object.keys(other)) {
    const r = into[key] ?? { k: 0, n: 0 };
    r.k += other[key].k;
    r.n += other[key].n;
    into[key] = r;
  }
}

/** Each key's rate with its 95% Wilson interval, keys sorted. */
export function ratesWithIntervals(
  t: RateTally,
): Array<{ key: string; wins: number; games: number } & Interval> {
  return Object.keys(t)
    .sort()
    .map((key) => ({ key, wins: t[key].k, games: t[key].n, ...wilson(t[key].k, t[key].n) }));
}

/**
 * A histogram of integer values (`{ [value]: count }`), from which the exact
 * median and mean are read; its size is the number of distinct values.
 */
export type Histogram = Record<string, number>;

export function histogramAdd(h: Histogram, value: number, n = 1): void {
  tally(h, String(value), n);
}

export const mergeHistogram = mergeTally;

export function histogramCount(h: Histogram): number {
  let n = 0;
  for (const k of Object.keys(h)) n += h[k];
  return n;
}

export function histogramSum(h: Histogram): number {
  let s = 0;
  for (const k of Object.keys(h)) s += Number(k) * h[k];
  return s;
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function histogramMedian(h: Histogram): number {
  const values = Object.keys(h)
    .map(Number)
    .sort((a, b) => a - b);
  const total = histogramCount(h);
  if (total === 0) return 0;
  const at = (rank: number): number => {
    let seen = 0;
    for (const v of values) {
      seen += h[String(v)];
      if (seen > rank) return v;
    }
    return values[values.length - 1];
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}
