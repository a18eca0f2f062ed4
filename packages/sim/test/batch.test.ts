import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame, GameReport, MatchLog } from '@arbiter/core';
import { defineMetrics, replay } from '@arbiter/core';
import { type ToyState, toyGame } from '@arbiter/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { type BatchOptions, playGame, runBatch, seatAgents, stripTiming, wilson } from '../src/index.ts';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-sim-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const base: BatchOptions = { game: toyGame, games: 40, seed: 100, agents: ['greedy', 'random'] };

describe('runBatch', () => {
  it('plays seeds S..S+N-1, as strings, one game each', async () => {
    const seeds: string[] = [];
    const game: AnyGame = {
      ...toyGame,
      setup: (options: { handSize: number }, seed: string) => {
        seeds.push(seed);
        return toyGame.setup(options, seed);
      },
    };
    const report = await runBatch({ ...base, game, games: 7, seed: 41 });
    expect(seeds).toEqual(['41', '42', '43', '44', '45', '46', '47']);
    expect(report.games).toBe(7);
    expect(report.seed).toBe(41);
  });

  it('counts what playGame says, game by game', async () => {
    const report = await runBatch(base);
    const wins = [0, 0];
    let draws = 0;
    let totalPlayed = 0;
    for (let i = 0; i < base.games; i++) {
      const seed = String(base.seed + i);
      const { outcome, match } = playGame(toyGame, {}, seed, seatAgents(['greedy', 'random'], seed));
      if (outcome.winner === null) draws++;
      else wins[outcome.winner]++;
      totalPlayed += (toyGame.report!(match.state as ToyState, { handSize: 3 }).totalPlayed as number) ?? 0;
    }
    expect(report.wins).toEqual(wins);
    expect(report.draws).toBe(draws);
    expect(report.winRate).toEqual(wins.map((k) => wilson(k, base.games)));
    expect(report.drawRate).toEqual(wilson(draws, base.games));
    expect(report.avgLength).toBe(6);
    expect(report.medianLength).toBe(6);
    // Toy has report() but no summarize(): the metric is the mean of its numbers.
    expect(report.metrics).toEqual({ totalPlayed: totalPlayed / base.games });
    expect(report.agents).toEqual(['greedy', 'random']);
    expect(report.options).toEqual({ handSize: 3 });
    expect(report.gamesPerSecond).toBeGreaterThan(0);
    expect(report.actionsPerSecond).toBeCloseTo(report.gamesPerSecond * 6, 6);
    expect(report.logs).toBeUndefined();
  });

  it('gives the same report for the same inputs, timing aside', async () => {
    const opts = { ...base, agents: ['mcts', 'greedy'], agentSettings: { iterations: 50 } };
    const a = await runBatch(opts);
    const b = await runBatch(opts);
    expect(stripTiming(b)).toEqual(stripTiming(a));
    expect(Object.keys(stripTiming(a))).not.toContain('elapsedMs');
    const other = await runBatch({ ...opts, seed: 500 });
    expect(stripTiming(other)).not.toEqual(stripTiming(a));
  });

  it('measures lengths: mean and median', async () => {
    // Games of 1, 2 or 3 rounds a seat by seed: seeds 0..4 last 2, 4, 6, 2, 4 actions.
    const game: AnyGame = {
      ...toyGame,
      setup: (options: { handSize: number }, seed: string) => ({
        ...toyGame.setup(options, seed),
        rounds: 1 + (Number(seed) % 3),
      }),
    };
    const report = await runBatch({ ...base, game, games: 5, seed: 0 });
    expect(report.avgLength).toBeCloseTo(18 / 5, 12);
    expect(report.medianLength).toBe(4);
  });

  it('cuts games at maxActions and counts them as draws', async () => {
    const report = await runBatch({ ...base, games: 5, maxActions: 3 });
    expect(report.avgLength).toBe(3);
    expect(report.draws).toBe(5);
    expect(report.wins).toEqual([0, 0]);
  });

  it("folds each game into the game's metrics accumulator, in seed order", async () => {
    const seen: GameReport[] = [];
    const game: AnyGame = {
      ...toyGame,
      metrics: defineMetrics<GameReport, { games: number; decided: number }>({
        init: () => ({ games: 0, decided: 0 }),
        add(acc, report, outcome) {
          seen.push(report);
          acc.games++;
          if (outcome.winner !== null) acc.decided++;
        },
        merge(into, other) {
          into.games += other.games;
          into.decided += other.decided;
        },
        finish: (acc) => ({ ...acc }),
      }),
    };
    const report = await runBatch({ ...base, game, games: 12 });
    expect(seen).toHaveLength(12);
    expect(seen[0]).toHaveProperty('totalPlayed');
    expect(report.metrics).toEqual({ games: 12, decided: 12 - report.draws });
  });

  it('writes one match log per game, each of which replays', async () => {
    const logDir = join(tempDir(), 'logs');
    const report = await runBatch({ ...base, games: 6, seed: 7, logDir, options: { handSize: 2 } });
    const names = ['toy-7.json', 'toy-8.json', 'toy-9.json', 'toy-10.json', 'toy-11.json', 'toy-12.json'];
    expect(report.logs).toEqual(names.map((n) => join(logDir, n)));
    expect(readdirSync(logDir).sort()).toEqual([...names].sort());
    for (const [i, path] of report.logs!.entries()) {
      const log = JSON.parse(readFileSync(path, 'utf8')) as MatchLog;
      expect(log.seed).toBe(String(7 + i));
      expect(log.options).toEqual({ handSize: 2 });
      const replayed = replay(toyGame, log);
      expect(replayed.finalHash).toBe(log.finalHash);
      expect(replayed.outcome).toEqual(log.outcome);
    }
    // Recording does not change the play.
    const unlogged = await runBatch({ ...base, games: 6, seed: 7, options: { handSize: 2 } });
    const { logs: _logs, ...logged } = stripTiming(report);
    expect(logged).toEqual(stripTiming(unlogged));
  });

  it('refuses bad input before playing', async () => {
    await expect(runBatch({ ...base, agents: ['random', 'genius'] })).rejects.toThrow(
      /unknown agent kind 'genius'/,
    );
    await expect(runBatch({ ...base, agents: [] })).rejects.toThrow(/no agents/);
    await expect(runBatch({ ...base, games: 0 })).rejects.toThrow(/games must be a positive integer/);
    await expect(runBatch({ ...base, seed: 1.5 })).rejects.toThrow(/seed must be an integer/);
    await expect(runBatch({ ...base, options: { handSize: 9 } })).rejects.toThrow(
      /invalid options for toy: handSize/,
    );
    await expect(runBatch({ ...base, workers: 2 })).rejects.toThrow(/needs gameSource/);
  });
});
