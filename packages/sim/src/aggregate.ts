/**
 * Turning per-game results into a batch report. Results arrive in seed
 * order, so the report is the same whoever played the games.
 */
import { type AnyGame, type GameReport, median } from '@arbiter/core';
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

export function aggregate(header: ReportHeader, results: readonly GameResult[]): BatchReport {
  const { game } = header;
  const n = results.length;
  const wins = Array.from({ length: game.players }, () => 0);
  let draws = 0;
  for (const r of results) {
    if (r.outcome.winner === null || r.outcome.draw) draws++;
    else wins[r.outcome.winner]++;
  }
  const lengths = results.map((r) => r.actions);
  const totalActions = lengths.reduce((a, b) => a + b, 0);
  const seconds = header.elapsedMs / 1000;
  const report: BatchReport = {
    game: game.id,
    games: n,
    seed: header.seed,
    agents: header.agents,
    options: header.options,
    wins,
    draws,
    winRate: wins.map((k) => wilson(k, n)),
    drawRate: wilson(draws, n),
    avgLength: n === 0 ? 0 : totalActions / n,
    medianLength: median(lengths),
    gamesPerSecond: seconds > 0 ? n / seconds : 0,
    actionsPerSecond: seconds > 0 ? totalActions / seconds : 0,
    elapsedMs: header.elapsedMs,
    metrics: metrics(game, results),
  };
  const logs = results.flatMap((r) => (r.log === undefined ? [] : [r.log]));
  if (logs.length > 0) report.logs = logs;
  return report;
}

/** Re-exported for the simulator's callers; it lives in the kernel's statistics. */
export { median };

/** The game's own summary when it has one; else the mean of each numeric report field. */
function metrics(game: AnyGame, results: readonly GameResult[]): Record<string, unknown> {
  const reports = results.map((r) => r.report ?? {});
  if (game.summarize)
    return game.summarize(
      reports,
      results.map((r) => r.outcome),
    );
  return meanOfNumericFields(reports);
}

/**
 * Each field that is a finite number in some report, averaged over the
 * reports where it is one (a field a game reports only sometimes is the mean
 * of the times it was reported).
 */
export function meanOfNumericFields(reports: readonly GameReport[]): Record<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const report of reports) {
    for (const [key, value] of Object.entries(report)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const sum = sums.get(key) ?? { total: 0, count: 0 };
      sum.total += value;
      sum.count++;
      sums.set(key, sum);
    }
  }
  const out: Record<string, number> = {};
  for (const [key, { total, count }] of sums) out[key] = total / count;
  return out;
}
