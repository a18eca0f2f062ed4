import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MatchLog } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

let dir: string;
let logPath: string;
let log: MatchLog;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-replay-'));
  logPath = join(dir, 'game.json');
  const run = await runCli([
    'play',
    'toy',
    '--seat1',
    'random',
    '--seat2',
    'random',
    '--seed',
    '5',
    '--log',
    logPath,
  ]);
  expect(run.code).toBe(0);
  log = JSON.parse(readFileSync(logPath, 'utf8')) as MatchLog;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeTampered(name: string, change: (copy: MatchLog) => void): string {
  const copy = structuredClone(log);
  change(copy);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(copy));
  return path;
}

describe('arbiter replay', () => {
  it('verifies a good log: ok <finalHash> and the outcome', async () => {
    const run = await runCli(['replay', logPath]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const [first, second] = run.stdout.split('\n');
    expect(first).toBe(`ok ${log.finalHash}`);
    expect(second).toMatch(/^6 actions; (seat [12] wins|draw): /);
  });

  it('names the first action whose hash differs', async () => {
    const path = writeTampered('hash.json', (copy) => {
      copy.actions[2].hash = '0000000000000000';
    });
    const run = await runCli(['replay', path]);
    expect(run.code).toBe(1);
    const line = expectOneErrorLine(run);
    expect(line).toContain('replay mismatch at actions[2]');
    expect(line).toContain(JSON.stringify(log.actions[2].action));
    expect(line).toContain('expected hash 0000000000000000');
  });

  it('names an action that is not legal at its step', async () => {
    const path = writeTampered('action.json', (copy) => {
      copy.actions[1].action = { type: 'play', card: 42 } as MatchLog['actions'][number]['action'];
    });
    const run = await runCli(['replay', path]);
    expect(run.code).toBe(1);
    expect(expectOneErrorLine(run)).toMatch(/replay step 1: .*"card":42/);
  });

  it('refuses a log whose setup differs, a log of an unknown game, and a file that is not a log', async () => {
    const setup = await runCli(['replay', writeTampered('seed.json', (copy) => (copy.seed = 'other'))]);
    expect(setup.code).toBe(1);
    expect(expectOneErrorLine(setup)).toContain('replay mismatch at setup');

    const unknown = await runCli(['replay', writeTampered('game.json2', (copy) => (copy.game = 'chess'))]);
    expect(unknown.code).toBe(2);
    expect(expectOneErrorLine(unknown)).toBe("arbiter: unknown game 'chess' (known: toy)");

    const notLog = join(dir, 'not-log.json');
    writeFileSync(notLog, '[1, 2]');
    const run = await runCli(['replay', notLog]);
    expect(run.code).toBe(1);
    expect(expectOneErrorLine(run)).toContain('not a match log');
  });

  it('finds the game by the log, among several', async () => {
    const other = { ...toyGame, id: 'toy-b' };
    const run = await runCli(['replay', logPath], { games: [other, toyGame] });
    expect(run.code).toBe(0);
  });
});
