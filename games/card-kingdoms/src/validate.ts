/**
 * `arbiter validate card-kingdoms`: the tables load (zod, file/JSON path),
 * no table repeats an id, every effect string parses (each failure names
 * table, card, column and position), and every named key the strings use
 * has a handler. The check is the catalog's own (data/check.ts): what this
 * reports as an error, no game is played on. The summary gives strings
 * parsed / total per table and column.
 */
import { DataErrors, type ValidationReport } from '@arbiter/core';
import { checkTables } from './data/check.ts';
import { effectSites, loadTables } from './data/load.ts';

export function validateData(dir?: string): ValidationReport {
  let tables: ReturnType<typeof loadTables>;
  try {
    tables = loadTables(dir);
  } catch (e) {
    if (e instanceof DataErrors) return { ok: false, errors: e.errors, warnings: [], summary: {} };
    throw e;
  }
  const { errors, counts, unhandled } = checkTables(tables);
  const warnings: string[] = [];
  for (const [name, where] of [...unhandled].sort(([a], [b]) => a.localeCompare(b))) {
    warnings.push(`no handler for '${name}': ${[...where].join(', ')}`);
  }
  const total = effectSites(tables).length;
  const parsed = Object.values(counts).reduce((n, c) => n + c.parsed, 0);
  const summary: Record<string, unknown> = { 'effect strings parsed': `${parsed}/${total}` };
  for (const [k, c] of Object.entries(counts)) summary[k] = `${c.parsed}/${c.total}`;
  summary['named keys without a handler'] = unhandled.size;
  return { ok: errors.length === 0, errors, warnings, summary };
}
