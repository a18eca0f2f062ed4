/**
 * Strict inputs (issue 19): seat numbers in paths and queries only as
 * canonical whole numbers; unknown option names refused in the same words
 * by every game; an action with fields its legal action does not have
 * refused with their names, the same in every game and on both channels;
 * a WebSocket frame over the cap closed with 1009 and one log line, no
 * stack trace.
 */
import { games as catalog } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import type { CreateMatchResponse, StateMessage } from '../src/protocol.ts';
import { api, Client, type Running, serverFixtures } from './helpers.ts';

type ErrorBody = { error: { code: string; reason: string } };
const { cleanups, start } = serverFixtures();

async function humanVsHuman(run: Running, game: string) {
  const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
    body: { game, seats: ['human', 'human'] },
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const claim = await api<{ token: string }>(run.base, `/api/matches/${id}/seats/1/claim`, { body: {} });
  return { id, tokens: [created.body.token!, claim.body.token] as [string, string] };
}

/** The seat that owes a decision, its token and its state. */
async function mover(run: Running, id: string, tokens: [string, string]) {
  const states = await Promise.all(
    tokens.map((t) => api<StateMessage>(run.base, `/api/matches/${id}/state`, { token: t })),
  );
  const seat = states.findIndex((s) => s.body.legal.length > 0);
  expect(seat).toBeGreaterThanOrEqual(0);
  return { seat, token: tokens[seat], state: states[seat].body };
}

describe('seat numbers in paths and queries', () => {
  it('are canonical whole numbers only: seats/1.0/claim and the like are refused, seats/1/claim works', async () => {
    const run = await start({ games: catalog });
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'pocket', seats: ['human', 'human'] },
    });
    const id = created.body.id;
    for (const seat of ['1.0', '01', '1e0', '0x1', '+1', '%201', '1%20', '-0', 'Infinity', '99999999999']) {
      const r = await api<ErrorBody>(run.base, `/api/matches/${id}/seats/${seat}/claim`, { body: {} });
      expect(r.status, seat).toBe(400);
      expect(r.body.error.reason, seat).toMatch(/the seat must be a whole number written plainly/);
    }
    for (const viewer of ['1.0', '01', '1e0', '0x0']) {
      const r = await api<ErrorBody>(run.base, `/api/matches/${id}/replay?viewer=${viewer}`);
      expect(r.status, viewer).toBe(400);
    }
    for (const q of ['limit=1.0', 'limit=0x10', 'limit=']) {
      expect((await api(run.base, `/api/matches?${q}`)).status, q).toBe(400);
    }
    expect((await api(run.base, '/api/matches?limit=10')).status).toBe(200);
    expect((await api(run.base, `/api/matches/${id}/replay?viewer=spectator`)).status).toBe(200);
    const claimed = await api<{ seat: number }>(run.base, `/api/matches/${id}/seats/1/claim`, { body: {} });
    expect(claimed.status).toBe(201);
    expect(claimed.body.seat).toBe(1);
  });
});

describe('unknown option names', () => {
  it('are refused by every game in the same words, listing its options', async () => {
    const run = await start({ games: catalog });
    for (const game of catalog) {
      const r = await api<ErrorBody>(run.base, '/api/matches', {
        body: { game: game.id, options: { bogus: 1 }, seats: ['random', 'random'], take: null },
      });
      expect(r.status, game.id).toBe(400);
      expect(r.body.error.code).toBe('bad-options');
      expect(r.body.error.reason).toMatch(
        new RegExp(`^unknown option 'bogus' for ${game.id} \\(its options: \\w+`),
      );
    }
  });

  it("are refused by every game's own schema too (Queen's Blood was not strict)", () => {
    for (const game of catalog) {
      const r = game.optionsSchema.safeParse({ bogus: 1 });
      expect(r.success, game.id).toBe(false);
    }
  });
});

describe('extra fields in an action', () => {
  it('are refused with their names in every game, over HTTP and the WebSocket; nothing changes', async () => {
    const run = await start({ games: catalog, agentDelayMs: 60_000 });
    for (const game of catalog) {
      const { id, tokens } = await humanVsHuman(run, game.id);
      const m = await mover(run, id, tokens);
      const legal = m.state.legal[0].action;
      const http = await api<ErrorBody>(run.base, `/api/matches/${id}/actions`, {
        body: { action: { ...legal, bogus: 1 } },
        token: m.token,
      });
      expect(http.status, game.id).toBe(400);
      expect(http.body.error.code).toBe('bad-action');
      expect(http.body.error.reason).toMatch(
        new RegExp(`^the action has a field 'bogus' that a '${legal.type}' action does not have`),
      );
      const ws = await Client.open(run.wsUrl);
      cleanups.push(() => ws.close());
      ws.send({ type: 'join', matchId: id, token: m.token });
      await ws.state();
      ws.send({ type: 'act', action: { ...legal, note: 'x', more: [1] } });
      const e = await ws.error();
      expect(e.code, game.id).toBe('bad-action');
      expect(e.reason).toMatch(/fields 'note', 'more'/);
      expect(run.server.manager.room(id).version, game.id).toBe(0);
      // The same action without them is played.
      ws.send({ type: 'act', action: legal });
      expect((await ws.state(1)).version, game.id).toBe(1);
    }
  });
});

describe('a WebSocket frame over the cap', () => {
  it('closes the connection with 1009 and logs one line, no stack trace', async () => {
    const lines: string[] = [];
    const run = await start({
      games: catalog,
      log: (message, error) =>
        lines.push(
          error === undefined
            ? message
            : `${message} ${error instanceof Error ? error.stack : String(error)}`,
        ),
    });
    const client = await Client.open(run.wsUrl);
    const closed = new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
    client.send('x'.repeat(1024 * 1024 + 1));
    expect(await closed).toBe(1009);
    await new Promise((r) => setTimeout(r, 50));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^websocket closed: .*WS_ERR_UNSUPPORTED_MESSAGE_LENGTH/);
    expect(lines[0]).not.toMatch(/\n|\bat /);
  });
});
