/**
 * A thread of a queue worker: plays the chunks it is sent, each into a tally
 * of its own (counted from the chunk's first game), and posts the tally back.
 * Games are loaded from the worker's game source on first use and kept, so a
 * thread serves any game and data folder the jobs name.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGame } from '@arbiter/core';
import { addResult, type GameJob, type GameSource, loadGame, newTally, runGame } from '@arbiter/sim';
import type { ThreadReply, ThreadTask } from './chunk-threads.ts';
import { chunkSeeds } from './payload.ts';

const source = workerData as GameSource;
const port = parentPort!;
const games = new Map<string, Promise<AnyGame>>();

function gameFor(id: string, dataDir: string | undefined): Promise<AnyGame> {
  const key = `${id}\u0000${dataDir ?? ''}`;
  let game = games.get(key);
  if (!game) {
    game = loadGame({ ...source, ...(dataDir !== undefined ? { dataDir } : {}) }, id);
    games.set(key, game);
  }
  return game;
}

port.on('message', async (task: ThreadTask) => {
  const p = task.payload;
  let reply: ThreadReply;
  try {
    const game = await gameFor(p.game, p.dataDir);
    const job: GameJob = {
      options: p.options,
      kinds: p.kinds,
      ...(p.agentSettings ? { agentSettings: p.agentSettings } : {}),
      ...(p.logDir !== undefined ? { logDir: p.logDir } : {}),
      ...(p.maxActions !== undefined ? { maxActions: p.maxActions } : {}),
    };
    const tally = newTally(game, p.kinds.length, p.first);
    for (const seed of chunkSeeds(p)) addResult(game, tally, runGame(game, job, seed));
    reply = { id: task.id, ok: true, tally };
  } catch (e) {
    reply = { id: task.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
