import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGame, DataError, type ValidationReport } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-vs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** The folder the toy game's data hook finds broken. */
const brokenDir = join(dir, 'broken');
mkdirSync(brokenDir);

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The toy game with data hooks: validation depends on the directory given. */
const dataGame: AnyGame = {
  ...toyGame,
  id: 'toy-data',
  validate(dataDir?: string): ValidationReport {
    const summary = { handlers: 4, idsUsed: 7, files: dataDir ? [dataDir] : ['builtin'] };
    if (dataDir === brokenDir) {
      return {
        ok: false,
        errors: [
          new DataError('cards.json', ['cards', 3, 'effect'], "unknown effect 'fly'"),
          new DataError('heroes.json', '$.heroes.Ann', 'missing hp'),
        ],
        warnings: ['handler teleport is never used'],
        summary,
      };
    }
    return { ok: true, errors: [], warnings: ['handler teleport is never used'], summary };
  },
  scenarios: undefined,
};
const noScenarios: AnyGame = { ...toyGame, id: 'toy-plain', scenarios: undefined };
const games = [toyGame, dataGame, noScenarios];

describe('arbiter validate', () => {
  it('a game without data hooks says so and exits 0', async () => {
    const run = await runCli(['validate', 'toy'], { games });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('toy has no data to validate\n');
  });

  it('prints the coverage summary and warnings for valid data', async () => {
    const run = await runCli(['validate', 'toy-data'], { games });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('  handlers: 4\n');
    expect(run.stdout).toContain('  files: ["builtin"]\n');
    expect(run.stdout).toContain('warnings (1):\n  handler teleport is never used\n');
    expect(run.stdout).toMatch(/toy-data: data ok\n$/);
  });

  it('--data passes the directory; errors are listed one per line and exit 1', async () => {
    const run = await runCli(['validate', 'toy-data', '--data', brokenDir], { games });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`  files: ${JSON.stringify([brokenDir])}\n`);
    expect(run.stdout).toContain("cards.json $.cards[3].effect: unknown effect 'fly'\n");
    expect(run.stdout).toContain('heroes.json $.heroes.Ann: missing hp\n');
    expect(expectOneErrorLine(run)).toBe('arbiter: toy-data: data is invalid (2 errors)');
  });

  it('prints the errors first, then the warnings, then the summary', async () => {
    const run = await runCli(['validate', 'toy-data', '--data', brokenDir], { games });
    const at = (text: string) => {
      const i = run.stdout.indexOf(text);
      expect(i, text).toBeGreaterThanOrEqual(0);
      return i;
    };
    expect(run.stdout.startsWith('errors (2):\n')).toBe(true);
    expect(at('heroes.json $.heroes.Ann')).toBeLessThan(at('warnings (1):'));
    expect(at('warnings (1):')).toBeLessThan(at('summary:'));
  });
});

describe('arbiter scenario', () => {
  const scenario = (expect: unknown) =>
    JSON.stringify({
      setup: { hands: [[3], [4]], deck: [] },
      steps: [{ action: { type: 'play', card: 3 } }],
      expect,
    });

  it('prints a pass/fail line per expectation and exits 0 when all hold', async () => {
    const run = await runCli(['scenario', 'toy', file('ok.json', scenario({ scores: [3, 0], turn: 1 }))], {
      games,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('  step 0: seat 1 play 3\n');
    expect(run.stdout).toContain('  ok   expect.scores\n');
    expect(run.stdout).toMatch(/2 passed, 0 failed\n$/);
  });

  it('exits 1 with one line when an expectation fails, after showing which', async () => {
    const path = file('fail.json', scenario({ scores: [4, 0] }));
    const run = await runCli(['scenario', 'toy', path], { games });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('  FAIL expect.scores: $[0]: expected 4, got 3\n');
    expect(expectOneErrorLine(run)).toBe(`arbiter: ${path}: 1 expectation failed`);
  });

  it('--json prints the whole report', async () => {
    const run = await runCli(['scenario', 'toy', file('j.json', scenario({ turn: 1 })), '--json'], { games });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ game: 'toy', ok: true, checks: [{ name: 'turn', ok: true, actual: 1 }] });
  });

  it('a file that is not JSON: one line naming the file and the parse error', async () => {
    const path = file('bad.json', '{"cards": [1, 2,');
    const run = await runCli(['scenario', 'toy', path], { games });
    expect(run.code).toBe(1);
    const line = expectOneErrorLine(run);
    expect(line.startsWith(`arbiter: ${path}: not valid JSON: `)).toBe(true);
  });

  it('a file that states no expectations: exit 1, one line naming the file', async () => {
    const path = file('empty.json', scenario(undefined));
    const run = await runCli(['scenario', 'toy', path], { games });
    expect(run.code).toBe(1);
    const line = expectOneErrorLine(run);
    expect(line.startsWith(`arbiter: ${path}: the scenario states no expectations`)).toBe(true);
  });

  it('a game without scenarios refuses with one line', async () => {
    const run = await runCli(['scenario', 'toy-plain', file('any.json', '{}')], { games });
    expect(run.code).toBe(2);
    expect(expectOneErrorLine(run)).toBe('arbiter: toy-plain has no scenario support');
  });
});
