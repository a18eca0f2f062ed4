/**
 * Imports the shared Card Kingdoms tables into this game's own data folder:
 *   ../shared/data/card-kingdoms/<table>.json  →  games/card-kingdoms/data/<table>.json
 * Re-runnable: the output depends only on the input. Rows keep their columns;
 * every string is whitespace-normalised (runs of spaces to one, trimmed), as
 * the rules summary decides, so `choose g 2 m 2  s 2` reads as written.
 *
 *   npm run import-data -w @arbiter/card-kingdoms [-- <source-dir>]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TABLES } from '../src/data/tables.ts';

const here = dirname(fileURLToPath(import.meta.url));
const sourceDir = resolve(process.argv[2] ?? resolve(here, '../../../../shared/data/card-kingdoms'));
const targetDir = resolve(here, '../data');

const normalise = (v: unknown): unknown => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v);

for (const table of TABLES) {
  const rows = JSON.parse(readFileSync(resolve(sourceDir, `${table}.json`), 'utf8')) as Record<
    string,
    unknown
  >[];
  const out = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normalise(v)])));
  writeFileSync(resolve(targetDir, `${table}.json`), `${JSON.stringify(out, null, 1)}\n`);
  console.log(`wrote data/${table}.json: ${out.length} rows`);
}
