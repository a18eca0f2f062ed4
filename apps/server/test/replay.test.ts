/**
 * Replays are snapshots (issue 19): `GET /api/matches/:id/replay` gives every
 * position of a match, and each step's view must be the view of the match
 * at that step — the view the game gives of a state replayed afresh to that
 * step and left alone — for every seat and the spectator, in every game of
 * the catalog. (A replay that stepped one state in place and kept views
 * sharing the state's objects showed later values at earlier steps.)
 */
import { type AnyGame, Match, type MatchLog, type PlayerId, stableStringify } from '@arbiter/core';
import { type ToyState, toyGame } from '@arbiter/core/testing';
import { games } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import type { CreateMatchResponse, ReplayResponse } from '../src/protocol.ts';
import { api, serverFixtures } from './helpers.ts';

const fx = serverFixtures();

/** Short matches: MTG by its turn limit, the others as they come. */
const OPTIONS: Record<string, unknown> = { mtg: { maxTurns: 6 } };

/** The state after each prefix of the log's actions, each replayed afresh and never touched again. */
function statesOf(game: AnyGame, log: MatchLog): unknown[] {
  const m = new Match(game, log.options, log.seed, { recordEvents: false });
  const out = [game.clone(m.state)];
  for (const a of log.actions) {
    m.act(a.player, a.action);
    out.push(game.clone(m.state));
  }
  return out;
}

/**
 * Plays `game` between two random agents on a server, then checks the
 * replay of every perspective step by step against fresh replays.
 */
async function checkReplay(game: AnyGame, serverGames: AnyGame[]): Promise<void> {
  const run = await fx.start({ games: serverGames });
  const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
    body: {
      game: game.id,
      seats: ['random', 'random'],
      seed: 'replay-snapshots',
      take: null,
      options: OPTIONS[game.id] ?? {},
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const room = run.server.manager.room(id);
  const deadline = Date.now() + 60_000;
  while (room.status === 'active' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(room.status).toBe('finished');

  const log = (await api<MatchLog>(run.base, `/api/matches/${id}/log`)).body;
  expect(log.actions.length).toBeGreaterThan(5);
  const states = statesOf(game, log);
  for (const viewer of [null, 0, 1]) {
    const res = await api<ReplayResponse>(
      run.base,
      `/api/matches/${id}/replay?viewer=${viewer === null ? 'spectator' : viewer}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.steps).toHaveLength(log.actions.length + 1);
    for (const step of res.body.steps) {
      const state = states[step.step];
      const expected = JSON.parse(JSON.stringify(game.view(state, viewer)));
      if (stableStringify(step.view) !== stableStringify(expected)) {
        // The first place they differ, in the message (the views are large).
        expect({ step: step.step, viewer, view: step.view }).toEqual({
          step: step.step,
          viewer,
          view: expected,
        });
      }
      expect(step.toAct).toEqual(game.toAct(state));
    }
  }
}

describe.each(games.map((g) => [g.id, g] as const))('%s replay', (_id, game) => {
  it('shows at every step the view of a fresh replay to that step, for each seat and a spectator', async () => {
    await checkReplay(game, games);
  }, 120_000);
});

describe('the replay endpoint itself', () => {
  it("keeps each step's view as it was even when a game's view shares the state's objects", async () => {
    // A game with the fault the conformance suite refuses: its views hand out the live scores array.
    const sharing: AnyGame = {
      ...toyGame,
      id: 'toy-sharing-views',
      view: (s: ToyState, viewer: PlayerId | null) => ({ ...toyGame.view(s, viewer), scores: s.scores }),
    };
    await checkReplay(sharing, [sharing]);
  });
});
