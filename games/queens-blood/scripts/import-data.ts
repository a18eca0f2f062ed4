/**
 * Brings the source card DB and effects registry into `data/`, applying the
 * documented errata in `scripts/errata.json`. Re-runnable: the output depends
 * only on the source files and the errata.
 *
 *   node --import tsx games/queens-blood/scripts/import-data.ts [sourceDir] [outDir]
 *
 * The files keep the source layout and vocabulary (the DB is an array whose
 * first element is `_meta`; the registry is an object keyed by effect id with
 * a `_meta` entry), so `arbiter validate queens-blood --data <sourceDir>`
 * checks the untouched source with the same code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DB_FILE, REGISTRY_FILE } from '../src/data-files.ts';

interface CardErratum {
  id: string;
  field: string;
  from: unknown;
  to: unknown;
  why: string;
}
interface EffectErratum {
  effect_id: string;
  operation: number;
  field: string;
  from: unknown;
  to: unknown;
  why: string;
}
interface Errata {
  cards: CardErratum[];
  effects: EffectErratum[];
  /** Cards whose `pattern` text leaves out cells its `grid` marks: the left-out cells are appended. */
  patternsFromGrid: { why: string; cards: string[] };
}

type JsonObject = Record<string, unknown>;

const here = dirname(fileURLToPath(import.meta.url));
const sourceDir = resolve(process.argv[2] ?? '/work/shared/data/queens-blood');
const outDir = resolve(process.argv[3] ?? join(here, '..', 'data'));
const errata = JSON.parse(readFileSync(join(here, 'errata.json'), 'utf8')) as Errata;

const db = JSON.parse(readFileSync(join(sourceDir, DB_FILE), 'utf8')) as JsonObject[];
const registry = JSON.parse(readFileSync(join(sourceDir, REGISTRY_FILE), 'utf8')) as JsonObject;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

for (const e of errata.cards) {
  const card = db.find((c) => c.id === e.id);
  if (!card) throw new Error(`errata: card ${e.id} not found in ${DB_FILE}`);
  if (same(card[e.field], e.to)) continue;
  if (!same(card[e.field], e.from)) {
    throw new Error(
      `errata: card ${e.id}.${e.field} is ${JSON.stringify(card[e.field])}, expected ${JSON.stringify(e.from)}`,
    );
  }
  card[e.field] = e.to;
}
/** Grid cells (row r, column c) as pattern cells: the letter is the column counted from the right, the digit the row. */
const patternCell = (r: number, c: number, v: string) => `${'ABCDE'[4 - c]}${r + 1}${v}`;
for (const id of errata.patternsFromGrid.cards) {
  const card = db.find((c) => c.id === id);
  if (!card) throw new Error(`errata: card ${id} not found in ${DB_FILE}`);
  const grid = card.grid as string[][];
  const pattern = typeof card.pattern === 'string' && card.pattern !== '' ? card.pattern.split(',') : [];
  const listed = new Set(pattern.map((cell) => `${cell[0]}${cell[1]}`));
  const missing: string[] = [];
  grid.forEach((row, r) => {
    row.forEach((v, c) => {
      const cell = patternCell(r, c, v);
      if (v !== '.' && v !== 'W' && !listed.has(cell.slice(0, 2))) missing.push(cell);
    });
  });
  if (missing.length === 0) throw new Error(`errata: card ${id}'s pattern already lists every grid cell`);
  card.pattern = [...pattern, ...missing].join(',');
}
for (const e of errata.effects) {
  const entry = registry[e.effect_id] as { operations?: JsonObject[] } | undefined;
  const op = entry?.operations?.[e.operation];
  if (!op) throw new Error(`errata: ${e.effect_id}.operations[${e.operation}] not found in ${REGISTRY_FILE}`);
  if (same(op[e.field], e.to)) continue;
  if (!same(op[e.field], e.from)) {
    throw new Error(
      `errata: ${e.effect_id}.operations[${e.operation}].${e.field} is ${JSON.stringify(op[e.field])}`,
    );
  }
  op[e.field] = e.to;
}

const note = `imported from ${DB_FILE} / ${REGISTRY_FILE} by games/queens-blood/scripts/import-data.ts with ${errata.cards.length + errata.effects.length} errata and ${errata.patternsFromGrid.cards.length} patterns completed from their grids (scripts/errata.json)`;
const dbMeta = db[0]._meta as JsonObject | undefined;
if (dbMeta) dbMeta.import = note;
const regMeta = registry._meta as JsonObject | undefined;
if (regMeta) regMeta.import = note;

/** Pretty JSON, with each 5-cell grid row kept on one line. */
function format(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replace(
    /\[\n\s+("[^"]*"),\n\s+("[^"]*"),\n\s+("[^"]*"),\n\s+("[^"]*"),\n\s+("[^"]*")\n\s+\]/g,
    '[$1, $2, $3, $4, $5]',
  )}\n`;
}

writeFileSync(join(outDir, DB_FILE), format(db));
writeFileSync(join(outDir, REGISTRY_FILE), format(registry));
console.log(`wrote ${db.length - 1} cards and ${Object.keys(registry).length - 1} effects to ${outDir}`);
