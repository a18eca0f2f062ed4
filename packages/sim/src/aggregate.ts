/**
 * Turning per-game results into a batch report, as the games finish: a
 * `BatchTally` folds each result in (in seed order) and holds only counts, a
 * histogram of game lengths and the game's own metrics accumulator, so its
 * memory does not grow with the number of games. Chunks played elsewhere
 * (threads, machines) fold in with `mergeTally`, in seed order too, so the
 * report is the same whoever played the games.
 */
import {
  type AnyGame,
  defineMetrics,
  type GameReport,
  type Histogram,
  histogramAdd,
  histogramCount,
  histogramMedian,
  histogramSum,
  type MetricsSpec,
  median,
  mergeHistogram,
  seatCountOf,
} from '@arbiter/core';
import type { GameResult } from './games.ts';
import type { BatchReport } from './types.ts';
import { wilson } from './wilson.ts';

export interface ReportHeader {
  game: AnyGame;
  seed: number;
  agents: string[];
  options: unknown;
  elapsedMs: number;
}

/** Everything a report needs, in plain JSON (it travels between threads and machines). */
export interface BatchTally {
  /** Index in the batch of this tally's first game (0 for a whole batch; a chunk's offset otherwise). */
  first: number;
  games: number;
  wins: number[];
  draws: number;
  lengths: Histogram;
  metrics: unknown;
  logs: string[];
  /** Counts after the checkpoint games (see isCheckpoint) that fell in this tally, counted from `first`. */
  convergence: ConvergencePoint[];
}

/** Wins and draws after the first `games` games of a batch: the win rate as it converges. */
export interface ConvergencePoint {
  games: number;
  wins: number[];
  draws: number;
}

/**
 * The game counts the convergence series records: 1-9, 10-90, 100-900, ...
 * (nine points a decade, under a hundred points for a billion games), fixed
 * by the game's index in the batch so that chunks agree on them.
 */
export function isCheckpoint(games: number): boolean {
  if (games < 1) return false;
  const decade = 10 ** Math.floor(Math.log10(games) + 1e-9);
  return games % decade === 0;
}

/**
 * An empty tally for games `first`, `first`+1, ... of a batch (a chunk starts
 * at its offset); `seats` sizes the win counts (the match's seat count;
 * default the game's `players`).
 */
export function newTally(game: AnyGame, seats: number = game.players, first = 0): BatchTally {
  return {
    first,
    games: 0,
    wins: Array.from({ length: seats }, () => 0),
    draws: 0,
    lengths: {},
    metrics: metricsOf(game).init(),
    logs: [],
    convergence: [],
  };
}

export function addResult(game: AnyGame, tally: BatchTally, r: GameResult): void {
  tally.games++;
  if (r.outcome.winner === null || r.outcome.draw) tally.draws++;
  else tally.wins[r.outcome.winner]++;
  histogramAdd(tally.lengths, r.actions);
  metricsOf(game).add(tally.metrics, r.report ?? {}, r.outcome);
  if (r.log !== undefined) tally.logs.push(r.log);
  const played = tally.first + tally.games;
  if (isCheckpoint(played))
    tally.convergence.push({ games: played, wins: [...tally.wins], draws: tally.draws });
}

/** Folds `other` (the seeds right after `into`'s) into `into`. */
export function mergeTally(game: AnyGame, into: BatchTally, other: BatchTally): void {
  if (other.first !== into.first + into.games) {
    throw new Error(
      `cannot merge a tally starting at game ${other.first} after games ${into.first}..${into.first + into.games - 1}`,
    );
  }
  // other's checkpoints counted from its own first game: add what came before.
  for (const p of other.convergence) {
    into.convergence.push({
      games: p.games,
      wins: p.wins.map((w, i) => w + into.wins[i]),
      draws: p.draws + into.draws,
    });
  }
  into.games += other.games;
  for (let i = 0; i < into.wins.length; i++) into.wins[i] += other.wins[i];
  into.draws += other.draws;
  mergeHistogram(into.lengths, other.lengths);
  metricsOf(game).merge(into.metrics, other.metrics);
  into.logs.push(...other.logs);
}

