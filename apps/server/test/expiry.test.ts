/**
 * Idle matches: an unfinished match with a human seat that nobody acts in
 * (or claims a seat of) for the idle time expires: refused from then on,
 * kept as an unfinished replay, listed as expired. Only time the server is up
 * counts. And a store from before this schema is migrated in place.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { CreateMatchResponse, MatchSummary, ReplayResponse, StateMessage } from '../src/protocol.ts';
import { MatchStore } from '../src/store.ts';
import { api, serverFixtures, until } from './helpers.ts';

type ErrorBody = { error: { code: string; reason: string } };
const { start, db, tracked } = serverFixtures();
const HOUR = 3_600_000;

function movableClock(startAt = Date.parse('2030-01-01T00:00:00Z')) {
  let now = startAt;
  return { clock: () => now, advance: (ms: number) => (now += ms) };
}

async function humanVsRandom(base: string) {
  const created = await api<CreateMatchResponse>(base, '/api/matches', {
    body: { game: 'toy', seats: ['human', 'random'], seed: 'idle' },
  });
  return { id: created.body.id, token: created.body.token! };
}

describe('idle matches', () => {
  it('expire after the idle time with no move: refused, kept as a replay, listed as expired', async () => {
    const t = movableClock();
    const run = await start({ idleExpiryMs: 24 * HOUR, clock: t.clock, dbPath: db() });
    const { id, token } = await humanVsRandom(run.base);
    const watcher = await tracked(run, id);
    const summary = (await api<MatchSummary>(run.base, `/api/matches/${id}`)).body;
    expect(summary.expiresAt).toBe(new Date(t.clock() + 24 * HOUR).toISOString());
    expect((await api<{ idleExpiryMinutes: number }>(run.base, '/api/health')).body.idleExpiryMinutes).toBe(
      1440,
    );

    t.advance(24 * HOUR - 1);
    expect(run.server.manager.expireIdle()).toEqual([]);
    // A move resets the clock.
    const state = await api<StateMessage>(run.base, `/api/matches/${id}/state`, { token });
    if (state.body.legal.length > 0) {
      await api(run.base, `/api/matches/${id}/actions`, {
        body: { action: state.body.legal[0].action },
        token,
      });
    }
    await until(() => run.server.manager.room(id).match.toAct().includes(0));
    const version = run.server.manager.room(id).version;
    t.advance(24 * HOUR - 1);
    expect(run.server.manager.expireIdle()).toEqual([]);
    t.advance(1);
    expect(run.server.manager.expireIdle()).toEqual([id]);

    const after = (await api<MatchSummary>(run.base, `/api/matches/${id}`)).body;
    expect(after.status).toBe('expired');
    expect(after.error).toBe('nobody played it for 24 h');
    expect(after.expiresAt).toBeUndefined();
    expect(after.actions).toBe(version);
    // Watchers are told.
    await watcher.client.next((m) => m.type === 'state' && m.status === 'expired');
    // Refused from now on.
    const acted = await api<ErrorBody>(run.base, `/api/matches/${id}/actions`, {
      body: { action: { type: 'play', card: 1 } },
      token,
    });
    expect(acted.status).toBe(409);
    expect(acted.body.error.code).toBe('match-expired');
    // Listed among the expired, not the active.
    expect((await api<MatchSummary[]>(run.base, '/api/matches?status=active')).body).toEqual([]);
    expect(
      (await api<MatchSummary[]>(run.base, '/api/matches?status=expired')).body.map((m) => m.id),
    ).toEqual([id]);
    // Its replay stays, from any seat (nobody can play it any more), and so does its log.
    const replay = await api<ReplayResponse>(run.base, `/api/matches/${id}/replay?viewer=1`);
    expect(replay.status).toBe(200);
    expect(replay.body.steps).toHaveLength(version + 1);
    expect((await api(run.base, `/api/matches/${id}/log`)).status).toBe(200);
    // Agents stop; nothing more is played.
    await new Promise((r) => setTimeout(r, 30));
    expect(run.server.store.header(id)!.actionCount).toBe(version);
  });

  it('a claimed seat counts as activity; matches without a human seat never expire', async () => {
    const t = movableClock();
    const run = await start({ idleExpiryMs: HOUR, clock: t.clock, agentDelayMs: 1_000_000 });
    const open = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['human', 'human'] },
    });
    const agents = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['random', 'random'], take: null },
    });
    expect(agents.body.match.expiresAt).toBeUndefined();
    t.advance(HOUR - 10);
    await api(run.base, `/api/matches/${open.body.id}/seats/1/claim`, { body: {} });
    t.advance(HOUR - 10);
    expect(run.server.manager.expireIdle()).toEqual([]);
    t.advance(10);
    expect(run.server.manager.expireIdle()).toEqual([open.body.id]);
    t.advance(100 * HOUR);
    expect(run.server.manager.expireIdle()).toEqual([]);
    expect((await api<MatchSummary>(run.base, `/api/matches/${agents.body.id}`)).body.status).toBe('active');
  });

  it('counts only time the server is up; an expired match stays expired after a restart', async () => {
    const path = db();
    const t = movableClock();
    const first = await start({ idleExpiryMs: HOUR, clock: t.clock, dbPath: path });
    const a = await humanVsRandom(first.base);
    const b = await humanVsRandom(first.base);
    t.advance(HOUR);
    first.server.manager.room(b.id).touch();
    expect(first.server.manager.expireIdle()).toEqual([a.id]);
    await first.server.close();

    // Down for a day: b resumes with a fresh idle clock, a stays expired.
    t.advance(24 * HOUR);
    const second = await start({ idleExpiryMs: HOUR, clock: t.clock, dbPath: path });
    expect(second.server.resumed.resumed).toEqual([b.id]);
    expect(second.server.manager.expireIdle()).toEqual([]);
    expect((await api<MatchSummary>(second.base, `/api/matches/${a.id}`)).body.status).toBe('expired');
    const join = await tracked(second, a.id, a.token);
    expect(join.state.status).toBe('expired');
    expect(join.state.legal).toEqual([]);
    t.advance(HOUR);
    expect(second.server.manager.expireIdle()).toEqual([b.id]);
  });

  it('the server looks for idle matches by itself', async () => {
    const run = await start({ idleExpiryMs: 80 });
    const { id } = await humanVsRandom(run.base);
    await until(
      async () => (await api<MatchSummary>(run.base, `/api/matches/${id}`)).body.status === 'expired',
      3000,
    );
  });
});

describe('a store from before', () => {
  it('gains the creator columns and the expired status, keeping every row', async () => {
    const path = db();
    const old = new Database(path);
    old.exec(`
      CREATE TABLE matches (
        id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL,
        initial_hash TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'finished', 'broken')),
        outcome TEXT, final_hash TEXT, action_count INTEGER NOT NULL DEFAULT 0, error TEXT,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
      CREATE INDEX matches_status ON matches (status, updated_at);
      CREATE TABLE seats (match_id TEXT NOT NULL REFERENCES matches (id), seat INTEGER NOT NULL,
        kind TEXT NOT NULL, name TEXT NOT NULL, token_hash TEXT, PRIMARY KEY (match_id, seat));
      CREATE TABLE actions (match_id TEXT NOT NULL REFERENCES matches (id), idx INTEGER NOT NULL,
        player INTEGER NOT NULL, action TEXT NOT NULL, hash TEXT NOT NULL, created_at TEXT NOT NULL,
        PRIMARY KEY (match_id, idx));
      INSERT INTO matches VALUES ('m1', 'toy', '{}', 's', 'h0', 'active', NULL, NULL, 1, NULL, 't0', 't1');
      INSERT INTO seats VALUES ('m1', 0, 'human', 'Ada', NULL), ('m1', 1, 'random', 'Random agent', NULL);
      INSERT INTO actions VALUES ('m1', 0, 0, '{"type":"play","card":3}', 'h1', 't1');
    `);
    old.close();

    const store = new MatchStore(path);
    const header = store.header('m1')!;
    expect(header).toMatchObject({ id: 'm1', status: 'active', actionCount: 1, creator: null });
    expect(store.load('m1')!.actions).toEqual([{ player: 0, action: { type: 'play', card: 3 }, hash: 'h1' }]);
    expect(store.seats('m1').map((s) => s.name)).toEqual(['Ada', 'Random agent']);
    store.expire('m1', 'idle', 't2');
    expect(store.header('m1')!.status).toBe('expired');
    store.close();
    // Opening it again changes nothing more.
    const again = new MatchStore(path);
    expect(again.list('expired', 10).map((h) => h.id)).toEqual(['m1']);
    again.close();
  });
});
