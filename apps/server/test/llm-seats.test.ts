/**
 * `llm` seats in the lobby: offered only when the server names an LLM
 * endpoint; an LLM seat's thinking (a slow endpoint, on loopback) does not
 * hold up other matches or requests, and its match plays to the end.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gamePlayingResponder, startFakeEndpoint } from '@arbiter/agents/testing';
import { type MatchLog, replay } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../src/protocol.ts';
import { api, serverFixtures, until } from './helpers.ts';

const fx = serverFixtures();

describe('llm seats', () => {
  it('are not offered, and refused, when the server names no endpoint', async () => {
    const run = await fx.start();
    const games = await api<GameInfo[]>(run.base, '/api/games');
    expect(games.body[0].seatKinds).toEqual(['human', 'random', 'greedy', 'mcts', 'rollout']);
    const created = await api<{ error: { code: string; reason: string } }>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['human', 'llm'] },
    });
    expect(created.status).toBe(400);
    expect(created.body.error).toEqual({
      code: 'bad-seats',
      reason: 'this server names no LLM endpoint (ARBITER_LLM_BASE_URL), so it has no llm seats',
    });
  });

  it('think without holding up other matches or requests, and play their match to the end', async () => {
    const inner = gamePlayingResponder();
    const endpoint = await startFakeEndpoint((req, n) => ({ ...inner(req, n), delayMs: 150 }));
    fx.cleanups.push(() => endpoint.close());
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-llm-seat-'));
    fx.cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const trace = join(dir, 'trace.jsonl');
    const run = await fx.start({
      llm: { baseURL: endpoint.baseURL, model: 'fake-model', retryDelayMs: 0, tracePath: trace },
    });
    const games = await api<GameInfo[]>(run.base, '/api/games');
    expect(games.body[0].seatKinds).toContain('llm');

    const llmMatch = await api<{ id: string }>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['llm', 'random'], take: null, seed: '5' },
    });
    expect(llmMatch.status).toBe(201);
    const summary = await api<{ seats: Array<{ name: string; kind: string }> }>(
      run.base,
      `/api/matches/${llmMatch.body.id}`,
    );
    expect(summary.body.seats[0]).toMatchObject({ kind: 'llm', name: 'LLM agent' });
    // While the LLM seat waits on its endpoint, another match plays out and requests are answered.
    const other = await api<{ id: string }>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['random', 'random'], take: null },
    });
    const status = async (id: string) =>
      (await api<{ status: string }>(run.base, `/api/matches/${id}`)).body.status;
    let slowest = 0;
    await until(async () => {
      const t0 = performance.now();
      const s = await status(other.body.id);
      slowest = Math.max(slowest, performance.now() - t0);
      return s === 'finished';
    }, 5000);
    expect(await status(llmMatch.body.id)).toBe('active');
    expect(slowest).toBeLessThan(100);

    await until(async () => (await status(llmMatch.body.id)) === 'finished', 10_000);
    const log = (await api<MatchLog>(run.base, `/api/matches/${llmMatch.body.id}/log`)).body;
    expect(replay(toyGame, log).finalHash).toBe(log.finalHash);
    const lines = readFileSync(trace, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.match === llmMatch.body.id && l.seat === 0 && l.fallback === null)).toBe(
      true,
    );
    expect(lines.map((l) => l.turn)).toEqual([0, 2, 4]);
  });
});
