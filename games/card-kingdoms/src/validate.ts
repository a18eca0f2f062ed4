/**
 * `arbiter validate card-kingdoms`: the tables load (zod, file/JSON path),
 * no table repeats an id, every effect string parses (each failure names
 * table, card, column and position), every id the strings name has a
 * module in its registry, and every operation's and key's arguments fit
 * its module. The check is the catalog's own (data/check.ts): what this
 * reports as an error, no game is played on. The summary gives strings
 * parsed / total per table and column, and each registry's coverage (ids
 * used, reserved, and modules no string names).
 */
import { DataErrors, type ValidationReport } from '@arbiter/core';
import { checkTables } from './data/check.ts';
import { effectSites, loadTables, type Tables } from './data/load.ts';
import { coverageOf } from './effects/coverage.ts';

export function validateData(dir?: string): ValidationReport {
  let tables: ReturnType<typeof loadTables>;
  try {
    tables = loadTables(dir);
  } catch (e) {
    if (e instanceof DataErrors) return { ok: false, errors: e.errors, warnings: [], summary: {} };
    throw e;
  }
  return validateTables(tables);
}

/** The report of tables already loaded (from a folder, or documents in memory). */
export function validateTables(tables: Tables): ValidationReport {
  const { errors, counts, unhandled, uses } = checkTables(tables);
  const warnings: string[] = [];
  for (const [name, where] of [...unhandled].sort(([a], [b]) => a.localeCompare(b))) {
    warnings.push(`no handler for '${name}': ${[...where].join(', ')}`);
  }
  const coverage = coverageOf(uses);
  const total = effectSites(tables).length;
  const parsed = Object.values(counts).reduce((n, c) => n + c.parsed, 0);
  const summary: Record<string, unknown> = { 'effect strings parsed': `${parsed}/${total}` };
  for (const [k, c] of Object.entries(counts)) summary[k] = `${c.parsed}/${c.total}`;
  summary['named keys without a handler'] = unhandled.size;
  for (const c of coverage)
    summary[`${c.vocabulary} modules`] =
      `${c.used.length} used${c.reservedUnused.length > 0 ? `, ${c.reservedUnused.length} reserved` : ''}${c.unused.length > 0 ? `, ${c.unused.length} unused` : ''}`;
  return { ok: errors.length === 0, errors, warnings, summary };
}
