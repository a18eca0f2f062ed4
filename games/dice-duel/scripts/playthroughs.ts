/**
 * Regenerates the golden playthroughs in playthroughs/ (commit the diff only
 * when a rules change is intended):
 *   npm run playthroughs -w @arbiter/dice-duel
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordPlaythrough } from '@arbiter/core/testing';
import { diceDuel } from '../src/index.ts';
import { PLAYTHROUGHS } from '../test/playthrough-cases.ts';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../playthroughs');
for (const c of PLAYTHROUGHS) {
  const p = recordPlaythrough(diceDuel, c.options, c.seed);
  writeFileSync(join(dir, `${c.name}.json`), `${JSON.stringify(p, null, 1)}\n`);
  console.log(`${c.name}: ${p.steps.length} steps, ${p.outcome?.reason}`);
}
