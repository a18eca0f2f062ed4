import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playthroughCheck } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';
import { PLAYTHROUGHS } from './playthrough-cases.ts';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../playthroughs');

describe('golden playthroughs for 2, 3 and 5 players', () => {
  for (const c of PLAYTHROUGHS) {
    it(`${c.name} plays exactly as recorded (actions, state and view hashes, outcome)`, () => {
      expect(playthroughCheck(cardKingdoms, dir, c)).toBeNull();
    });
  }
});
