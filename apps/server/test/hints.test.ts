/**
 * Hints (`POST /api/matches/:id/hint`): the search's best action and the
 * next two for the seat the token holds, worked out from that seat's view
 * only, and recorded so the match says whether hints were used.
 */
import { toyGame } from '@arbiter/core/testing';
import { findGame } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import { hintAnswer } from '../src/hint-search.ts';
import type { CreateMatchResponse, HintResponse, MatchSummary, StateMessage } from '../src/protocol.ts';
import { api, serverFixtures } from './helpers.ts';

const fx = serverFixtures();
/** An iteration budget: the same position and seed give the same hint. */
const hintSettings = { iterations: 60, thinkMs: 0 };

describe('hints', () => {
  it("answers the seat's best action and the next two from its view, and the match counts the hint", async () => {
    const run = await fx.start({ hintSettings });
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['human', 'random'], seed: 'hint-1' },
    });
    const { id, token } = created.body;
    const watched = await fx.tracked(run, id, token!);
    expect(watched.state.seats[0].hints).toBe(0);

    const hint = await api<HintResponse>(run.base, `/api/matches/${id}/hint`, {
      method: 'POST',
      token: token!,
    });
    expect(hint.status).toBe(200);
    const h = hint.body;
    expect(h.seat).toBe(0);
    expect(h.toAct).toBe(true);
    expect(h.estimated).toBe(true);
    expect(h.iterations).toBe(60);
    expect(h.hintsUsed).toBe(1);
    expect(h.winChance).toBeGreaterThanOrEqual(0);
    expect(h.winChance).toBeLessThanOrEqual(1);
    const labels = watched.state.legal.map((l) => l.label);
    expect(labels).toContain(h.best!.label);
    expect(h.alternatives).toHaveLength(2);
    for (const alt of h.alternatives) expect(labels).toContain(alt.label);

    // The same search, run here on the view the seat's own client was sent, gives the same answer:
    // the server searched from that view (and the legal actions), nothing else of the match.
    const seen = await api<StateMessage>(run.base, `/api/matches/${id}/state`, { token: token! });
    const local = hintAnswer(toyGame, {
      seat: 0,
      view: seen.body.view,
      legal: seen.body.legal.map((l) => l.action),
      settings: hintSettings,
      seed: `${id}/hint/0/${seen.body.version}`,
    });
    expect(h.best!.label).toBe(seen.body.legal[local.ranked[0].index].label);
    expect(h.winChance).toBe(local.winChance);
    expect([h.best, ...h.alternatives].map((c) => c!.visits)).toEqual(local.ranked.map((r) => r.visits));

    // Everyone watching learns that seat 0 took a hint; the summary keeps it.
    const after = await watched.client.next(
      (m): m is StateMessage => m.type === 'state' && m.seats[0].hints === 1,
    );
    expect(after.seats[1].hints).toBe(0);
    const summary = await api<MatchSummary>(run.base, `/api/matches/${id}`);
    expect(summary.body.seats.map((s) => s.hints)).toEqual([1, 0]);
  });

  it('refuses without a token, with a token of no seat, and once the match is over', async () => {
    const run = await fx.start({ hintSettings });
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['human', 'random'], seed: 'hint-2' },
    });
    const { id, token } = created.body;
    const none = await api<{ error: { code: string } }>(run.base, `/api/matches/${id}/hint`, {
      method: 'POST',
    });
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('no-token');
    const wrong = await api<{ error: { code: string } }>(run.base, `/api/matches/${id}/hint`, {
      method: 'POST',
      token: 'not-a-seat-token',
    });
    expect(wrong.status).toBe(403);
    const unknown = await api(run.base, '/api/matches/nope/hint', { method: 'POST', token: token! });
    expect(unknown.status).toBe(404);
    // Play the match out, then ask.
    for (let i = 0; i < 20; i++) {
      const s = await api<StateMessage>(run.base, `/api/matches/${id}/state`, { token: token! });
      if (s.body.status !== 'active') break;
      if (s.body.legal.length > 0) {
        await api(run.base, `/api/matches/${id}/actions`, {
          body: { action: s.body.legal[0].action },
          token: token!,
        });
      } else await new Promise((r) => setTimeout(r, 20));
    }
    const over = await api<{ error: { code: string } }>(run.base, `/api/matches/${id}/hint`, {
      method: 'POST',
      token: token!,
    });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('match-over');
  });

  it('thinks in a thread of its own with a time budget, and the server keeps answering', async () => {
    const run = await fx.start({
      games: [findGame('dice-duel')],
      agentThreads: 1,
      hintSettings: { thinkMs: 1000 },
    });
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'dice-duel', seats: ['human', 'greedy'], seed: 'hint-3' },
    });
    const { id, token } = created.body;
    let state = (await api<StateMessage>(run.base, `/api/matches/${id}/state`, { token: token! })).body;
    for (let i = 0; i < 100 && state.legal.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      state = (await api<StateMessage>(run.base, `/api/matches/${id}/state`, { token: token! })).body;
    }
    const asked = api<HintResponse>(run.base, `/api/matches/${id}/hint`, { method: 'POST', token: token! });
    let hintAnswered = false;
    void asked.then(() => {
      hintAnswered = true;
    });
    // The server answers while the hint thinks (a second of budget): a hint on the server's own
    // thread would hold the health answer until the hint's. Ordered, not timed: CI shares its cores.
    const health = await api(run.base, '/api/health');
    expect(health.status).toBe(200);
    expect(hintAnswered).toBe(false);
    const hint = await asked;
    expect(hint.status).toBe(200);
    expect(hint.body.iterations).toBeGreaterThan(0);
    if (state.legal.length > 0) expect(state.legal.map((l) => l.label)).toContain(hint.body.best!.label);
  });
});
