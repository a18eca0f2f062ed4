/**
 * Searching agents in worker threads: an agent-only Dice Duel match between
 * MCTS and greedy plays to the end through the pool, its log replays, and
 * the server answers requests while the agents think.
 */
import { type MatchLog, replay } from '@arbiter/core';
import { findGame } from '@arbiter/games';
import { afterEach, describe, expect, it } from 'vitest';
import { api, type Running, startServer } from './helpers.ts';

let run: Running | null = null;
afterEach(async () => {
  await run?.server.close();
  run = null;
});

describe('agent threads', () => {
  it('plays an MCTS vs greedy match to the end off the main thread, and the log replays', async () => {
    const logged: string[] = [];
    run = await startServer({
      log: (message) => logged.push(message),
      games: [findGame('dice-duel')],
      agentThreads: 1,
      agentSettings: { iterations: 40, samples: 2 },
    });
    const created = await api<{ id: string }>(run.base, '/api/matches', {
      method: 'POST',
      body: { game: 'dice-duel', seats: ['mcts', 'greedy'], take: null },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const deadline = Date.now() + 60_000;
    let status = 'active';
    let slowest = 0;
    while (status === 'active' && Date.now() < deadline) {
      const t0 = performance.now();
      const health = await api(run.base, '/api/health');
      slowest = Math.max(slowest, performance.now() - t0);
      expect(health.status).toBe(200);
      status = (await api<{ status: string }>(run.base, `/api/matches/${id}`)).body.status;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe('finished');
    // Every decision came from the thread (a failed one would be logged and fall back to the first action).
    expect(logged.filter((m) => m.includes('agent'))).toEqual([]);
    const log = (await api<MatchLog>(run.base, `/api/matches/${id}/log`)).body;
    expect(log.actions.length).toBeGreaterThan(5);
    expect(replay(findGame('dice-duel'), log).finalHash).toBe(log.finalHash);
    // Loose bound: the event loop kept answering while the agents searched.
    expect(slowest).toBeLessThan(2_000);
  });
});
