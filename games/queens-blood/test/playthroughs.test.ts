import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLAYTHROUGHS, recordPlaythrough } from '../src/playthrough.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'playthroughs');

describe('golden playthroughs', () => {
  for (const spec of PLAYTHROUGHS) {
    it(`${spec.name} plays exactly as recorded (regenerate: node --import tsx games/queens-blood/scripts/playthroughs.ts)`, () => {
      const golden = JSON.parse(readFileSync(join(dir, `${spec.name}.json`), 'utf8'));
      expect(JSON.parse(JSON.stringify(recordPlaythrough(spec)))).toEqual(golden);
    });
  }
});
