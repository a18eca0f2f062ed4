/**
 * The SQLite store across restarts: unfinished matches resume exactly where
 * they were (same hash, same tokens), agent matches play on, finished ones
 * stay as replays, and a log that no longer replays is set aside as broken.
 */
import { Match, type MatchLog } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { CreateMatchResponse, MatchSummary, ReplayResponse } from '../src/protocol.ts';
import { api, Client, serverFixtures, until } from './helpers.ts';

const fx = serverFixtures();
const start = (dbPath: string, agentDelayMs = 0) => fx.start({ dbPath, agentDelayMs });
const db = fx.db;
const joinTracked = fx.tracked;

/** Plays the first legal action once the client has seen `version`. */
async function actFirst(client: Client, version: number): Promise<void> {
  const latest = client.latestState();
  const state = latest && latest.version >= version ? latest : await client.state(version);
  client.send({ type: 'act', action: state.legal[0].action, version });
}

describe('restart mid-match', () => {
  it('resumes a human match with the same hash and the same seat tokens, and plays on to the end', async () => {
    const path = db();
    const first = await start(path);
    const created = await api<CreateMatchResponse>(first.base, '/api/matches', {
      body: { game: 'toy', seats: ['human', 'human'] },
    });
    const id = created.body.id;
    const claim = await api<{ token: string }>(first.base, `/api/matches/${id}/seats/1/claim`, { body: {} });
    const tokens = [created.body.token!, claim.body.token];
    const a = await joinTracked(first, id, tokens[0]);
    const b = await joinTracked(first, id, tokens[1]);
    await actFirst(a.client, 0);
    await actFirst(b.client, 1);
    await actFirst(a.client, 2);
    await b.client.state(3);
    const room = first.server.manager.room(id);
    const hashBefore = room.match.hash();
    const viewBefore = room.match.view(1);
    await first.server.close();

    const second = await start(path);
    expect(second.server.resumed.resumed).toContain(id);
    expect(second.server.resumed.broken).toEqual([]);
    const resumed = second.server.manager.room(id);
    expect(resumed.version).toBe(3);
    expect(resumed.match.hash()).toBe(hashBefore);

    const b2 = await joinTracked(second, id, tokens[1]);
    expect(b2.state.seat).toBe(1);
    expect(b2.state.view).toEqual(viewBefore);
    expect(b2.state.log.map((e) => e.index)).toEqual([0, 1, 2]);
    const a2 = await joinTracked(second, id, tokens[0]);
    let states = [a2.state, b2.state];
    while (!states[0].outcome) {
      const mover = states.findIndex((s) => s.legal.length > 0);
      const client = mover === 0 ? a2.client : b2.client;
      client.send({ type: 'act', action: states[mover].legal[0].action });
      states = [await a2.client.state(states[0].version + 1), await b2.client.state(states[1].version + 1)];
    }
    expect(states[0].status).toBe('finished');
    const log = await api<MatchLog>(second.base, `/api/matches/${id}/log`);
    expect(log.body.actions).toHaveLength(6);
    expect(log.body.actions[2].hash).toBe(hashBefore);
  });

  it('lets agent-only matches play on after a restart and keeps finished matches as replays', async () => {
    const path = db();
    const first = await start(path, 30);
    const created = await api<CreateMatchResponse>(first.base, '/api/matches', {
      body: { game: 'toy', seats: ['random', 'greedy'] },
    });
    expect(created.body.token).toBeNull();
    const id = created.body.id;
    const room = first.server.manager.room(id);
    await until(() => room.version >= 2);
    await first.server.close();
    const stoppedAt = room.version;
    expect(stoppedAt).toBeLessThan(6);

    const second = await start(path, 0);
    expect(second.server.resumed.resumed).toEqual([id]);
    const resumed = second.server.manager.room(id);
    expect(resumed.match.actions.slice(0, stoppedAt).map((a) => a.hash)).toEqual(
      room.match.actions.slice(0, stoppedAt).map((a) => a.hash),
    );
    await until(() => resumed.status === 'finished');
    await second.server.close();

    const third = await start(path, 0);
    expect(third.server.resumed.resumed).toEqual([]);
    const finished = await api<MatchSummary[]>(third.base, '/api/matches?status=finished');
    expect(finished.body.map((m) => [m.id, m.actions, m.status])).toEqual([[id, 6, 'finished']]);
    const rep = await api<ReplayResponse>(third.base, `/api/matches/${id}/replay?viewer=0`);
    expect(rep.status).toBe(200);
    expect(rep.body.steps).toHaveLength(7);
    const check = new Match(
      toyGame,
      {},
      (await api<MatchLog>(third.base, `/api/matches/${id}/log`)).body.seed,
    );
    expect(rep.body.steps[0].view).toEqual(check.view(0));
  });

  it('sets aside a match whose stored log no longer replays, with the reason', async () => {
    const path = db();
    const first = await start(path);
    const created = await api<CreateMatchResponse>(first.base, '/api/matches', {
      body: { game: 'toy', seats: ['human', 'human'] },
    });
    const id = created.body.id;
    const a = await joinTracked(first, id, created.body.token!);
    await actFirst(a.client, 0);
    await a.client.state(1);
    await first.server.close();

    const raw = new Database(path);
    raw.prepare('UPDATE actions SET hash = ? WHERE match_id = ? AND idx = 0').run('0000000000000000', id);
    raw.close();

    const second = await start(path);
    expect(second.server.resumed.resumed).toEqual([]);
    expect(second.server.resumed.broken.map((b) => b.id)).toEqual([id]);
    const summary = await api<MatchSummary>(second.base, `/api/matches/${id}`);
    expect(summary.body.status).toBe('broken');
    expect(summary.body.error).toContain('action 0');
    const client = await Client.open(second.wsUrl);
    fx.cleanups.push(() => client.close());
    client.send({ type: 'join', matchId: id });
    expect((await client.error()).code).toBe('match-broken');
  });
});
