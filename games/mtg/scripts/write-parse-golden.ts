/**
 * Writes test/golden/rules-blocks.json: every card's rules block as the parser
 * reads it today. Run after a reviewed parser change; the parse test then
 * asserts each card's block against this file (a diff is a review item).
 *
 *   node --import tsx games/mtg/scripts/write-parse-golden.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../src/cards/catalog.ts';

const here = dirname(fileURLToPath(import.meta.url));
const cat = loadCatalog();
const out: Record<string, unknown> = {};
for (const c of cat.cardList) out[c.id] = c.rules;
writeFileSync(join(here, '..', 'test', 'golden', 'rules-blocks.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(`wrote ${cat.cardList.length} rules blocks`);
