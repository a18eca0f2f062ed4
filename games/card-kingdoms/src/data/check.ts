/**
 * What makes the tables unplayable, found in one pass: a repeated id in any
 * table, an effect string that does not parse, a named key of a base-game
 * card with no handler, a starter's activation trigger the game does not
 * know. `arbiter validate` reports it, and the catalog refuses tables with
 * any of it, so no game is played on data that validation refuses.
 */
import { DataError, duplicateIdErrors } from '@arbiter/core';
import { handlesKey } from '../effects/registry.ts';
import { namedKeys } from '../grammar/names.ts';
import { parseEffect } from '../grammar/parse.ts';
import { EffectSyntaxError } from '../grammar/scan.ts';
import type { Effect } from '../grammar/tree.ts';
import { ACTIVATION_TRIGGERS } from './activation.ts';
import { effectSites, syntaxErrorAt, type Tables } from './load.ts';
import { BASE_EXPANSIONS, TABLES } from './tables.ts';

/** The tables the base game plays: a base card of these with an unhandled key is an error (nobles, the Herald variant and events come later). */
const BASE_GAME_TABLES: readonly string[] = ['citizens', 'domains', 'monsters', 'starters'];

export interface TableCheck {
  errors: DataError[];
  /** Every parsed effect string, by `table/row/column`. */
  parsed: Map<string, Effect>;
  /** Strings parsed and present, by `table.column`. */
  counts: Record<string, { parsed: number; total: number }>;
  /** Each named key without a handler, with the cards that use it (`table/card (expansion)`). */
  unhandled: Map<string, Set<string>>;
}

export function checkTables(tables: Tables): TableCheck {
  const errors: DataError[] = [];
  for (const table of TABLES) {
    const rows = tables[table] as Record<string, unknown>[];
    const ids = rows.map((row, i) => [row[`id_${table}`], [i, `id_${table}`]] as const);
    errors.push(...duplicateIdErrors(`${table}.json`, 'id', ids));
  }
  const parsed = new Map<string, Effect>();
  const counts: Record<string, { parsed: number; total: number }> = {};
  const unhandled = new Map<string, Set<string>>();
  for (const site of effectSites(tables)) {
    const key = `${site.table}.${site.column}`;
    counts[key] ??= { parsed: 0, total: 0 };
    counts[key].total++;
    let tree: Effect;
    try {
      tree = parseEffect(site.text);
    } catch (e) {
      if (!(e instanceof EffectSyntaxError)) throw e;
      errors.push(syntaxErrorAt(site, e));
      continue;
    }
    counts[key].parsed++;
    parsed.set(`${site.table}/${site.row}/${site.column}`, tree);
    const row = (tables[site.table] as Record<string, unknown>[])[site.row];
    const expansion = typeof row.expansion === 'string' ? row.expansion : '(none)';
    const base = BASE_EXPANSIONS.includes(expansion) && BASE_GAME_TABLES.includes(site.table);
    const file = `${site.table}.json`;
    for (const name of namedKeys(tree)) {
      if (handlesKey(name)) continue;
      const where = unhandled.get(name) ?? new Set<string>();
      where.add(`${site.table}/${site.card} (${expansion})`);
      unhandled.set(name, where);
      if (base)
        errors.push(new DataError(file, [site.row, site.column], `${site.card}: no handler for '${name}'`));
    }
    const leg = tree.legs[0];
    if (site.column === 'activation_trigger' && leg?.kind === 'op' && !(leg.name in ACTIVATION_TRIGGERS)) {
      const known = Object.keys(ACTIVATION_TRIGGERS).join(', ');
      errors.push(
        new DataError(
          file,
          [site.row, site.column],
          `${site.card}: unknown activation trigger '${leg.name}' (known: ${known})`,
        ),
      );
    }
  }
  return { errors, parsed, counts, unhandled };
}
