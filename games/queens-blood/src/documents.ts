/**
 * Queen's Blood's data as documents in memory (the card DB, the effects
 * registry, the decks file), for the web Lab: a designer changes a copy (a
 * card's power or cost, an effect's parameters), it is validated as
 * `arbiter validate` validates a folder, and the game plays it without
 * anything touching the disk.
 */
import { type DataDocuments, DataErrors, type GameModule, type Json } from '@arbiter/core';
import type { RawData } from './catalog.ts';
import { type LoadedData, loadRaw } from './data.ts';
import { DB_FILE, DECKS_FILE, REGISTRY_FILE } from './data-files.ts';
import { cardSchema, effectSchema } from './schema.ts';
import type { QBTypes } from './types.ts';
import { validateRaw } from './validate.ts';

const isMeta = (entry: unknown) => typeof entry === 'object' && entry !== null && '_meta' in entry;

export function qbDocuments(
  raw: RawData,
  create: (data: LoadedData) => GameModule<QBTypes>,
): DataDocuments<QBTypes> {
  const rawOf = (documents: Readonly<Record<string, unknown>>): RawData => ({
    db: documents[DB_FILE] ?? raw.db,
    registry: documents[REGISTRY_FILE] ?? raw.registry,
    decks: documents[DECKS_FILE] ?? raw.decks,
  });
  return {
    documents: {
      [DB_FILE]: raw.db as Json,
      [REGISTRY_FILE]: raw.registry as Json,
      [DECKS_FILE]: raw.decks as Json,
    },
    entities: [
      {
        label: 'Cards',
        file: DB_FILE,
        path: [],
        idField: 'id',
        nameField: 'name',
        schema: cardSchema,
        skip: isMeta,
      },
      {
        label: 'Effects',
        file: REGISTRY_FILE,
        path: [],
        idField: null,
        nameField: 'description',
        schema: effectSchema,
      },
    ],
    validate: (documents) => validateRaw(rawOf(documents)),
    load(documents) {
      const changed = rawOf(documents);
      const report = validateRaw(changed);
      if (!report.ok) throw new DataErrors(report.errors);
      return create(loadRaw(changed));
    },
  };
}
