/** Regenerates the golden playthroughs: node --import tsx examples/spell-duel/scripts/playthroughs.ts */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePlaythroughs } from '@arbiter/core/testing';
import { spellDuel } from '../src/index.ts';
import { PLAYTHROUGHS } from '../test/playthrough-cases.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'playthroughs');
for (const path of writePlaythroughs(spellDuel, dir, PLAYTHROUGHS)) console.log(`wrote ${path}`);
