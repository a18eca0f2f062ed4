/**
 * The batch runner: N seeded games between agents, one report.
 *
 * Game i is played with seed String(seed + i); the agent at each seat is
 * seeded from the game's seed and the seat, so a game's play does not depend
 * on which games ran before it (or in which thread). Everything in the
 * report but the timing fields is a function of the inputs.
 */
import { isAsyncAgentKind, isKnownAgentKind } from '@arbiter/agents';
import { parseOptions, seatCount } from '@arbiter/core';
import { addResult, finishReport, newTally } from './aggregate.ts';
import { DecisionFile } from './export.ts';
import { loadGame } from './game-source.ts';
import { type GameJob, type GameResult, runGame, runGamesAsync, type Seeds, seedRange } from './games.ts';
import { seatKinds } from './play.ts';
import { runInWorkers } from './pool.ts';
import type { BatchOptions, BatchReport } from './types.ts';

export async function runBatch(opts: BatchOptions): Promise<BatchReport> {
  const { game } = opts;
  checkCounts(opts);
  const options = parseOptions(game, opts.options ?? {});
  const kinds = seatKinds(opts.agents, seatCount(game, options));
  for (const kind of kinds) {
    // createAgent would say the same, but only once the first game starts.
    if (!isKnownAgentKind(kind, game)) throw new Error(`unknown agent kind '${kind}'`);
  }
  // Made on demand: memory stays flat in the number of games.
  const seeds = seedRange(opts.seed, opts.games);
  const job: GameJob = {
    options: opts.options ?? {},
    kinds,
    agentSettings: opts.agentSettings,
    logDir: opts.logDir,
    maxActions: opts.maxActions,
    exportDecisions: opts.exportPath !== undefined,
  };
  const workers = Math.min(opts.workers ?? 1, opts.games);

  const start = performance.now();
  const tally = newTally(game, kinds.length);
  const exported = opts.exportPath === undefined ? null : new DecisionFile(opts.exportPath);
  const add = (r: GameResult) => {
    if (r.exported !== undefined) {
      exported?.write(r.exported);
      r.exported = undefined;
    }
    addResult(game, tally, r);
    opts.onProgress?.(tally.games);
  };
  try {
    await playAll(opts, job, seeds, workers, kinds, add);
  } finally {
    exported?.close();
  }
  const elapsedMs = performance.now() - start;
  const report = finishReport({ game, seed: opts.seed, agents: kinds, options, elapsedMs }, tally);
  if (exported) report.export = { path: exported.path, games: exported.games, decisions: exported.decisions };
  return report;
}

/** Plays every seed, handing each result to `add` in seed order: in threads, in this thread, or async. */
async function playAll(
  opts: BatchOptions,
  job: GameJob,
  seeds: Seeds,
  workers: number,
  kinds: string[],
  add: (r: GameResult) => void,
): Promise<void> {
  const { game } = opts;
  if (kinds.some(isAsyncAgentKind)) {
    // Agents that wait on I/O: threads would only wait too. `workers` games at once, here.
    await runGamesAsync(game, job, seeds, workers, add);
  } else if (workers > 1) {
    if (!opts.gameSource) {
      throw new Error(
        'workers > 1 needs gameSource (module and export) so that worker threads can load the game',
      );
    }
    // Fail here, once, rather than in every worker.
    await loadGame(opts.gameSource, game.id);
    await runInWorkers(opts.gameSource, game.id, job, seeds, workers, (results) => {
      for (const r of results) add(r);
    });
  } else {
    for (let i = 0; i < seeds.length; i++) add(runGame(game, job, seeds.at(i)!));
  }
}

function checkCounts(opts: BatchOptions): void {
  if (!Number.isInteger(opts.games) || opts.games < 1) {
    throw new Error(`games must be a positive integer, got ${opts.games}`);
  }
  if (!Number.isSafeInteger(opts.seed) || !Number.isSafeInteger(opts.seed + opts.games)) {
    throw new Error(`seed must be an integer (seeds run seed..seed+games-1), got ${opts.seed}`);
  }
  if (opts.workers !== undefined && (!Number.isInteger(opts.workers) || opts.workers < 1)) {
    throw new Error(`workers must be a positive integer, got ${opts.workers}`);
  }
  if (opts.maxActions !== undefined && (!Number.isInteger(opts.maxActions) || opts.maxActions < 1)) {
    throw new Error(`maxActions must be a positive integer, got ${opts.maxActions}`);
  }
}
