/**
 * The match protocol over real HTTP and WebSocket on loopback, with the toy
 * hidden-hand game: full matches, seat protection, redaction of the raw
 * messages, and refusal of bad input.
 */
import { Match, type MatchLog, replay } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  CreateMatchResponse,
  GameInfo,
  MatchSummary,
  ReplayResponse,
  StateMessage,
} from '../src/protocol.ts';
import { api, Client, join, type Running, startServer } from './helpers.ts';

let run: Running;
const clients: Client[] = [];

beforeEach(async () => {
  run = await startServer();
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await run.server.close();
});

async function createHumanVsHuman(): Promise<{ id: string; tokens: [string, string] }> {
  const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
    body: { game: 'toy', seats: ['human', 'human'], seed: 'fixed-seed' },
  });
  expect(created.status).toBe(201);
  const claim = await api<{ token: string }>(run.base, `/api/matches/${created.body.id}/seats/1/claim`, {
    body: { name: 'Bea' },
  });
  expect(claim.status).toBe(201);
  return { id: created.body.id, tokens: [created.body.token!, claim.body.token] };
}

async function joinTracked(matchId: string, token?: string) {
  const joined = await join(run.wsUrl, matchId, token);
  clients.push(joined.client);
  return joined;
}

/** Plays the whole match, each seat choosing its first legal action; returns each seat's last state. */
async function playOut(seats: Array<{ client: Client; state: StateMessage }>): Promise<StateMessage[]> {
  const latest = seats.map((s) => s.state);
  for (let guard = 0; guard < 100; guard++) {
    const version = latest[0].version;
    if (latest[0].outcome) return latest;
    const mover = latest.findIndex((s) => s.legal.length > 0);
    expect(mover).toBeGreaterThanOrEqual(0);
    seats[mover].client.send({ type: 'act', action: latest[mover].legal[0].action, version });
    for (let i = 0; i < seats.length; i++) latest[i] = await seats[i].client.state(version + 1);
  }
  throw new Error('match did not end');
}

