import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScenarioFile, ScenarioError } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { queensBlood } from '../src/index.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'scenarios');

describe('scenario files (kernel harness)', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    it(`${file} meets its expectations`, () => {
      const report = runScenarioFile(queensBlood, JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report.checks.length).toBeGreaterThan(2);
    });
  }

  it('a failed expectation is reported with the first difference, not thrown', () => {
    const report = runScenarioFile(
      queensBlood,
      {
        setup: { tiles: [{ lane: 'MID', col: 1, card: '001' }] },
        expect: { board: { 'MID 1': { card: '001', power: 9 } }, score: [1, 0] },
      },
      'x.json',
    );
    expect(report.ok).toBe(false);
    expect(report.checks.map((c) => [c.name, c.ok])).toEqual([
      ['board', false],
      ['score', true],
    ]);
    expect(report.checks[0].message).toBe('$.MID 1.power: expected 9, got 1');
  });

  it('reports a bad position with file, path and reason', () => {
    expect(() =>
      runScenarioFile(queensBlood, { setup: { tiles: [{ lane: 'MID', col: 9 }] } }, 'bad.json'),
    ).toThrow(/^bad\.json: \$\.setup\.tiles\[0\]\.col:/);
    expect(() =>
      runScenarioFile(
        queensBlood,
        { setup: { tiles: [{ lane: 'MID', col: 1, card: 'Nobody' }] } },
        'bad.json',
      ),
    ).toThrow(/setup\.tiles\[0\]\.card: unknown card 'Nobody'/);
  });

  it('an illegal step fails the scenario naming the reason', () => {
    const run = () =>
      runScenarioFile(
        queensBlood,
        { setup: { hands: [['055'], []] }, steps: [{ do: 'play', card: '055', lane: 'TOP', col: 1 }] },
        'x.json',
      );
    expect(run).toThrow(ScenarioError);
    expect(run).toThrow(/x\.json: \$\.steps\[0\]: illegal-play: .*costs 3/);
  });

  it('a refused action step must be refused with its code and leave the state as it was', () => {
    const report = runScenarioFile(
      queensBlood,
      {
        setup: { hands: [['055'], []] },
        steps: [{ action: { type: 'play', card: 0, lane: 0, col: 0 }, refused: 'illegal-play' }],
        expect: { hands: [['055'], []] },
      },
      'x.json',
    );
    expect(report.ok).toBe(true);
    expect(report.steps[0].refused?.reason).toMatch(/costs 3/);
  });
});
