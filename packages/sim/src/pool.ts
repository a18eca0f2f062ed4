/**
 * Spreading a batch over worker threads. Seeds are dealt round-robin (games
 * of one batch cost about the same) and the results are put back in seed
 * order, so the report does not depend on the number of workers.
 *
 * A thread runs what its parent runs. Compiled (this file is dist/pool.js:
 * the CLI, the bench), it starts the compiled worker.js directly. From the
 * TypeScript sources (tests, tsx), a small .mjs entry registers tsx in the
 * thread first (see worker-boot.mjs for why execArgv cannot do it on Node 20).
 * (A compiled caller passes a compiled game source too: see the CLI's main.)
 * The thread gets no execArgv of its own, so whatever flags the parent ran
 * with (a test runner's, say) do not leak into it.
 */
import { Worker } from 'node:worker_threads';
import type { GameJob, GameResult } from './games.ts';
import type { GameSource } from './types.ts';

export interface WorkerInput {
  source: GameSource;
  gameId: string;
  job: GameJob;
  seeds: string[];
}

export type WorkerOutput = { ok: true; results: GameResult[] } | { ok: false; message: string };

const COMPILED = import.meta.url.endsWith('.js');
const WORKER_URL = new URL(COMPILED ? './worker.js' : './worker-boot.mjs', import.meta.url);

export async function runInWorkers(
  source: GameSource,
  gameId: string,
  job: GameJob,
  seeds: readonly string[],
  workers: number,
): Promise<GameResult[]> {
  const hands: string[][] = Array.from({ length: workers }, () => []);
  for (const [i, seed] of seeds.entries()) hands[i % workers].push(seed);
  const started: Worker[] = [];
  try {
    const parts = await Promise.all(
      hands.map((hand) => runWorker({ source, gameId, job, seeds: hand }, (w) => started.push(w))),
    );
    return seeds.map((_, i) => parts[i % workers][Math.floor(i / workers)]);
  } finally {
    // After a failure the other workers are no longer wanted.
    for (const w of started) void w.terminate();
  }
}

function runWorker(input: WorkerInput, onStart: (w: Worker) => void): Promise<GameResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { execArgv: [], workerData: input });
    onStart(worker);
    let settled = false;
    worker.once('message', (output: WorkerOutput) => {
      settled = true;
      if (output.ok) resolve(output.results);
      else reject(new Error(output.message));
    });
    worker.once('error', (e) => {
      settled = true;
      reject(e);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`a simulation worker exited (code ${code}) before reporting`));
    });
  });
}
