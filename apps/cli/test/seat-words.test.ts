/**
 * Seats are numbered from 1 wherever the CLI speaks to a person (the match
 * log's JSON keeps them 0-based): the play transcript, the sim report and
 * the help of the deck flags.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

/** "seat 0" as a person would read it (not inside JSON, not "seat 0-based"). */
const SEAT_ZERO = /\bseat 0\b/i;

describe('seat words in the CLI', () => {
  it('play: the transcript names seat 1 and seat 2, never seat 0', async () => {
    const run = await runCli(['play', 'toy', '--seat1', 'random', '--seat2', 'random', '--seed', '4']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Toy: seed 4; seat 1 random, seat 2 random\n/);
    expect(run.stdout).toMatch(/^seat 1 \(random\): /m);
    expect(run.stdout).toMatch(/^seat 2 \(random\): /m);
    expect(run.stdout).not.toMatch(SEAT_ZERO);
  });

  it('sim: the report counts wins for seat 1 and seat 2', async () => {
    const run = await runCli(['sim', 'toy', '--games', '6', '--agents', 'random', '--no-timing']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/seat 1/);
    expect(run.stdout).toMatch(/seat 2/);
    expect(run.stdout).not.toMatch(SEAT_ZERO);
  });

  it("help: --deck1 is seat 1's deck and --deck2 seat 2's", async () => {
    for (const command of ['play', 'sim']) {
      const run = await runCli([command, '--help']);
      expect(run.stdout).toContain("seat 1's deck");
      expect(run.stdout).toContain("seat 2's deck");
      expect(run.stdout).not.toMatch(SEAT_ZERO);
    }
  });
});
