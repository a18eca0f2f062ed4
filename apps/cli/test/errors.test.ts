import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataError, DataErrors, RuleViolation } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

describe('errors: one `arbiter: ` line, non-zero exit', () => {
  const usageCases: Array<[string, string[], RegExp]> = [
    ['unknown game', ['sim', 'chess', '--games', '3'], /^arbiter: unknown game 'chess' \(known: toy\)$/],
    ['bad number', ['sim', 'toy', '--games', 'lots'], /--games.*'lots'.*whole number/],
    ['zero games', ['sim', 'toy', '--games', '0'], /whole number >= 1/],
    ['missing --games', ['sim', 'toy'], /required option '--games/],
    ['unknown agent', ['sim', 'toy', '--games', '3', '--agents', 'random,oracle'], /unknown agent 'oracle'/],
    [
      'too many agents',
      ['sim', 'toy', '--games', '3', '--agents', 'random,random,random'],
      /3 agents.*2 seats/,
    ],
    [
      'option without =',
      ['sim', 'toy', '--games', '3', '--option', 'handSize'],
      /'handSize' is not of the form/,
    ],
    ['unknown command', ['simulate', 'toy'], /unknown command 'simulate'/],
    ['unknown flag', ['sim', 'toy', '--games', '3', '--gmaes', '4'], /unknown option '--gmaes'/],
    [
      'missing file',
      ['replay', '/nonexistent/log.json'],
      /^arbiter: \/nonexistent\/log\.json: no such file$/,
    ],
    ['unknown seat kind', ['play', 'toy', '--seat2', 'robot'], /--seat2: unknown agent 'robot'/],
    ['bad iterations', ['play', 'toy', '--iterations', '-5'], /--iterations/],
  ];
  for (const [name, args, pattern] of usageCases) {
    it(`${name}: exit 2`, async () => {
      const run = await runCli(args);
      expect(run.code).toBe(2);
      expect(expectOneErrorLine(run)).toMatch(pattern);
      expect(run.stdout).toBe('');
    });
  }

  const thrown: Array<[string, () => Error, string]> = [
    [
      'a rule violation',
      () => new RuleViolation('bad-step', 'step 2 is not legal'),
      'arbiter: rule violation (bad-step): step 2 is not legal',
    ],
    [
      'a data error',
      () => new DataError('heroes.json', ['heroes', 0, 'hp'], 'must be positive'),
      'arbiter: heroes.json $.heroes[0].hp: must be positive',
    ],
    [
      'several data errors',
      () => new DataErrors([new DataError('a.json', '$.x', 'bad'), new DataError('b.json', '$.y', 'worse')]),
      'arbiter: a.json $.x: bad (and 1 more data errors)',
    ],
    ['any other error', () => new Error('boom\nsecond line'), 'arbiter: boom second line'],
  ];
  for (const [name, make, expected] of thrown) {
    it(`${name} from a game is one line, exit 1; --debug adds the stack`, async () => {
      const broken = {
        ...toyGame,
        id: 'broken',
        validate(): never {
          throw make();
        },
      };
      const dir = mkdtempSync(join(tmpdir(), 'arbiter-err-'));
      try {
        const file = join(dir, 's.json');
        writeFileSync(file, '{}');
        const run = await runCli(['validate', 'broken', '--data', dir], { games: [broken] });
        expect(run.code).toBe(1);
        expect(expectOneErrorLine(run)).toBe(expected);
        const debug = await runCli(['validate', 'broken', '--data', dir, '--debug'], { games: [broken] });
        expect(debug.code).toBe(1);
        expect(debug.stderr.split('\n')[0]).toBe(expected);
        expect(debug.stderr).toMatch(/\n\s+at /);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it('--help is not an error', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: arbiter');
    for (const command of ['games', 'play', 'sim', 'replay', 'validate', 'scenario']) {
      expect(run.stdout).toContain(command);
    }
  });
});
