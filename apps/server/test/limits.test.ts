/**
 * Per-client and per-address limits: budgets for creating matches and for
 * actions (HTTP and WebSocket counted together), and the cap on unfinished
 * matches per creator, which survives a restart. Small budgets so each test
 * stays inside one one-minute window.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/limits.ts';
import type { CreateMatchResponse, StateMessage } from '../src/protocol.ts';
import { addressKey, FixedWindows } from '../src/rate-window.ts';
import { api, Client, serverFixtures } from './helpers.ts';

type ErrorBody = { error: { code: string; reason: string } };
const { cleanups, start, db } = serverFixtures();

const A = 'client-aaaaaaaa';
const B = 'client-bbbbbbbb';
const roomy = { client: 1000, ip: 1000 };

function create(base: string, client?: string, seats: unknown[] = ['human', 'random']) {
  return api<CreateMatchResponse & ErrorBody>(base, '/api/matches', { body: { game: 'toy', seats }, client });
}

describe('creating matches', () => {
  it('spends a per-client budget, then the per-address one, with 429 and Retry-After', async () => {
    const run = await start({
      limits: { createPerMinute: { client: 3, ip: 5 }, actionsPerMinute: roomy, openMatches: roomy },
    });
    for (let i = 0; i < 3; i++) expect((await create(run.base, A)).status).toBe(201);
    const fourth = await create(run.base, A);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe('rate-limited');
    expect(fourth.body.error.reason).toMatch(/too many new matches from this client: at most 3 a minute/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client behind the same address has its own budget, until the address's is spent.
    expect((await create(run.base, B)).status).toBe(201);
    expect((await create(run.base, B)).status).toBe(201);
    const third = await create(run.base, B);
    expect(third.status).toBe(429);
    expect(third.body.error.reason).toMatch(/from this address: at most 5 a minute/);
    // No client id: the address is the client.
    expect((await create(run.base)).status).toBe(429);
    expect(run.server.manager.activeCount()).toBe(5);
  });

  it('caps the unfinished matches of one client and of one address; an ended match frees a slot; the cap outlives a restart', async () => {
    const path = db();
    const limits = { createPerMinute: roomy, actionsPerMinute: roomy, openMatches: { client: 2, ip: 3 } };
    const run = await start({ dbPath: path, limits });
    const first = await create(run.base, A);
    expect((await create(run.base, A)).status).toBe(201);
    const over = await create(run.base, A);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('too-many-open-matches');
    expect(over.body.error.reason).toMatch(/this client already has 2 unfinished matches \(at most 2\)/);
    expect((await create(run.base, B)).status).toBe(201);
    const byAddress = await create(run.base, B);
    expect(byAddress.body.error.reason).toMatch(
      /this address already has 3 unfinished matches \(at most 3\)/,
    );
    // Agent-only matches to watch count too (the creator started them).
    expect((await create(run.base, 'client-cccccccc', ['random', 'random'])).status).toBe(429);

    // Play A's first match to its end: A may start another.
    const id = first.body.id;
    for (let guard = 0; guard < 50; guard++) {
      const s = await api<StateMessage>(run.base, `/api/matches/${id}/state`, { token: first.body.token! });
      if (s.body.status !== 'active') break;
      if (s.body.legal.length > 0) {
        await api(run.base, `/api/matches/${id}/actions`, {
          body: { action: s.body.legal[0].action },
          token: first.body.token!,
        });
      } else await new Promise((r) => setTimeout(r, 5));
    }
    expect((await api<{ status: string }>(run.base, `/api/matches/${id}`)).body.status).toBe('finished');
    expect((await create(run.base, A)).status).toBe(201);
    expect((await create(run.base, A)).status).toBe(429);

    // The store remembers who created what (as digests): after a restart the cap still holds.
    await run.server.close();
    const again = await start({ dbPath: path, limits });
    expect(again.server.resumed.resumed).toHaveLength(3);
    expect((await create(again.base, A)).body.error.code).toBe('too-many-open-matches');
    expect((await create(again.base, B)).body.error.code).toBe('too-many-open-matches');
  });

  it('refuses a malformed client id (HTTP 400, WebSocket upgrade 400)', async () => {
    const run = await start();
    for (const bad of ['short', 'has space in it', 'x'.repeat(65), 'semi;colon!']) {
      const res = await create(run.base, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('bad-client-id');
    }
    await expect(Client.open(`${run.wsUrl}?client=no`)).rejects.toThrow(/400/);
  });
});

describe('actions', () => {
  it('counts HTTP and WebSocket actions against the same client and address budgets, refused ones too', async () => {
    const run = await start({
      limits: { createPerMinute: roomy, actionsPerMinute: { client: 4, ip: 6 }, openMatches: roomy },
    });
    const created = await create(run.base, A, ['human', 'human']);
    const id = created.body.id;
    const claim = await api<{ token: string }>(run.base, `/api/matches/${id}/seats/1/claim`, { body: {} });
    const tokens = [created.body.token!, claim.body.token];
    // Client A: four actions over HTTP (illegal ones count too), then refused.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api<ErrorBody>(run.base, `/api/matches/${id}/actions`, {
        body: { action: { type: 'play', card: 99 } },
        token: tokens[0],
        client: A,
      });
      statuses.push(res.status);
      if (i === 4) expect(res.body.error.code).toBe('rate-limited');
    }
    expect(statuses).toEqual([409, 409, 409, 409, 429]);

    // Client B over the WebSocket: its own budget, but the address has 2 left.
    const ws = await Client.open(`${run.wsUrl}?client=${B}`);
    cleanups.push(() => ws.close());
    ws.send({ type: 'join', matchId: id, token: tokens[1] });
    await ws.state();
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      ws.send({ type: 'act', action: { type: 'play', card: 99 }, ref: `r${i}` });
      codes.push((await ws.error()).code);
    }
    expect(codes.slice(0, 2)).not.toContain('rate-limited');
    expect(codes[2]).toBe('rate-limited');
    // Nothing was played, and the connection is still open.
    ws.send({ type: 'ping', ref: 'still-here' });
    await ws.next((m) => m.type === 'pong');
    expect(run.server.manager.room(id).version).toBe(0);
  });

  it('counts a WebSocket burst message by message: of 350 from a new client, exactly the first 300 are served', async () => {
    const run = await start({ limits: DEFAULT_LIMITS });
    const created = await create(run.base, A, ['human', 'human']);
    const ws = await Client.open(`${run.wsUrl}?client=${B}`);
    cleanups.push(() => ws.close());
    ws.send({ type: 'join', matchId: created.body.id, token: created.body.token! });
    await ws.state();
    // Illegal actions: each is served (judged by the rules, refused as illegal) or refused by the budget.
    for (let i = 0; i < 350; i++) ws.send({ type: 'act', action: { type: 'play', card: 99 }, ref: `r${i}` });
    const codes: string[] = [];
    for (let i = 0; i < 350; i++) {
      const e = await ws.error();
      expect(e.ref).toBe(`r${i}`);
      codes.push(e.code);
    }
    expect(codes.slice(0, 300).filter((c) => c === 'rate-limited')).toEqual([]);
    expect(codes.slice(300)).toEqual(Array(50).fill('rate-limited'));
  });

  it('cuts bursts at the budget, never at random: two bursts of 200 give 300 served, then 100 refused', async () => {
    const run = await start({ limits: DEFAULT_LIMITS });
    const created = await create(run.base, A, ['human', 'human']);
    const ws = await Client.open(`${run.wsUrl}?client=${B}`);
    cleanups.push(() => ws.close());
    ws.send({ type: 'join', matchId: created.body.id, token: created.body.token! });
    await ws.state();
    const codes: string[] = [];
    for (let burst = 0; burst < 2; burst++) {
      for (let i = 0; i < 200; i++)
        ws.send({ type: 'act', action: { type: 'play', card: 99 }, ref: `b${burst}-${i}` });
      for (let i = 0; i < 200; i++) codes.push((await ws.error()).code);
    }
    const limited = codes.map((c, i) => (c === 'rate-limited' ? i : -1)).filter((i) => i >= 0);
    expect(limited).toEqual(Array.from({ length: 100 }, (_, k) => 300 + k));
  });

  it('leaves agents alone: an agent-only match plays to its end under a tiny action budget', async () => {
    const run = await start({
      limits: { createPerMinute: roomy, actionsPerMinute: { client: 1, ip: 1 }, openMatches: roomy },
    });
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['random', 'random'], take: null },
    });
    const id = created.body.id;
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      if ((await api<{ status: string }>(run.base, `/api/matches/${id}`)).body.status === 'finished') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await api<{ status: string }>(run.base, `/api/matches/${id}`)).body.status).toBe('finished');
  });
});

describe('the counting', () => {
  it('folds an IPv6 address to its /64 and an IPv4-mapped one to IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:1:2:3:4:5')).toBe(addressKey('2001:0db8::1:ffff:0:0:1'));
    expect(addressKey('2001:db8:0:1::5')).not.toBe(addressKey('2001:db8:0:2::5'));
  });

  it('opens a fresh window after a minute, and forgets the least recently used key beyond its capacity', () => {
    let now = 1_000_000;
    const w = new FixedWindows(2, 60_000, 3, () => now);
    expect([w.take('a'), w.take('a'), w.take('a')].map((c) => c.allowed)).toEqual([true, true, false]);
    expect(w.take('a').retryAfterSeconds).toBe(60);
    now += 30_000;
    expect(w.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 30_000;
    expect(w.take('a').allowed).toBe(true);
    // Three other keys push 'a' out: it starts again from nothing.
    for (const k of ['b', 'c', 'd']) w.take(k);
    expect([w.take('a'), w.take('a'), w.take('a')].map((c) => c.allowed)).toEqual([true, true, false]);
  });
});
