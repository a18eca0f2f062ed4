/**
 * A Lab worker process: plays the chunks of seeds it is sent, each into a
 * tally of its own (counted from the chunk's first game in its batch), and
 * sends the tally back. It loads a game from the catalog the first time a
 * chunk names it, with the chunk's data changes made in memory, and keeps a
 * few. It runs at a lower priority than the server (the pool sets it), so
 * live matches keep their share of the machine. Nothing it is sent reaches
 * the file system: no log folder, no export, no data folder.
 */
import type { AnyGame } from '@arbiter/core';
import { gameEntries } from '@arbiter/games/entries';
import { addResult, type GameJob, gameWithChanges, newTally, runGame } from '@arbiter/sim';
import type { ChunkReply, ChunkTask } from './pool.ts';

const loaded = new Map<string, Promise<AnyGame>>();
const KEPT = 8;

function gameFor(task: ChunkTask): Promise<AnyGame> {
  const key = `${task.game}\u0000${JSON.stringify(task.changes)}`;
  let game = loaded.get(key);
  if (!game) {
    const entry = gameEntries.find((e) => e.id === task.game);
    if (!entry) return Promise.reject(new Error(`unknown game '${task.game}'`));
    game = entry.load().then((g) => gameWithChanges(g, task.changes));
    if (loaded.size >= KEPT) loaded.delete(loaded.keys().next().value as string);
    loaded.set(key, game);
  }
  return game;
}

process.on('message', async (task: ChunkTask) => {
  let reply: ChunkReply;
  try {
    const game = await gameFor(task);
    const job: GameJob = { options: task.options, kinds: task.kinds };
    const tally = newTally(game, task.kinds.length, task.first);
    for (let i = 0; i < task.count; i++)
      addResult(game, tally, runGame(game, job, String(task.seed + task.first + i)));
    reply = { id: task.id, ok: true, tally };
  } catch (e) {
    reply = { id: task.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  process.send?.(reply);
});

// The pool stops a worker by closing the channel (or killing it, to cancel a chunk at once).
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
