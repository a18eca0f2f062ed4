/**
 * Pocket's card file as a document in memory (`cards.json`), for the web
 * Lab: a designer changes a copy (an attack's damage, a Pokémon's HP, an
 * effect's parameters), it is checked as `arbiter validate` checks the file
 * (schema, effect parameters, ids, sets: every error with its JSON path),
 * and the game plays it without anything touching the disk.
 *
 * The rules read cards through one source per process (rules/cards.ts); a
 * variant's game runs each of its calls with its own cards in place
 * (`withCardSource`) and puts the shipped ones back after. Deck lists, views
 * and setup read the shipped catalog for ids and order, so a variant keeps
 * every card's id in its place: it changes numbers and effects, not the pool.
 */
import { join } from 'node:path';
import {
  type DataDocuments,
  DataError,
  DataErrors,
  type GameModule,
  gameCalledWithin,
  type Json,
  readJsonFile,
  reportOfCheck,
  requireDataFolder,
} from '@arbiter/core';
import type { PocketTypes } from '../index.ts';
import { withCardSource } from '../rules/cards.ts';
import { CARDS_FILE, type Catalog, cardsFileOf, catalog, catalogOfFile, shippedDataDir } from './catalog.ts';
import { cardSchema } from './schema.ts';

/** What a catalog built from documents names as its folder: there is none. */
export const IN_MEMORY = '(data in memory)';

/** The shipped card file as its JSON, read once when first asked for. */
let shipped: Record<string, Json> | null = null;
function shippedDocuments(): Record<string, Json> {
  shipped ??= { [CARDS_FILE]: readJsonFile(join(shippedDataDir, CARDS_FILE), CARDS_FILE) as Json };
  return shipped;
}

/** Errors of a variant that moved, added or removed cards: it may change a card, not the pool. */
function poolErrors(changed: Catalog, shipped: Catalog): DataError[] {
  if (changed.cards.length !== shipped.cards.length)
    return [
      new DataError(
        CARDS_FILE,
        ['cards'],
        `${changed.cards.length} cards; a variant changes cards, not the pool (${shipped.cards.length})`,
      ),
    ];
  const errors: DataError[] = [];
  changed.cards.forEach((c, i) => {
    if (c.id !== shipped.cards[i].id)
      errors.push(
        new DataError(
          CARDS_FILE,
          ['cards', i, 'id'],
          `'${c.id}' in the place of '${shipped.cards[i].id}': a variant keeps every card's id`,
        ),
      );
  });
  return errors;
}

/** The documents' catalog, checked as the game's data and against the shipped pool (DataErrors otherwise). */
function catalogOf(documents: Readonly<Record<string, unknown>>): Catalog {
  const raw = documents[CARDS_FILE];
  if (raw === undefined) return catalog();
  const changed = catalogOfFile(cardsFileOf(raw), IN_MEMORY);
  const errors = poolErrors(changed, catalog());
  if (errors.length > 0) throw new DataErrors(errors);
  return changed;
}

/** `game` with every call made with `cat`'s cards in place (what the rules, agents and hooks read). */
function playingCards(game: GameModule<PocketTypes>, cat: Catalog): GameModule<PocketTypes> {
  return gameCalledWithin(game, (fn) => withCardSource(cat, fn), cat.fingerprint);
}

/**
 * `--data DIR`: the game playing a folder's card file, the way a Lab variant
 * plays its document (the same cards, changed numbers and effects).
 */
export function pocketWithData(game: GameModule<PocketTypes>, dir: string): GameModule<PocketTypes> {
  requireDataFolder(dir);
  return playingCards(game, catalogOf({ [CARDS_FILE]: readJsonFile(join(dir, CARDS_FILE), CARDS_FILE) }));
}

export function pocketDocuments(game: () => GameModule<PocketTypes>): DataDocuments<PocketTypes> {
  return {
    get documents() {
      return shippedDocuments();
    },
    entities: [
      {
        label: 'Cards',
        file: CARDS_FILE,
        path: ['cards'],
        idField: 'id',
        nameField: 'name',
        schema: cardSchema,
      },
    ],
    validate: (documents) =>
      reportOfCheck(() => {
        catalogOf(documents);
      }),
    load: (documents) => playingCards(game(), catalogOf(documents)),
  };
}
