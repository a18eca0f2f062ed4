/**
 * `arbiter validate card-kingdoms`: the tables load (zod, file/JSON path),
 * every effect string parses (each failure names table, card, column and
 * position), every id the strings name has a module in its registry (and
 * every module is named by some string or reserved), and every operation's
 * and key's arguments fit its module. The summary gives strings parsed /
 * total per table and column.
 */
import { DataError, DataErrors, type ValidationReport } from '@arbiter/core';
import { BASE_EXPANSIONS } from './data/catalog.ts';
import { effectSites, loadTables, syntaxErrorAt } from './data/load.ts';
import { checkEffect } from './effects/check.ts';
import { coverageOf, handles, type Use, useName, usesOf } from './effects/coverage.ts';
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
  const uses: (Use & { file: string; path: (string | number)[] })[] = [];
  let parsed = 0;
  const sites = effectSites(tables);
  for (const site of sites) {
    const key = `${site.table}.${site.column}`;
    counts[key] ??= { parsed: 0, total: 0 };
    counts[key].total++;
    const file = `${site.table}.json`;
    try {
      const tree = parseEffect(site.text);
      counts[key].parsed++;
      parsed++;
      checkEffect(tree, (reason) =>
        errors.push(new DataError(file, [site.row, site.column], `${site.card}: ${reason}`)),
      );
      const row = (tables[site.table] as Record<string, unknown>[])[site.row];
      const expansion = typeof row.expansion === 'string' ? row.expansion : '(none)';
      for (const use of usesOf(tree)) {
        uses.push({ ...use, file, path: [site.row, site.column] });
        if (handles(use)) continue;
        const name = useName(use);
        const where = unhandled.get(name) ?? new Set<string>();
        where.add(`${site.table}/${site.card} (${expansion})`);
        unhandled.set(name, where);
        if (BASE_EXPANSIONS.includes(expansion) && BASE_GAME_TABLES.includes(site.table)) {
          errors.push(new DataError(file, [site.row, site.column], `${site.card}: no module for ${name}`));
        }
      }
    } catch (e) {
      if (!(e instanceof EffectSyntaxError)) throw e;
      errors.push(syntaxErrorAt(site, e));
    }
  }
  for (const [name, where] of [...unhandled].sort(([a], [b]) => a.localeCompare(b))) {
    warnings.push(`no module for ${name}: ${[...where].join(', ')}`);
  }
  const coverage = coverageOf(uses);
  for (const c of coverage) {
    for (const id of c.unused) warnings.push(`${c.vocabulary} '${id}' has a module no string names (not reserved)`);
  }
  const summary: Record<string, unknown> = {
    'effect strings parsed': `${parsed}/${sites.length}`,
  };
  for (const [k, c] of Object.entries(counts)) summary[k] = `${c.parsed}/${c.total}`;
  summary['named keys without a handler'] = unhandled.size;
  for (const c of coverage)
    summary[`${c.vocabulary} modules`] =
      `${c.used.length} used${c.reservedUnused.length > 0 ? `, ${c.reservedUnused.length} reserved` : ''}${c.unused.length > 0 ? `, ${c.unused.length} unused` : ''}`;
  return { ok: errors.length === 0, errors, warnings, summary };
}
