/** Regenerates games/queens-blood/playthroughs/*.json (node --import tsx games/queens-blood/scripts/playthroughs.ts). */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePlaythroughs } from '@arbiter/core/testing';
import { queensBlood } from '../src/index.ts';
import { PLAYTHROUGHS } from '../src/playthrough.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'playthroughs');
for (const path of writePlaythroughs(queensBlood, dir, PLAYTHROUGHS)) console.log(path);
