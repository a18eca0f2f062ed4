/**
 * Rewrites the tables' effect strings into the seed's unified grammar.
 * Prints each rewrite; with --write, writes the tables back (to DIR, default
 * this game's data folder). Idempotent: a second run rewrites nothing.
 *
 *   npm run migrate-effects -w @arbiter/card-kingdoms [-- [--write] [DIR]]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadTables, SHIPPED_DATA_DIR } from '../src/data/load.ts';
import { TABLES } from '../src/data/tables.ts';
import { migrateTables } from '../src/grammar/migrate.ts';

const args = process.argv.slice(2);
const write = args.includes('--write');
const dir = resolve(args.find((a) => a !== '--write') ?? SHIPPED_DATA_DIR);
const { tables, rewrites } = migrateTables(loadTables(dir));
for (const r of rewrites) console.log(`${r.table} ${r.card} ${r.column}: ${r.before}  →  ${r.after}`);
console.log(`${rewrites.length} strings rewritten`);
if (write) {
  for (const t of TABLES) writeFileSync(resolve(dir, `${t}.json`), `${JSON.stringify(tables[t], null, 1)}\n`);
  console.log(`wrote ${dir}`);
}
