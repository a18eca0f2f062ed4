import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScenarioFile, ScenarioError } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';

const dir = join(import.meta.dirname, '../scenarios');

describe('scenario files', () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
    it(`${f} passes`, () => {
      const report = runScenarioFile(pocket, JSON.parse(readFileSync(join(dir, f), 'utf8')), f);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      expect(report.checks.length).toBeGreaterThan(0);
    });
  }

  it('a bad position names its place in the file', () => {
    const bad = { setup: { sides: [{ active: { card: 'A1 999' } }, {}] } };
    expect(() => runScenarioFile(pocket, bad, 'bad.json')).toThrow(ScenarioError);
    expect(() => runScenarioFile(pocket, bad, 'bad.json')).toThrow(
      /sides\[0\]\.active\.card: unknown card 'A1 999'/,
    );
    const hp = { setup: { sides: [{ active: { card: 'A1 001', hp: 500 } }, {}] } };
    expect(() => runScenarioFile(pocket, hp, 'hp.json')).toThrow(/hp must be in 1..70/);
  });
});
