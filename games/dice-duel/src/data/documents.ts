/**
 * Dice Duel's data as a document in memory (heroes.json), for the web Lab:
 * a designer changes a copy (a hero's numbers, a defense card's effect
 * parameters), it is validated exactly as `arbiter validate` validates the
 * file, and the game plays it without anything touching the disk.
 */
import { type DataDocuments, DataErrors, type GameModule, type GameTypes, type Json } from '@arbiter/core';
import { type Catalog, catalogFromJson } from './catalog.ts';
import { heroSchema } from './hero-schema.ts';

export const HEROES_FILE = 'heroes.json';

/** The documents of the game built on `catalog`; `create` builds the game on another catalog. */
export function heroDocuments<T extends GameTypes>(
  catalog: Catalog,
  create: (catalog: Catalog) => GameModule<T>,
): DataDocuments<T> {
  const load = (documents: Readonly<Record<string, unknown>>) =>
    catalogFromJson(documents[HEROES_FILE] ?? catalog.source, HEROES_FILE);
  return {
    documents: { [HEROES_FILE]: catalog.source as Json },
    entities: [
      {
        label: 'Heroes',
        file: HEROES_FILE,
        path: ['heroes'],
        idField: 'id',
        nameField: 'name',
        schema: heroSchema,
      },
    ],
    validate: (documents) => load(documents).report,
    load(documents) {
      const { catalog: changed, report } = load(documents);
      if (!changed || !report.ok) throw new DataErrors(report.errors);
      return create(changed);
    },
  };
}
