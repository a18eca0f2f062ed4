/**
 * The rollout agent as a seat: offered in the lobby's seat kinds, it plays a
 * Dice Duel match to the end under its name (with the server's agent
 * budget; here a small iteration budget, so the test is quick). In the Lab,
 * a run with a rollout seat, or Dice Duel's own expectimax search, has the
 * searching agents' tighter game budget.
 */
import { findGame } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../src/protocol.ts';
import { api, serverFixtures, until } from './helpers.ts';
import { startLab, submit } from './lab/lab-helpers.ts';

const fx = serverFixtures();

describe('rollout seats', () => {
  it('are offered, and a match with one plays to the end', async () => {
    const run = await fx.start({
      games: [findGame('dice-duel')],
      agentSettings: { iterations: 4, samples: 2 },
    });
    const games = await api<GameInfo[]>(run.base, '/api/games');
    expect(games.body[0].seatKinds).toEqual(['human', 'random', 'greedy', 'mcts', 'rollout']);
    const created = await api<{ id: string }>(run.base, '/api/matches', {
      body: { game: 'dice-duel', seats: ['rollout', 'greedy'], take: null, seed: '3' },
    });
    expect(created.status).toBe(201);
    const summary = async () =>
      (
        await api<{ status: string; seats: Array<{ name: string; kind: string }> }>(
          run.base,
          `/api/matches/${created.body.id}`,
        )
      ).body;
    expect((await summary()).seats[0]).toMatchObject({ kind: 'rollout', name: 'Rollout agent' });
    await until(async () => (await summary()).status === 'finished', 60_000);
  });

  it('count as searching in a Lab run (its tighter game budget), as does Dice Duel’s expectimax', async () => {
    const lab = await startLab({ limits: { gamesPerRun: 100, searchGamesPerRun: 10 } });
    fx.cleanups.push(() => lab.server.close());
    const info = await api<{ agents: string[] }>(lab.base, '/api/lab/games/dice-duel');
    expect(info.body.agents).toEqual(['random', 'greedy', 'mcts', 'rollout', 'expectimax']);
    for (const agent of ['rollout', 'expectimax']) {
      const refused = await submit(lab.base, {
        game: 'dice-duel',
        subject: { hero: 'pyromancer' },
        opponents: ['shadow-monk'],
        games: 12,
        agents: [agent, 'random'],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.reason).toMatch(/limit searchGamesPerRun/);
    }
  });
});
