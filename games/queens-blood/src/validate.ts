/**
 * `arbiter validate queens-blood [--data DIR]`: compiles the data (zod
 * schemas, grid/pattern agreement, W at the centre, token references, effect
 * usage both ways, preset decks) and checks every registry vocabulary the
 * data names against the handler registries.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCoverage, DataError, type ValidationReport } from '@arbiter/core';
import { compileCatalog, type RawData } from './catalog.ts';
import { shippedRaw } from './data.ts';
import { DB_FILE, DECKS_FILE, REGISTRY_FILE } from './data-files.ts';
import {
  conditionRegistry,
  matcherRegistry,
  operationRegistry,
  scopeRegistry,
  triggerRegistry,
} from './registries.ts';

function readJson(dir: string, file: string, errors: DataError[]): unknown {
  const path = join(dir, file);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    errors.push(new DataError(file, [], `cannot read ${path}: ${(e as Error).message}`));
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
  const coverage = [
    checkCoverage(triggerRegistry, result.usages.triggers),
    checkCoverage(operationRegistry, result.usages.operations),
    checkCoverage(scopeRegistry, result.usages.scopes),
    checkCoverage(matcherRegistry, result.usages.matchers),
    checkCoverage(conditionRegistry, result.usages.conditions),
  ];
  for (const c of coverage) {
    errors.push(...c.missing);
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
        coverage.map((c) => [
          `${c.vocabulary}s`,
          `${c.used.length} used, ${c.reservedUnused.length} reserved (${c.reservedUnused.join(', ') || 'none'})`,
        ]),
      ),
    },
  };
}

export function validateData(dataDir?: string): ValidationReport {
  if (dataDir === undefined) return validateRaw(shippedRaw);
  const errors: DataError[] = [];
  const warnings: string[] = [];
  const db = readJson(dataDir, DB_FILE, errors);
  const registry = readJson(dataDir, REGISTRY_FILE, errors);
  let decks: unknown = shippedRaw.decks;
  if (existsSync(join(dataDir, DECKS_FILE))) decks = readJson(dataDir, DECKS_FILE, errors);
  else warnings.push(`${DECKS_FILE} not in ${dataDir}: checked the shipped presets against these cards`);
  return validateRaw({ db, registry, decks }, errors, warnings);
}
