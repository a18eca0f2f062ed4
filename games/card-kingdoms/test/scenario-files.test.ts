/** Every scenario file in scenarios/ runs on the kernel harness and meets its expectations. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScenarioFile, ScenarioError } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('scenario files', () => {
  it.each(files)('%s', (file) => {
    const report = runScenarioFile(cardKingdoms, JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('an unknown card in the setup names its place', () => {
    const bad = { setup: { players: [{ citizens: ['Dragon Tamer'] }, {}] } };
    expect(() => runScenarioFile(cardKingdoms, bad, 'bad.json')).toThrow(ScenarioError);
    expect(() => runScenarioFile(cardKingdoms, bad, 'bad.json')).toThrow(
      /players\[0\]\.citizens\[0\].*no citizen named 'Dragon Tamer'/,
    );
  });
});
