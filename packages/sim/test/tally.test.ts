import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import {
  addResult,
  type BatchTally,
  finishReport,
  type GameJob,
  isCheckpoint,
  mergeTally,
  newTally,
  runGame,
} from '../src/index.ts';

const job: GameJob = { options: {}, kinds: ['greedy', 'random'] };
const results = Array.from({ length: 137 }, (_, i) => runGame(toyGame, job, String(500 + i)));
const header = { game: toyGame, seed: 500, agents: job.kinds, options: { handSize: 3 }, elapsedMs: 0 };

function tallyOf(first: number, count: number): BatchTally {
  const t = newTally(toyGame, toyGame.players, first);
  for (const r of results.slice(first, first + count)) addResult(toyGame, t, r);
  return t;
}

describe('convergence checkpoints', () => {
  it('are 1-9, 10-90, 100-900, ...', () => {
    const up = Array.from({ length: 1200 }, (_, i) => i).filter(isCheckpoint);
    expect(up.slice(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30]);
    expect(up.slice(-4)).toEqual([700, 800, 900, 1000]);
    expect(isCheckpoint(0)).toBe(false);
    expect(isCheckpoint(110)).toBe(false);
    expect(isCheckpoint(3_000_000)).toBe(true);
  });

  it('record the running counts, with the last game always present', () => {
    const report = finishReport(header, tallyOf(0, results.length));
    const games = report.convergence.map((p) => p.games);
    expect(games).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 137]);
    const last = report.convergence.at(-1)!;
    expect(last.wins).toEqual(report.wins);
    expect(last.draws).toBe(report.draws);
    // The running count at 30 is what the first 30 games say.
    const first30 = tallyOf(0, 30);
    expect(report.convergence[11]).toEqual({ games: 30, wins: first30.wins, draws: first30.draws });
    expect(Object.values(report.lengths).reduce((a, b) => a + b, 0)).toBe(137);
  });
});

describe('mergeTally', () => {
  it('gives the report of one sequential tally, whatever the chunking', () => {
    const whole = finishReport(header, tallyOf(0, results.length));
    for (const size of [1, 7, 25, 64, 200]) {
      const merged = newTally(toyGame);
      for (let first = 0; first < results.length; first += size) {
        mergeTally(toyGame, merged, structuredClone(tallyOf(first, size)));
      }
      expect(finishReport(header, merged)).toEqual(whole);
    }
  });

  it('refuses a chunk out of seed order', () => {
    const into = tallyOf(0, 10);
    expect(() => mergeTally(toyGame, into, tallyOf(20, 10))).toThrow(/starting at game 20 after games 0..9/);
  });
});
