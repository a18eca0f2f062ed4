/**
 * The real games of the catalog through the protocol: every state message a
 * seat or a spectator receives carries exactly the game's own redacted view
 * of the true position at that version (rebuilt here from the published
 * log), and agent seats play them to the end on the server.
 */
import { type AnyGame, Match } from '@arbiter/core';
import { games } from '@arbiter/games';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateMatchResponse, StateMessage } from '../src/protocol.ts';
import { api, type Client, join, type Running, startServer } from './helpers.ts';

const MAX_ACTIONS = 60;
let run: Running | null = null;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await run?.server.close();
  run = null;
});

/** States of the match at every version, rebuilt from its seed and actions. */
function statesOf(
  game: AnyGame,
  options: unknown,
  seed: string,
  actions: Array<{ player: number; action: never }>,
) {
  const m = new Match(game, options, seed);
  const out = [game.clone(m.state)];
  for (const a of actions) {
    m.act(a.player, a.action);
    out.push(game.clone(m.state));
  }
  return out;
}

describe.each(games.map((g) => [g.id, g] as const))('%s over the protocol', (_id, game) => {
  it('sends each seat and a spectator exactly the game view of the true position', async () => {
    run = await startServer({ games });
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: game.id, seats: ['human', 'human'], seed: 'catalog-1' },
    });
    expect(created.status).toBe(201);
    const claim = await api<{ token: string }>(run.base, `/api/matches/${created.body.id}/seats/1/claim`, {
      body: {},
    });
    const seats = [
      await join(run.wsUrl, created.body.id, created.body.token!),
      await join(run.wsUrl, created.body.id, claim.body.token),
    ];
    const watcher = await join(run.wsUrl, created.body.id);
    clients.push(...seats.map((s) => s.client), watcher.client);

    let latest: StateMessage[] = seats.map((s) => s.state);
    while (!latest[0].outcome && latest[0].version < MAX_ACTIONS) {
      const v = latest[0].version;
      const mover = latest.findIndex((s) => s.legal.length > 0);
      expect(mover).toBeGreaterThanOrEqual(0);
      // A varied but repeatable choice: the legal action at a position that moves with the version.
      const choice = latest[mover].legal[(v * 7) % latest[mover].legal.length];
      seats[mover].client.send({ type: 'act', action: choice.action, version: v });
      latest = [await seats[0].client.state(v + 1), await seats[1].client.state(v + 1)];
    }
    await watcher.client.state(latest[0].version);

    const room = run.server.manager.room(created.body.id);
    const states = statesOf(game, room.match.options, 'catalog-1', room.match.actions as never);
    for (const [client, seat] of [
      [seats[0].client, 0],
      [seats[1].client, 1],
      [watcher.client, null],
    ] as const) {
      const messages = client.messages.filter((m): m is StateMessage => m.type === 'state');
      expect(messages.length).toBeGreaterThan(1);
      for (const m of messages) {
        expect(m.view).toEqual(JSON.parse(JSON.stringify(game.view(states[m.version], seat))));
      }
    }
  });

  it('lets two server-side agents play a match to the end', async () => {
    run = await startServer({ games });
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: game.id, seats: ['random', 'greedy'], seed: 'catalog-2' },
    });
    const room = run.server.manager.room(created.body.id);
    const deadline = Date.now() + 20_000;
    while (room.status === 'active' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(room.status).toBe('finished');
    const summary = await api<{ status: string; outcome: unknown }>(
      run.base,
      `/api/matches/${created.body.id}`,
    );
    expect(summary.body.status).toBe('finished');
    expect(summary.body.outcome).not.toBeNull();
  });
});
