/**
 * `arbiter validate card-kingdoms`: the tables load (zod, file/JSON path),
 * every effect string parses (each failure names table, card, column and
 * position), and every named key the strings use has a handler. The summary
 * gives strings parsed / total per table and column.
 */
import { DataError, DataErrors, type ValidationReport } from '@arbiter/core';
import { BASE_EXPANSIONS } from './data/catalog.ts';
import { effectSites, loadTables, syntaxErrorAt } from './data/load.ts';
import { handlesKey } from './effects/registry.ts';
import { namedKeys } from './grammar/names.ts';
import { parseEffect } from './grammar/parse.ts';
import { EffectSyntaxError } from './grammar/scan.ts';

/** The tables the base game plays: a base card of these with an unhandled key is an error (nobles, the Herald variant and events come later). */
const BASE_GAME_TABLES: readonly string[] = ['citizens', 'domains', 'monsters'];

export function validateData(dir?: string): ValidationReport {
  let tables: ReturnType<typeof loadTables>;
  try {
    tables = loadTables(dir);
  } catch (e) {
    if (e instanceof DataErrors) return { ok: false, errors: e.errors, warnings: [], summary: {} };
    throw e;
  }
  const errors: DataError[] = [];
  const warnings: string[] = [];
  const counts: Record<string, { parsed: number; total: number }> = {};
  const unhandled = new Map<string, Set<string>>();
  let parsed = 0;
  const sites = effectSites(tables);
  for (const site of sites) {
    const key = `${site.table}.${site.column}`;
    counts[key] ??= { parsed: 0, total: 0 };
    counts[key].total++;
    try {
      const tree = parseEffect(site.text);
      counts[key].parsed++;
      parsed++;
      const row = (tables[site.table] as Record<string, unknown>[])[site.row];
      const expansion = typeof row.expansion === 'string' ? row.expansion : '(none)';
      for (const name of namedKeys(tree)) {
        if (handlesKey(name)) continue;
        const where = unhandled.get(name) ?? new Set<string>();
        where.add(`${site.table}/${site.card} (${expansion})`);
        unhandled.set(name, where);
        if (BASE_EXPANSIONS.includes(expansion) && BASE_GAME_TABLES.includes(site.table)) {
          errors.push(
            new DataError(
              `${site.table}.json`,
              [site.row, site.column],
              `${site.card}: no handler for '${name}'`,
            ),
          );
        }
      }
    } catch (e) {
      if (!(e instanceof EffectSyntaxError)) throw e;
      errors.push(syntaxErrorAt(site, e));
    }
  }
  for (const [name, where] of [...unhandled].sort(([a], [b]) => a.localeCompare(b))) {
    warnings.push(`no handler for '${name}': ${[...where].join(', ')}`);
  }
  const summary: Record<string, unknown> = {
    'effect strings parsed': `${parsed}/${sites.length}`,
  };
  for (const [k, c] of Object.entries(counts)) summary[k] = `${c.parsed}/${c.total}`;
  summary['named keys without a handler'] = unhandled.size;
  return { ok: errors.length === 0, errors, warnings, summary };
}
