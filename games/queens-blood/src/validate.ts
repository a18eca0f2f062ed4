/**
 * `arbiter validate queens-blood [--data DIR]`: compiles the data (zod
 * schemas, grid/pattern agreement, W at the centre, token references, effect
 * usage both ways, preset decks, ids and keys given once) and checks every
 * registry vocabulary the data names against the handler registries: the
 * compile the game itself is built with, so what this refuses no game plays.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DataError,
  DataErrors,
  dataFolderProblem,
  readJsonFile,
  type ValidationReport,
} from '@arbiter/core';
import { compileCatalog, type RawData } from './catalog.ts';
import { SHIPPED_DATA_DIR, shippedRaw } from './data.ts';
import { DB_FILE, DECKS_FILE, REGISTRY_FILE } from './data-files.ts';

/** One file of the folder, or undefined with its problem added to `errors`. */
function readFile(dir: string, file: string, errors: DataError[]): unknown {
  try {
    return readJsonFile(join(dir, file), file);
  } catch (e) {
    if (!(e instanceof DataErrors)) throw e;
    errors.push(...e.errors);
    return undefined;
  }
}

export function validateRaw(
  raw: RawData,
  readErrors: DataError[] = [],
  extraWarnings: string[] = [],
): ValidationReport {
  const result = compileCatalog(raw);
  const errors = [...readErrors, ...result.errors];
  const warnings = [...extraWarnings, ...result.warnings];
  for (const c of result.coverage) {
    if (c.unused.length > 0) warnings.push(`${c.vocabulary}: handlers no data uses: ${c.unused.join(', ')}`);
  }
  const cat = result.catalog;
  return {
    ok: errors.length === 0,
    errors,
    warnings,
    summary: {
      files: [DB_FILE, REGISTRY_FILE, DECKS_FILE],
      cards: cat?.cards.length ?? 0,
      effects: cat?.effects.size ?? 0,
      presets: cat?.presets.map((p) => p.name) ?? [],
      // Cards whose grid holds only W: they place no pawn and their effect reaches no tile.
      'cards projecting nothing': (cat?.cards ?? [])
        .filter((c) => !c.grid.some((row) => row.some((v) => v !== '.' && v !== 'W')))
        .map((c) => `${c.id} ${c.name}`),
      ...Object.fromEntries(
        result.coverage.map((c) => [
          `${c.vocabulary}s`,
          `${c.used.length} used, ${c.reservedUnused.length} reserved (${c.reservedUnused.join(', ') || 'none'})`,
        ]),
      ),
    },
  };
}

/**
 * The report on the files of `dataDir` (the shipped folder by default). A
 * missing folder, or a file that cannot be read, is reported alone: the
 * compile would only add errors that follow from it.
 */
export function validateData(dataDir = SHIPPED_DATA_DIR): ValidationReport {
  const missing = dataFolderProblem(dataDir);
  if (missing) return { ok: false, errors: [missing], warnings: [], summary: {} };
  const errors: DataError[] = [];
  const warnings: string[] = [];
  const db = readFile(dataDir, DB_FILE, errors);
  const registry = readFile(dataDir, REGISTRY_FILE, errors);
  let decks: unknown = shippedRaw.decks;
  if (existsSync(join(dataDir, DECKS_FILE))) decks = readFile(dataDir, DECKS_FILE, errors);
  else warnings.push(`${DECKS_FILE} not in ${dataDir}: checked the shipped presets against these cards`);
  if (errors.length > 0) return { ok: false, errors, warnings, summary: {} };
  return validateRaw({ db, registry, decks }, [], warnings);
}
