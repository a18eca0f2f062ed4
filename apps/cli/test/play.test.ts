import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGame, Match, type MatchLog } from '@arbiter/core';
import { type ToyView, toyGame } from '@arbiter/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-play-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (text: string, part: string) => text.split(part).length - 1;

describe('arbiter play (piped input)', () => {
  it('plays human vs random to the end, taking the numbered choices', async () => {
    const logPath = join(dir, 'human-first.json');
    const run = await runCli(['play', 'toy', '--seat2', 'random', '--seed', '9', '--log', logPath], {
      stdin: '1\n1\n1\n',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Toy: seed 9; seat 1 human, seat 2 random\n/);
    expect(count(run.stdout, 'seat 1> choose 1-')).toBe(3);
    expect(count(run.stdout, 'seat 2 (random): play ')).toBe(3);
    expect(run.stdout).toContain('"hand": [');
    expect(run.stdout).toMatch(/Game over after 6 actions: (seat [12] wins|draw): .*\(scores \d+ : \d+\)\n/);

    // Answering "1" each time means seat 1 always took the first legal action.
    const log = JSON.parse(readFileSync(logPath, 'utf8')) as MatchLog;
    const match = new Match(toyGame, log.options, log.seed);
    for (const step of log.actions) {
      if (step.player === 0) expect(step.action).toEqual(match.legalActions(0)[0]);
      match.act(step.player, step.action);
    }
    expect(match.hash()).toBe(log.finalHash);
  });

  it('the same seed and answers give the same transcript', async () => {
    const args = ['play', 'toy', '--seat2', 'greedy', '--seed', 'abc'];
    const a = await runCli(args, { stdin: '2\n1\n1\n' });
    const b = await runCli(args, { stdin: '2\n1\n1\n' });
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
  });

  it('re-asks on an answer that is not a choice', async () => {
    const run = await runCli(['play', 'toy', '--seat2', 'random', '--seed', '1'], {
      stdin: 'x\n0\n1\n1\n1\n',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("'x' is not a choice: enter a number from 1 to ");
    expect(run.stdout).toContain("'0' is not a choice");
    expect(run.stdout).toContain('Game over after 6 actions');
  });

  it('q quits cleanly', async () => {
    const run = await runCli(['play', 'toy', '--seat2', 'random', '--seed', '1'], { stdin: 'q\n' });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/quit\n$/);
    expect(run.stdout).not.toContain('Game over');
  });

  it('input that ends before the game does is one error line', async () => {
    const run = await runCli(['play', 'toy', '--seat2', 'random', '--seed', '1'], { stdin: '1\n' });
    expect(run.code).toBe(1);
    expect(expectOneErrorLine(run)).toBe('arbiter: input ended before the game finished');
  });

  it('hot-seat: both seats human', async () => {
    const run = await runCli(['play', 'toy', '--seat2', 'human', '--seed', '2'], {
      stdin: '1\n1\n1\n1\n1\n1\n',
    });
    expect(run.code).toBe(0);
    expect(count(run.stdout, 'seat 1> choose')).toBe(3);
    expect(count(run.stdout, 'seat 2> choose')).toBe(3);
  });

  it("uses the game's render when it has one", async () => {
    const drawn: AnyGame = {
      ...toyGame,
      id: 'toy-drawn',
      render: (view: ToyView, viewer: number | null) => `[seat ${viewer}] hand: ${view.hand?.join(' ')}`,
    };
    const run = await runCli(['play', 'toy-drawn', '--seat2', 'random', '--seed', '3'], {
      games: [drawn],
      stdin: '1\n1\n1\n',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\[seat 0\] hand: \d \d \d\n/);
    expect(run.stdout).not.toContain('"hand"');
  });

  it('agents alone play the game through (mcts with few iterations)', async () => {
    const run = await runCli([
      'play',
      'toy',
      '--seat1',
      'mcts',
      '--seat2',
      'random',
      '--iterations',
      '30',
      '--seed',
      '4',
    ]);
    expect(run.code).toBe(0);
    expect(count(run.stdout, 'seat 1 (mcts): play ')).toBe(3);
    expect(run.stdout).toContain('Game over after 6 actions');
  });
});
