/** `--players N` for games played by a varying number of seats. */
import { toyGame, toySeatsGame } from '@arbiter/core/testing';
import type { BatchReport } from '@arbiter/sim';
import { describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const games = [toyGame, toySeatsGame];

describe('--players', () => {
  it('sim seats that many agents and tallies every seat', async () => {
    const run = await runCli(
      ['sim', 'toy-seats', '--players', '4', '--games', '8', '--json', '--no-timing'],
      {
        games,
        gameSource: null,
      },
    );
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as BatchReport;
    expect(report.wins).toHaveLength(4);
    expect(report.agents).toHaveLength(4);
  });

  it('play seats that many players', async () => {
    const run = await runCli(
      [
        'play',
        'toy-seats',
        '--players',
        '3',
        '--seed',
        '1',
        '--seat1',
        'random',
        '--seat2',
        'random',
        '--seat3',
        'random',
      ],
      {
        games,
      },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/seat 1 random, seat 2 random, seat 3 random/i);
  });

  it('a count outside the range, or another count for a fixed-seat game, is one readable line', async () => {
    const over = await runCli(['sim', 'toy-seats', '--players', '6', '--games', '1'], { games });
    expect(over.code).not.toBe(0);
    expect(expectOneErrorLine(over)).toMatch(/toy-seats is for 1 to 5 players, not 6/);
    const fixed = await runCli(['play', 'toy', '--players', '3'], { games });
    expect(fixed.code).not.toBe(0);
    expect(expectOneErrorLine(fixed)).toMatch(/toy is for 2 players, not 3/);
  });
});
