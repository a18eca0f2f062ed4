/**
 * The migration to the unified grammar: every effect string of every table
 * rewritten as formatEffect(parseEffect(text)). Rows and other columns are
 * untouched; running it on migrated tables changes nothing.
 */
import { effectSites, parseSite, type Tables } from '../data/load.ts';
import type { TableName } from '../data/tables.ts';
import { formatEffect } from './format.ts';

export interface Rewrite {
  table: TableName;
  card: string;
  column: string;
  before: string;
  after: string;
}

/** New tables with every effect string in the unified form, and the strings that changed. */
export function migrateTables(tables: Tables): { tables: Tables; rewrites: Rewrite[] } {
  const out = Object.fromEntries(
    Object.entries(tables).map(([t, rows]) => [t, (rows as object[]).map((r) => ({ ...r }))]),
  ) as Tables;
  const rewrites: Rewrite[] = [];
  for (const site of effectSites(tables)) {
    const after = formatEffect(parseSite(site));
    if (after === site.text) continue;
    (out[site.table][site.row] as Record<string, unknown>)[site.column] = after;
    rewrites.push({ table: site.table, card: site.card, column: site.column, before: site.text, after });
  }
  return { tables: out, rewrites };
}
