/**
 * A worker thread of the batch runner: loads the game from its source, then
 * plays the chunks of seeds it is sent and posts each chunk's results back
 * (or the first error), until told to stop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGame } from '@arbiter/core';
import { loadGame } from './game-source.ts';
import { runGames } from './games.ts';
import type { WorkerInput, WorkerOutput, WorkerRequest } from './pool.ts';

const input = workerData as WorkerInput;
const port = parentPort!;
const send = (output: WorkerOutput) => port.postMessage(output);

let game: AnyGame | null = null;
try {
  game = await loadGame(input.source, input.gameId);
  send({ ok: true, ready: true });
} catch (e) {
  send({ ok: false, message: e instanceof Error ? e.message : String(e) });
}

port.on('message', (request: WorkerRequest) => {
  if ('stop' in request || !game) {
    port.close();
    return;
  }
  try {
    send({ ok: true, chunk: request.chunk, results: runGames(game, input.job, request.seeds) });
  } catch (e) {
    send({ ok: false, message: e instanceof Error ? e.message : String(e) });
  }
});
