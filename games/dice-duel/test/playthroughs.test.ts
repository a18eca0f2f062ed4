import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordPlaythrough } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { diceDuel } from '../src/index.ts';
import { PLAYTHROUGHS } from './playthrough-cases.ts';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../playthroughs');

describe('golden playthroughs', () => {
  for (const c of PLAYTHROUGHS) {
    it(`${c.name} plays exactly as recorded`, () => {
      const golden = JSON.parse(readFileSync(join(dir, `${c.name}.json`), 'utf8'));
      const now = JSON.parse(JSON.stringify(recordPlaythrough(diceDuel, c.options, c.seed)));
      expect(now.initialHash).toBe(golden.initialHash);
      // Compare step by step so a failure names the first step that changed.
      const n = Math.max(now.steps.length, golden.steps.length);
      for (let i = 0; i < n; i++)
        expect({ step: i, ...now.steps[i] }).toEqual({ step: i, ...golden.steps[i] });
      expect(now.outcome).toEqual(golden.outcome);
    });
  }
});
