/**
 * The A/B comparison's numbers: the difference of two win rates, its 95%
 * interval (Newcombe's hybrid score interval, built from the two Wilson
 * intervals, sound near 0 and 1 where the plain normal one is not), and a
 * two-sided p-value from the pooled two-proportion z-test.
 */
import { wilson } from '@arbiter/core';

export interface RateDifference {
  /** Rate of b minus rate of a. */
  delta: number;
  low: number;
  high: number;
  /** Two-sided p-value of "no difference". */
  p: number;
  /** The interval excludes 0. */
  significant: boolean;
}

export function rateDifference(kA: number, nA: number, kB: number, nB: number): RateDifference {
  const a = wilson(kA, nA);
  const b = wilson(kB, nB);
  const delta = b.rate - a.rate;
  const low = delta - Math.sqrt((b.rate - b.low) ** 2 + (a.high - a.rate) ** 2);
  const high = delta + Math.sqrt((b.high - b.rate) ** 2 + (a.rate - a.low) ** 2);
  const pooled = nA + nB === 0 ? 0 : (kA + kB) / (nA + nB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / Math.max(nA, 1) + 1 / Math.max(nB, 1)));
  const p = se === 0 ? (delta === 0 ? 1 : 0) : 2 * (1 - normalCdf(Math.abs(delta) / se));
  return { delta, low, high, p, significant: low > 0 || high < 0 };
}

/** Φ(x), from erf by Abramowitz and Stegun 7.1.26 (|error| < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
