/** The simulator sizes seats and tallies by the match's seat count (`seats(options)`). */
import { createAgent } from '@arbiter/agents';
import { toySeatsGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { playGame, runBatch } from '../src/index.ts';

describe('variable seat counts in the simulator', () => {
  it('plays a 4-seat match with 4 agents and refuses 3', () => {
    const agents = [0, 1, 2, 3].map((i) => createAgent('random', `a${i}`));
    const played = playGame(toySeatsGame, { players: 4 }, '1', agents);
    expect(played.outcome?.scores).toHaveLength(4);
    expect(() => playGame(toySeatsGame, { players: 4 }, '1', agents.slice(0, 3))).toThrow(
      'toy-seats has 4 seats but 3 agents were given',
    );
  });

  it('a batch tallies wins for every seat of the options', async () => {
    const report = await runBatch({
      game: toySeatsGame,
      games: 20,
      seed: 1,
      agents: ['random'],
      options: { players: 5 },
    });
    expect(report.wins).toHaveLength(5);
    expect(report.wins.reduce((a, b) => a + b, 0) + report.draws).toBe(20);
  });

  it('win rates per agent pool the seats each agent kind played', async () => {
    const report = await runBatch({
      game: toySeatsGame,
      games: 30,
      seed: 3,
      agents: ['greedy', 'random', 'random'],
      options: { players: 3 },
    });
    const random = report.winRateByAgent.random;
    expect(random.wins).toBe(report.wins[1] + report.wins[2]);
    expect(random.seatGames).toBe(60);
    expect(report.winRateByAgent.greedy).toMatchObject({ wins: report.wins[0], seatGames: 30 });
    expect(random.low).toBeLessThanOrEqual(random.rate);
    expect(random.high).toBeGreaterThanOrEqual(random.rate);
  });
});
