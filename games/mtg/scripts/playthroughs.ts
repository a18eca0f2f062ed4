/**
 * Regenerates the golden playthroughs in playthroughs/ (commit the diff only
 * when a rules change is intended):
 *   npm run playthroughs -w @arbiter/mtg
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePlaythroughs } from '@arbiter/core/testing';
import { mtg } from '../src/index.ts';
import { PLAYTHROUGHS } from '../test/playthrough-cases.ts';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../playthroughs');
for (const path of writePlaythroughs(mtg, dir, PLAYTHROUGHS)) console.log(`wrote ${path}`);
