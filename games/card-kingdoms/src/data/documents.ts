/**
 * Card Kingdoms' tables as documents in memory (`citizens.json`,
 * `domains.json`, ...), for the web Lab: a designer changes a copy (a
 * citizen's cost or payout, a monster's strength), it is validated as
 * `arbiter validate` validates a folder (every error with its file, JSON
 * path and reason), and the game plays it without anything touching the disk.
 */

import { join } from 'node:path';
import {
  type DataDocuments,
  type DataError,
  DataErrors,
  type EntityList,
  type GameModule,
  type Json,
  parseData,
  readJsonFile,
  type ValidationReport,
} from '@arbiter/core';
import type { z } from 'zod';
import type { CkTypes } from '../types.ts';
import type { Catalog } from './cards.ts';
import { buildCatalog } from './catalog.ts';
import { SHIPPED_DATA_DIR, type Tables } from './load.ts';
import { citizenSchema, domainSchema, dukeSchema, monsterSchema, tableSchemas } from './schema.ts';
import { TABLES } from './tables.ts';

/** What a catalog built from documents names as its folder: there is none. */
export const IN_MEMORY = '(data in memory)';

const fileOf = (table: string) => `${table}.json`;

/** The shipped tables as their files' JSON, read once. */
let shipped: Record<string, Json> | null = null;
function shippedDocuments(): Record<string, Json> {
  shipped ??= Object.fromEntries(
    TABLES.map((t) => [fileOf(t), readJsonFile(join(SHIPPED_DATA_DIR, fileOf(t)), fileOf(t)) as Json]),
  );
  return shipped;
}

/** The documents' tables checked by their schemas (every broken file listed), a document left out being the shipped one. */
function tablesOf(documents: Readonly<Record<string, unknown>>): Tables {
  const base = shippedDocuments();
  const errors: DataError[] = [];
  const out: Record<string, unknown> = {};
  for (const t of TABLES) {
    try {
      out[t] = parseData(
        fileOf(t),
        tableSchemas[t] as z.ZodType<unknown>,
        documents[fileOf(t)] ?? base[fileOf(t)],
      );
    } catch (e) {
      if (e instanceof DataErrors) errors.push(...e.errors);
      else throw e;
    }
  }
  if (errors.length > 0) throw new DataErrors(errors);
  return out as Tables;
}

/** The documents of the shipped tables; `create` builds the game on a catalog, `validate` reports on tables. */
export function tableDocuments(
  create: (catalog: Catalog) => GameModule<CkTypes>,
  validate: (tables: Tables) => ValidationReport,
): DataDocuments<CkTypes> {
  const entity = (label: string, table: string, schema: EntityList['schema']): EntityList => ({
    label,
    file: fileOf(table),
    path: [],
    idField: `id_${table}`,
    nameField: 'name',
    schema,
  });
  return {
    get documents() {
      return shippedDocuments();
    },
    entities: [
      entity('Citizens', 'citizens', citizenSchema),
      entity('Domains', 'domains', domainSchema),
      entity('Monsters', 'monsters', monsterSchema),
      entity('Dukes', 'dukes', dukeSchema),
    ],
    validate(documents) {
      try {
        return validate(tablesOf(documents));
      } catch (e) {
        if (e instanceof DataErrors) return { ok: false, errors: e.errors, warnings: [], summary: {} };
        throw e;
      }
    },
    load: (documents) => create(buildCatalog(tablesOf(documents), IN_MEMORY)),
  };
}
