/** Every scenario file in games/mtg/scenarios passes (what `arbiter scenario mtg FILE` runs). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScenarioFile, ScenarioError } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { mtg } from '../src/index.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');

describe('MTG scenario files', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  it('there are scenario files', () => expect(files.length).toBeGreaterThan(1));
  for (const f of files)
    it(f, () => {
      const report = runScenarioFile(mtg, JSON.parse(readFileSync(join(dir, f), 'utf8')), f);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      expect(report.ok).toBe(true);
    });
  it('a bad position names the path: an unknown card, an unknown tag', () => {
    expect(() =>
      runScenarioFile(mtg, { setup: { players: [{ hand: ['no_such_card'] }, {}] } }, 'bad.json'),
    ).toThrow(/players\[0\]\.hand\[0\]: unknown card 'no_such_card'/);
    expect(() =>
      runScenarioFile(
        mtg,
        { setup: { players: [{}, {}] }, steps: [{ do: 'act', play: { type: 'cast', card: '@nope' } }] },
        'bad.json',
      ),
    ).toThrow(ScenarioError);
  });
});
