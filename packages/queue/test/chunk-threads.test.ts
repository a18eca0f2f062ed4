/** The worker's thread pool, without Redis: tallies, a game that throws, a thread that dies. */
import { addResult, newTally, runGame } from '@arbiter/sim';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkGameError, ChunkThreads } from '../src/chunk-threads.ts';
import { type ChunkPayload, PAYLOAD_VERSION } from '../src/payload.ts';
import { fragileGame } from './fixtures/fragile-game.ts';

const source = { module: new URL('./fixtures/fragile-game.ts', import.meta.url).href, export: 'fragileGame' };
const threads = new ChunkThreads(source, 2);
afterAll(() => threads.close());

function payload(first: number, count: number): ChunkPayload {
  return {
    v: PAYLOAD_VERSION,
    batch: 'b',
    chunk: 0,
    game: 'fragile',
    seed: 0,
    first,
    count,
    kinds: ['greedy', 'random'],
    options: {},
  };
}

describe('ChunkThreads', () => {
  it('plays chunks into tallies counted from their first game, as this thread would', async () => {
    const [a, b] = await Promise.all([threads.run(payload(20, 5)), threads.run(payload(30, 7))]);
    const expected = newTally(fragileGame, 2, 20);
    for (let i = 20; i < 25; i++)
      addResult(
        fragileGame,
        expected,
        runGame(fragileGame, { options: {}, kinds: ['greedy', 'random'] }, String(i)),
      );
    expect(a).toEqual(expected);
    expect(b.first).toBe(30);
    expect(b.games).toBe(7);
  });

  it("fails a chunk whose game throws as the game's error (not retried: it would throw again)", async () => {
    await expect(threads.run(payload(14, 3))).rejects.toSatisfy(
      (e) => e instanceof ChunkGameError && /seed 14 is cursed/.test((e as Error).message),
    );
  });

  it('fails only the chunk of a thread that dies, and a new thread takes its place', async () => {
    const results = await Promise.allSettled([threads.run(payload(12, 3)), threads.run(payload(40, 3))]);
    expect(results[0].status).toBe('rejected');
    expect((results[0] as PromiseRejectedResult).reason.message).toMatch(/a chunk thread exited \(code 3\)/);
    expect((results[0] as PromiseRejectedResult).reason).not.toBeInstanceOf(ChunkGameError);
    expect(results[1].status).toBe('fulfilled');
    // Still two threads at work.
    const again = await Promise.all([threads.run(payload(50, 2)), threads.run(payload(60, 2))]);
    expect(again.map((t) => t.games)).toEqual([2, 2]);
  });
});
