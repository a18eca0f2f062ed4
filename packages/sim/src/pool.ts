/**
 * Spreading a batch over worker threads. The seeds are cut into chunks; each
 * worker asks for the next chunk when it finishes one, so fast and slow
 * chunks even out. Results come back chunk by chunk and are handed on in
 * seed order (a chunk that arrives early waits for the ones before it), so
 * the report does not depend on the number of workers, and memory holds a
 * few chunks, not the batch.
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
import type { GameJob, GameResult, Seeds } from './games.ts';
import type { GameSource } from './types.ts';

export interface WorkerInput {
  source: GameSource;
  gameId: string;
  job: GameJob;
}

/** Main thread → worker: play these seeds (or stop). */
export type WorkerRequest = { chunk: number; seeds: string[] } | { stop: true };

/** Worker → main thread. */
export type WorkerOutput =
  | { ok: true; ready: true }
  | { ok: true; chunk: number; results: GameResult[] }
  | { ok: false; message: string };

const COMPILED = import.meta.url.endsWith('.js');
const WORKER_URL = new URL(COMPILED ? './worker.js' : './worker-boot.mjs', import.meta.url);

/** Seeds per chunk: small enough to keep memory flat, large enough that messages cost little. */
export const CHUNK_SIZE = 256;

export async function runInWorkers(
  source: GameSource,
  gameId: string,
  job: GameJob,
  seeds: Seeds,
  workers: number,
  onResults: (results: GameResult[]) => void,
  chunkSize = CHUNK_SIZE,
): Promise<void> {
  // Each chunk's seeds are made when a worker asks for it (memory flat in the batch size).
  const chunkCount = Math.ceil(seeds.length / chunkSize);
  const chunkSeeds = (chunk: number): string[] => {
    const out: string[] = [];
    const end = Math.min(seeds.length, (chunk + 1) * chunkSize);
    for (let i = chunk * chunkSize; i < end; i++) out.push(seeds.at(i)!);
    return out;
  };
  const started: Worker[] = [];
  let nextChunk = 0;
  let nextToDeliver = 0;
  const waiting = new Map<number, GameResult[]>();
  const deliver = (chunk: number, results: GameResult[]) => {
    waiting.set(chunk, results);
    while (waiting.has(nextToDeliver)) {
      const ready = waiting.get(nextToDeliver)!;
      waiting.delete(nextToDeliver);
      nextToDeliver++;
      onResults(ready);
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(workers, chunkCount) }, () =>
        runWorker(
          { source, gameId, job },
          (w) => started.push(w),
          () => {
            if (nextChunk >= chunkCount) return null;
            const chunk = nextChunk++;
            return { chunk, seeds: chunkSeeds(chunk) };
          },
          deliver,
        ),
      ),
    );
  } finally {
    // After a failure the other workers are no longer wanted.
    for (const w of started) void w.terminate();
  }
}

function runWorker(
  input: WorkerInput,
  onStart: (w: Worker) => void,
  nextChunk: () => { chunk: number; seeds: string[] } | null,
  deliver: (chunk: number, results: GameResult[]) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { execArgv: [], workerData: input });
    onStart(worker);
    let settled = false;
    const askForWork = () => {
      const work = nextChunk();
      if (work) {
        worker.postMessage(work satisfies WorkerRequest);
      } else {
        settled = true;
        worker.postMessage({ stop: true } satisfies WorkerRequest);
        resolve();
      }
    };
    worker.on('message', (output: WorkerOutput) => {
      if (settled) return;
      if (!output.ok) {
        settled = true;
        reject(new Error(output.message));
      } else if ('ready' in output) {
        askForWork();
      } else {
        try {
          deliver(output.chunk, output.results);
        } catch (e) {
          settled = true;
          reject(e);
          return;
        }
        askForWork();
      }
    });
    worker.once('error', (e) => {
      if (settled) return;
      settled = true;
      reject(e);
    });
    worker.once('exit', (code) => {
      if (!settled) {
        settled = true;
        reject(new Error(`a simulation worker exited (code ${code}) before reporting`));
      }
    });
  });
}
