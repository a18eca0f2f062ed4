/** Regenerates games/queens-blood/playthroughs/*.json (node --import tsx games/queens-blood/scripts/playthroughs.ts). */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLAYTHROUGHS, recordPlaythrough } from '../src/playthrough.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'playthroughs');
for (const spec of PLAYTHROUGHS) {
  const p = recordPlaythrough(spec);
  writeFileSync(join(dir, `${spec.name}.json`), `${JSON.stringify(p, null, 1)}\n`);
  console.log(`${spec.name}: ${p.steps.length} steps, ${JSON.stringify(p.outcome)}`);
}
