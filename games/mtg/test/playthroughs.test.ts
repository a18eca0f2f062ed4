import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playthroughCheck } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { mtg } from '../src/index.ts';
import { PLAYTHROUGHS } from './playthrough-cases.ts';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../playthroughs');

describe('golden playthroughs', () => {
  for (const c of PLAYTHROUGHS) {
    it(`${c.name} plays exactly as recorded (actions, events, state and view hashes)`, () => {
      expect(playthroughCheck(mtg, dir, c)).toBeNull();
    }, 60_000);
  }
});