describe('HTTP basics', () => {
  it('answers health and lists the games with their options', async () => {
    const health = await api<{ ok: boolean; games: string[] }>(run.base, '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ ok: true, games: ['toy'] });
    const games = await api<GameInfo[]>(run.base, '/api/games');
    expect(games.body[0]).toMatchObject({ id: 'toy', players: 2, defaultOptions: { handSize: 3 } });
    expect(games.body[0].optionsSchema).toMatchObject({ type: 'object' });
  });

  it('refuses unknown games, bad options, wrong seat counts and malformed JSON bodies', async () => {
    const unknown = await api<{ error: { code: string } }>(run.base, '/api/matches', {
      body: { game: 'chess' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('unknown-game');
    const badOptions = await api<{ error: { code: string; reason: string } }>(run.base, '/api/matches', {
      body: { game: 'toy', options: { handSize: 99 } },
    });
    expect(badOptions.status).toBe(400);
    expect(badOptions.body.error.code).toBe('bad-options');
    expect(badOptions.body.error.reason).toContain('handSize');
    const seats = await api<{ error: { code: string } }>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['human'] },
    });
    expect(seats.body.error.code).toBe('bad-seats');
    const malformed = await api<{ error: { code: string } }>(run.base, '/api/matches', {
      rawBody: '{"game":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('bad-json');
    const missing = await api<{ error: { code: string } }>(run.base, '/api/matches/nope');
    expect(missing.status).toBe(404);
  });

  it('hands an open seat to the first claimer only', async () => {
    const { id } = await createHumanVsHuman();
    const again = await api<{ error: { code: string } }>(run.base, `/api/matches/${id}/seats/1/claim`, {
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('seat-taken');
    const summary = await api<MatchSummary>(run.base, `/api/matches/${id}`);
    expect(summary.body.seats.map((s) => [s.kind, s.claimed, s.name])).toEqual([
      ['human', true, 'Player 1'],
      ['human', true, 'Bea'],
    ]);
  });
});

describe('a full match through the protocol', () => {
  it('plays human against human to the end; the log published afterwards replays to the same hash', async () => {
    const { id, tokens } = await createHumanVsHuman();
    const a = await joinTracked(id, tokens[0]);
    const b = await joinTracked(id, tokens[1]);
    const watcher = await joinTracked(id);
    expect([a.state.seat, b.state.seat, watcher.state.seat]).toEqual([0, 1, null]);
    const final = await playOut([a, b, watcher]);
    expect(final[0].status).toBe('finished');
    expect(final[2].outcome).toEqual(final[0].outcome);
    expect(final[0].version).toBe(6);

    const live = run.server.manager.room(id).match;
    const log = await api<MatchLog>(run.base, `/api/matches/${id}/log`);
    expect(log.status).toBe(200);
    expect(log.body.actions).toHaveLength(6);
    expect(replay(toyGame, log.body).finalHash).toBe(live.hash());

    const summary = await api<MatchSummary[]>(run.base, '/api/matches?status=finished');
    expect(summary.body.map((m) => m.id)).toContain(id);
  });

  it('plays against a random agent that answers on the server', async () => {
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['human', 'random'] },
    });
    const me = await joinTracked(created.body.id, created.body.token!);
    let state = me.state;
    while (!state.outcome) {
      if (state.legal.length > 0) me.client.send({ type: 'act', action: state.legal[0].action });
      state = await me.client.state(state.version + 1);
    }
    expect(state.status).toBe('finished');
    expect(state.log.length + me.state.log.length).toBeGreaterThan(0);
    const entries = me.client.messages.flatMap((m) => (m.type === 'state' ? m.log : []));
    expect(entries.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(entries.filter((e) => e.player === 1)).toHaveLength(3);
  });

  it('serves a replay: every position from one perspective, seats only with their token while on', async () => {
    const { id, tokens } = await createHumanVsHuman();
    const a = await joinTracked(id, tokens[0]);
    a.client.send({ type: 'act', action: a.state.legal[0].action });
    await a.client.state(1);
    const forbidden = await api<{ error: { code: string } }>(run.base, `/api/matches/${id}/replay?viewer=1`);
    expect(forbidden.status).toBe(403);
    const mine = await api<ReplayResponse>(run.base, `/api/matches/${id}/replay?viewer=0&token=${tokens[0]}`);
    expect(mine.status).toBe(200);
    expect(mine.body.steps).toHaveLength(2);
    const check = new Match(toyGame, {}, 'fixed-seed');
    expect(mine.body.steps[0].view).toEqual(check.view(0));
    check.act(0, a.state.legal[0].action);
    expect(mine.body.steps[1].view).toEqual(check.view(0));
    expect(mine.body.steps[1].entry?.label).toBe(a.state.legal[0].label);
    const spectator = await api<ReplayResponse>(run.base, `/api/matches/${id}/replay`);
    expect(spectator.body.steps[1].view).toEqual(check.view(null));
    const earlyLog = await api<{ error: { code: string } }>(run.base, `/api/matches/${id}/log`);
    expect(earlyLog.status).toBe(403);
  });
});

describe('acting over HTTP', () => {
  it('plays with a Bearer token and tells live connections', async () => {
    const { id, tokens } = await createHumanVsHuman();
    const b = await joinTracked(id, tokens[1]);
    const mine = await api<StateMessage>(run.base, `/api/matches/${id}/state`, { token: tokens[0] });
    expect(mine.body.seat).toBe(0);
    expect(mine.body.legal.length).toBeGreaterThan(0);
    const spectator = await api<StateMessage>(run.base, `/api/matches/${id}/state`);
    expect(spectator.body.seat).toBeNull();
    expect(spectator.body.legal).toEqual([]);
    const acted = await api<{ version: number }>(run.base, `/api/matches/${id}/actions`, {
      body: { action: mine.body.legal[0].action, version: 0 },
      token: tokens[0],
    });
    expect(acted).toMatchObject({ status: 200, body: { version: 1 } });
    const seen = await b.client.state(1);
    expect(seen.log.map((e) => e.label)).toEqual([mine.body.legal[0].label]);
    const noToken = await api<{ error: { code: string } }>(run.base, `/api/matches/${id}/actions`, {
      body: { action: mine.body.legal[0].action },
    });
    expect(noToken.status).toBe(401);
  });
});

describe('seats are protected', () => {
  it('refuses acting out of turn, for another seat, as a spectator or with a wrong token; the match goes on', async () => {
    const { id, tokens } = await createHumanVsHuman();
    const a = await joinTracked(id, tokens[0]);
    const b = await joinTracked(id, tokens[1]);
    const watcher = await joinTracked(id);
    const room = run.server.manager.room(id);
    const hashBefore = room.match.hash();

    // Seat 1 tries seat 0's move while it is seat 0's turn.
    b.client.send({ type: 'act', action: a.state.legal[0].action, ref: 'r1' });
    expect(await b.client.error()).toMatchObject({ code: 'not-your-turn', ref: 'r1' });
    // Seat 1 claims to be seat 0.
    b.client.send({ type: 'act', seat: 0, action: a.state.legal[0].action });
    expect((await b.client.error()).code).toBe('not-your-seat');
    // A spectator acts.
    watcher.client.send({ type: 'act', action: a.state.legal[0].action });
    expect((await watcher.client.error()).code).toBe('spectator');
    // A wrong token joins nothing.
    const intruder = await Client.open(run.wsUrl);
    clients.push(intruder);
    intruder.send({ type: 'join', matchId: id, token: 'not-a-real-token' });
    expect((await intruder.error()).code).toBe('bad-token');
    intruder.send({ type: 'act', action: a.state.legal[0].action });
    expect((await intruder.error()).code).toBe('not-joined');
    // Over HTTP, seat 1's token cannot play seat 0's turn either.
    const http = await api<{ error: { code: string } }>(run.base, `/api/matches/${id}/actions`, {
      body: { action: a.state.legal[0].action },
      token: tokens[1],
    });
    expect(http.status).toBe(409);
    expect(http.body.error.code).toBe('not-your-turn');

    expect(room.match.hash()).toBe(hashBefore);
    expect(room.version).toBe(0);
    a.client.send({ type: 'act', action: a.state.legal[0].action });
    expect((await b.client.state(1)).version).toBe(1);
  });

  it('refuses a stale version and an action that is not legal, without changing anything', async () => {
    const { id, tokens } = await createHumanVsHuman();
    const a = await joinTracked(id, tokens[0]);
    const room = run.server.manager.room(id);
    const hashBefore = room.match.hash();
    a.client.send({ type: 'act', action: a.state.legal[0].action, version: 3 });
    expect((await a.client.error()).code).toBe('stale');
    a.client.send({ type: 'act', action: { type: 'play', card: 42 } });
    expect((await a.client.error()).code).toBe('illegal-action');
    a.client.send({ type: 'act', action: { type: 'teleport' } });
    expect((await a.client.error()).code).toBe('illegal-action');
    expect(room.match.hash()).toBe(hashBefore);
  });
});

describe('views never hold hidden state', () => {
  it('sends each seat exactly its own view; no raw message carries state, seed or hashes', async () => {
    const { id, tokens } = await createHumanVsHuman();
    const a = await joinTracked(id, tokens[0]);
    const b = await joinTracked(id, tokens[1]);
    const watcher = await joinTracked(id);
    await playOut([a, b, watcher]);
    const log = (await api<MatchLog>(run.base, `/api/matches/${id}/log`)).body;

    // Rebuild the true state at every version and compare each message's view with the redacted one.
    const states: unknown[] = [];
    const rebuilt = new Match(toyGame, log.options, log.seed);
    states.push(toyGame.clone(rebuilt.state as never));
    for (const step of log.actions) {
      rebuilt.act(step.player, step.action);
      states.push(toyGame.clone(rebuilt.state as never));
    }
    for (const [client, seat] of [
      [a.client, 0],
      [b.client, 1],
      [watcher.client, null],
    ] as const) {
      const stateMessages = client.messages.filter((m): m is StateMessage => m.type === 'state');
      expect(stateMessages.length).toBeGreaterThan(6);
      for (const m of stateMessages) {
        expect(m.seat).toBe(seat);
        expect(m.view).toEqual(toyGame.view(states[m.version] as never, seat));
      }
      for (const raw of client.raw) {
        for (const secret of ['"hands"', '"deck"', '"rng"', '"seed"', '"hash"', log.seed]) {
          expect(raw).not.toContain(secret);
        }
      }
    }
    // The opponent's hand (when the view holds one) is never the seat's own.
    const bViews = b.client.messages.filter((m): m is StateMessage => m.type === 'state');
    expect(bViews.every((m) => (m.view as { hand: number[] | null }).hand !== null)).toBe(true);
    const spectatorViews = watcher.client.messages.filter((m): m is StateMessage => m.type === 'state');
    expect(spectatorViews.every((m) => (m.view as { hand: number[] | null }).hand === null)).toBe(true);
  });
});

describe('bad messages are refused and the connection goes on', () => {
  it('answers malformed JSON, unknown messages, binary and oversize messages with errors', async () => {
    const { id, tokens } = await createHumanVsHuman();
    const a = await joinTracked(id, tokens[0]);
    a.client.send('{"type": "act", ');
    expect((await a.client.error()).code).toBe('bad-json');
    a.client.send({ type: 'dance', ref: 'x' });
    expect(await a.client.error()).toMatchObject({ code: 'bad-message', ref: 'x' });
    a.client.send({ type: 'act' });
    expect((await a.client.error()).reason).toContain('action');
    a.client.send({ type: 'act', action: { type: 'play', card: 1 }, extra: true });
    expect((await a.client.error()).code).toBe('bad-message');
    a.client.send({ type: 'act', action: { type: 'play', padding: 'x'.repeat(20_000) } });
    expect((await a.client.error()).code).toBe('too-large');
    a.client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await a.client.error()).code).toBe('bad-message');
    a.client.send({ type: 'join', matchId: 'no-such-match' });
    expect((await a.client.error()).code).toBe('unknown-match');

    a.client.send({ type: 'ping', ref: 'still-there' });
    expect(await a.client.next((m) => m.type === 'pong')).toMatchObject({ ref: 'still-there' });
    a.client.send({ type: 'act', action: a.state.legal[0].action });
    expect((await a.client.state(1)).version).toBe(1);
    expect(run.server.manager.room(id).version).toBe(1);
  });

  it('closes a connection whose frame exceeds the transport cap', async () => {
    const { id, tokens } = await createHumanVsHuman();
    const a = await joinTracked(id, tokens[0]);
    const closed = new Promise<number>((resolve) => a.client.ws.once('close', (code) => resolve(code)));
    a.client.send('x'.repeat(2 * 1024 * 1024));
    expect(await closed).toBe(1009);
    expect(run.server.manager.room(id).version).toBe(0);
  });
});
