import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGame, DataError, type ValidationReport } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-vs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    if (dataDir === 'broken') {
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
  scenario(input: unknown, source: string) {
    const { cards } = input as { cards: number[] };
    return { source, total: cards.reduce((a, b) => a + b, 0) };
  },
};
const games = [toyGame, dataGame];

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
    const run = await runCli(['validate', 'toy-data', '--data', 'broken'], { games });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('  files: ["broken"]\n');
    expect(run.stdout).toContain("cards.json $.cards[3].effect: unknown effect 'fly'\n");
    expect(run.stdout).toContain('heroes.json $.heroes.Ann: missing hp\n');
    expect(expectOneErrorLine(run)).toBe('arbiter: toy-data: data is invalid (2 errors)');
  });
});

describe('arbiter scenario', () => {
  it('prints the scenario result as JSON', async () => {
    const path = file('sum.json', '{"cards": [1, 2, 3]}');
    const run = await runCli(['scenario', 'toy-data', path], { games });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ source: path, total: 6 });
  });

  it('a file that is not JSON: one line naming the file and the parse error', async () => {
    const path = file('bad.json', '{"cards": [1, 2,');
    const run = await runCli(['scenario', 'toy-data', path], { games });
    expect(run.code).toBe(1);
    const line = expectOneErrorLine(run);
    expect(line.startsWith(`arbiter: ${path}: not valid JSON: `)).toBe(true);
  });

  it('a game without scenarios refuses with one line', async () => {
    const run = await runCli(['scenario', 'toy', file('any.json', '{}')], { games });
    expect(run.code).toBe(2);
    expect(expectOneErrorLine(run)).toBe('arbiter: toy has no scenario support');
  });
});
