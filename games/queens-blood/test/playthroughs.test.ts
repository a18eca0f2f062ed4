import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playthroughCheck } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { queensBlood } from '../src/index.ts';
import { PLAYTHROUGHS } from '../src/playthrough.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'playthroughs');

describe('golden playthroughs (arbiter-playthrough/2)', () => {
  for (const c of PLAYTHROUGHS) {
    it(`${c.name} plays exactly as recorded (regenerate: node --import tsx games/queens-blood/scripts/playthroughs.ts)`, () => {
      expect(playthroughCheck(queensBlood, dir, c)).toBeNull();
    });
  }
});
