/**
 * Loading the tables: each file checked against its zod schema (file and
 * JSON-path errors from the kernel's loader), then every effect string parsed
 * once. A string that does not parse is a DataError naming the table, the
 * card, the column, the character position and what was expected.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataError, DataErrors, loadDataFolder } from '@arbiter/core';
import { parseEffect } from '../grammar/parse.ts';
import { EffectSyntaxError } from '../grammar/scan.ts';
import type { Effect } from '../grammar/tree.ts';
import { tableSchemas } from './schema.ts';
import { EFFECT_COLUMNS, TABLES, type TableName } from './tables.ts';

export const SHIPPED_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data');

export type Tables = { [K in TableName]: ReturnType<(typeof tableSchemas)[K]['parse']> };

/** Reads and checks every table (all files read before failing). */
export function loadTables(dir = SHIPPED_DATA_DIR): Tables {
  const files = Object.fromEntries(TABLES.map((t) => [t, [`${t}.json`, tableSchemas[t]] as const]));
  return loadDataFolder(dir, files) as unknown as Tables; // keys and schemas are exactly `tableSchemas`
}

/** One effect string of one card. */
export interface EffectSite {
  table: TableName;
  row: number;
  card: string;
  column: string;
  text: string;
}

/** Every non-empty effect string in the tables, in table/row/column order. */
export function effectSites(tables: Tables): EffectSite[] {
  const out: EffectSite[] = [];
  for (const table of TABLES) {
    const rows = tables[table] as Record<string, unknown>[];
    rows.forEach((row, i) => {
      for (const column of EFFECT_COLUMNS[table]) {
        const text = row[column];
        if (typeof text === 'string' && text.trim() !== '') {
          out.push({ table, row: i, card: String(row.name), column, text });
        }
      }
    });
  }
  return out;
}

/** The DataError for a string that does not parse. */
export function syntaxErrorAt(site: EffectSite, e: EffectSyntaxError): DataError {
  return new DataError(
    `${site.table}.json`,
    [site.row, site.column],
    `${site.card}: syntax error at character ${e.pos + 1} of '${site.text}': expected ${e.expected}, found ${e.found}`,
  );
}

/** Parses one site; the error form names table, card, column and position. */
export function parseSite(site: EffectSite): Effect {
  try {
    return parseEffect(site.text);
  } catch (e) {
    if (e instanceof EffectSyntaxError) throw new DataErrors([syntaxErrorAt(site, e)]);
    throw e;
  }
}
