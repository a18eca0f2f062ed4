/**
 * Ratings from a round-robin: Bradley–Terry strengths fitted by Hunter's
 * minorize–maximize iteration, shown on the Elo scale (400·log10), with 95%
 * intervals from a seeded bootstrap over each pairing's games.
 *
 * - A draw counts half a win to each side.
 * - A prior of one virtual draw between every two agents that met keeps
 *   every strength finite when one agent won every game against another
 *   (and pulls ratings drawn from few games towards each other).
 * - Ratings are relative: `anchor` (an agent's index) is put at 0.
 * - The bootstrap redraws each pairing's games (wins, losses, draws in their
 *   observed proportions, as many games) `resamples` times from a generator
 *   seeded by `seed`, refits, and takes the 2.5% and 97.5% points; the same
 *   results and seed give the same intervals.
 */
import { createRng, nextFloat } from '@arbiter/core';

/** The games between agents `a` and `b`, from `a`'s side. */
export interface PairResult {
  a: number;
  b: number;
  winsA: number;
  winsB: number;
  draws: number;
}

export interface Rating {
  /** Elo-scale rating, the anchor at 0. */
  elo: number;
  low: number;
  high: number;
}

export interface RatingOptions {
  /** Virtual draws added between every two agents that met (default 1). */
  prior?: number;
  /** The agent rated 0 (default 0). */
  anchor?: number;
  /** Bootstrap resamples for the intervals (default 400; 0: no intervals, low = high = elo). */
  resamples?: number;
  /** Seed of the bootstrap's generator (default 'ratings'). */
  seed?: string;
}

const ELO = 400 / Math.LN10;

/** Bradley–Terry ratings (Elo scale) of `agents` agents from their pairings' results. */
export function fitBradleyTerry(
  agents: number,
  results: readonly PairResult[],
  prior = 1,
  anchor = 0,
): number[] {
  // Wins (draws and the prior as halves) and games per ordered pair.
  const games = Array.from({ length: agents }, () => new Float64Array(agents));
  const wins = new Float64Array(agents);
  for (const r of results) {
    const n = r.winsA + r.winsB + r.draws;
    if (n === 0 && prior === 0) continue;
    games[r.a][r.b] += n + prior;
    games[r.b][r.a] += n + prior;
    wins[r.a] += r.winsA + (r.draws + prior) / 2;
    wins[r.b] += r.winsB + (r.draws + prior) / 2;
  }
  let strength = new Float64Array(agents).fill(1);
  for (let iteration = 0; iteration < 10_000; iteration++) {
    const next = new Float64Array(agents);
    let change = 0;
    for (let i = 0; i < agents; i++) {
      let denominator = 0;
      for (let j = 0; j < agents; j++)
        if (games[i][j] > 0) denominator += games[i][j] / (strength[i] + strength[j]);
      next[i] = denominator > 0 ? Math.max(wins[i], 1e-12) / denominator : strength[i];
    }
    // Strengths are defined up to a factor: keep their geometric mean at 1.
    let logMean = 0;
    for (let i = 0; i < agents; i++) logMean += Math.log(next[i]) / agents;
    for (let i = 0; i < agents; i++) {
      next[i] /= Math.exp(logMean);
      change = Math.max(change, Math.abs(Math.log(next[i]) - Math.log(strength[i])));
    }
    strength = next;
    if (change < 1e-10) break;
  }
  const zero = Math.log(strength[anchor] ?? 1);
  return Array.from(strength, (s) => ELO * (Math.log(s) - zero));
}

/** Ratings with bootstrap intervals. */
export function rate(agents: number, results: readonly PairResult[], opts: RatingOptions = {}): Rating[] {
  const prior = opts.prior ?? 1;
  const anchor = opts.anchor ?? 0;
  const resamples = opts.resamples ?? 400;
  const elo = fitBradleyTerry(agents, results, prior, anchor);
  if (resamples <= 0) return elo.map((e) => ({ elo: e, low: e, high: e }));
  const rng = createRng(opts.seed ?? 'ratings');
  const samples = Array.from({ length: agents }, () => new Float64Array(resamples));
  for (let b = 0; b < resamples; b++) {
    const redrawn = results.map((r) => resample(r, () => nextFloat(rng)));
    const fitted = fitBradleyTerry(agents, redrawn, prior, anchor);
    for (let i = 0; i < agents; i++) samples[i][b] = fitted[i];
  }
  return elo.map((e, i) => {
    const sorted = Array.from(samples[i]).sort((x, y) => x - y);
    return { elo: e, low: quantile(sorted, 0.025), high: quantile(sorted, 0.975) };
  });
}

/** As many games as `r` had, each a win, loss or draw with the proportions `r` had. */
function resample(r: PairResult, uniform: () => number): PairResult {
  const n = r.winsA + r.winsB + r.draws;
  const out: PairResult = { a: r.a, b: r.b, winsA: 0, winsB: 0, draws: 0 };
  for (let g = 0; g < n; g++) {
    const u = uniform() * n;
    if (u < r.winsA) out.winsA++;
    else if (u < r.winsA + r.winsB) out.winsB++;
    else out.draws++;
  }
  return out;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = q * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

/**
 * The 95% Wilson interval of a score `score` out of `n` games (draws count
 * half, so the score need not be whole).
 */
export function scoreInterval(
  score: number,
  n: number,
  z = 1.96,
): { rate: number; low: number; high: number } {
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const p = score / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
