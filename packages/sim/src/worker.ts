/**
 * A worker thread of the batch runner: loads the game from its source, plays
 * the seeds it was given and posts the results (or the first error) back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadGame } from './game-source.ts';
import { runGames } from './games.ts';
import type { WorkerInput, WorkerOutput } from './pool.ts';

const input = workerData as WorkerInput;
let output: WorkerOutput;
try {
  const game = await loadGame(input.source, input.gameId);
  output = { ok: true, results: runGames(game, input.job, input.seeds) };
} catch (e) {
  output = { ok: false, message: e instanceof Error ? e.message : String(e) };
}
parentPort!.postMessage(output);