/** Win rates per agent kind, pooling the seats each kind played. */
function byAgent(
  agents: readonly string[],
  wins: readonly number[],
  games: number,
): BatchReport['winRateByAgent'] {
  const out: BatchReport['winRateByAgent'] = {};
  for (const kind of [...new Set(agents)].sort()) {
    let k = 0;
    let seats = 0;
    agents.forEach((a, seat) => {
      if (a !== kind) return;
      k += wins[seat] ?? 0;
      seats++;
    });
    out[kind] = { wins: k, seatGames: games * seats, ...wilson(k, games * seats) };
  }
  return out;
}

export function finishReport(header: ReportHeader, tally: BatchTally): BatchReport {
  const { game } = header;
  const n = tally.games;
  const totalActions = histogramSum(tally.lengths);
  const seconds = header.elapsedMs / 1000;
  const report: BatchReport = {
    game: game.id,
    games: n,
    seed: header.seed,
    agents: header.agents,
    options: header.options,
    wins: tally.wins,
    draws: tally.draws,
    winRate: tally.wins.map((k) => wilson(k, n)),
    winRateByAgent: byAgent(header.agents, tally.wins, n),
    drawRate: wilson(tally.draws, n),
    avgLength: n === 0 ? 0 : totalActions / histogramCount(tally.lengths),
    medianLength: histogramMedian(tally.lengths),
    gamesPerSecond: seconds > 0 ? n / seconds : 0,
    actionsPerSecond: seconds > 0 ? totalActions / seconds : 0,
    elapsedMs: header.elapsedMs,
    metrics: metricsOf(game).finish(tally.metrics),
    lengths: { ...tally.lengths },
    convergence: withLastPoint(tally),
  };
  if (tally.logs.length > 0) report.logs = tally.logs;
  return report;
}

/** The series, ending with the whole batch even when its size is not a checkpoint. */
function withLastPoint(tally: BatchTally): ConvergencePoint[] {
  const points = tally.convergence.map((p) => ({ ...p, wins: [...p.wins] }));
  const total = tally.first + tally.games;
  if (tally.games > 0 && points.at(-1)?.games !== total) {
    points.push({ games: total, wins: [...tally.wins], draws: tally.draws });
  }
  return points;
}

/** All results at once (tests, small batches): the same report as folding them one by one. */
export function aggregate(header: ReportHeader, results: readonly GameResult[]): BatchReport {
  const tally = newTally(header.game, seatCountOf(header.game, header.options ?? {}));
  for (const r of results) addResult(header.game, tally, r);
  return finishReport(header, tally);
}

/** Re-exported for the simulator's callers; it lives in the kernel's statistics. */
export { median };

/** The game's own metrics, or the mean of each numeric report field. */
function metricsOf(game: AnyGame): MetricsSpec<GameReport> {
  return game.metrics ?? meanOfNumericFields;
}

type Sums = Record<string, { total: number; count: number }>;

/**
 * Each field that is a finite number in some report, averaged over the
 * reports where it is one (a field a game reports only sometimes is the mean
 * of the times it was reported).
 */
export const meanOfNumericFields: MetricsSpec<GameReport> = defineMetrics<GameReport, Sums>({
  init: () => ({}),
  add(sums, report) {
    for (const [key, value] of Object.entries(report)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const sum = sums[key] ?? { total: 0, count: 0 };
      sum.total += value;
      sum.count++;
      sums[key] = sum;
    }
  },
  merge(into, other) {
    for (const [key, s] of Object.entries(other)) {
      const sum = into[key] ?? { total: 0, count: 0 };
      sum.total += s.total;
      sum.count += s.count;
      into[key] = sum;
    }
  },
  finish(sums) {
    const out: Record<string, number> = {};
    for (const [key, { total, count }] of Object.entries(sums)) out[key] = total / count;
    return out;
  },
});
