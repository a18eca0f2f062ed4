/**
 * Magic's data as documents in memory (`cards.json`, `decks.json`), for the
 * web Lab, and a folder's data for `--data`: a designer changes a copy (a
 * creature's power, a spell's mana cost, a card's oracle text), it is checked
 * as `arbiter validate mtg` checks a folder (the files' schemas, every
 * sentence of oracle text parsed, every rules block against the vocabulary's
 * schemas, coverage: each error with its file and JSON path), and the game
 * plays the catalog compiled from those documents without touching the disk.
 *
 * The rules read cards through one catalog per process (cards/catalog.ts);
 * a game on other data runs each of its calls with its own catalog in place
 * (`withCatalog`) and puts the shipped one back after, so the shipped game
 * and a variant play side by side in one process. A Lab variant keeps every
 * card and deck id in its place (decks, deck lists and the web's card sheets
 * name cards by id): it changes cards, not the pool.
 */
import { join } from 'node:path';
import {
  type DataDocuments,
  DataError,
  DataErrors,
  type GameModule,
  gameCalledWithin,
  type Json,
  parseData,
  readJsonFile,
  reportOfCheck,
  requireDataFolder,
} from '@arbiter/core';
import type { z } from 'zod';
import {
  type Catalog,
  type CatalogFiles,
  catalog,
  compileCatalog,
  loadCatalog,
  poolOf,
  SHIPPED_DATA_DIR,
  withCatalog,
} from './cards/catalog.ts';
import { cardRecordSchema, cardsFileSchema, deckSchema, decksFileSchema } from './cards/schema.ts';
import type { MtgTypes } from './index.ts';
import { catalogReport } from './validate.ts';

const CARDS_FILE = 'cards.json';
const DECKS_FILE = 'decks.json';

/** The shipped files as their JSON, read once when first asked for. */
let shipped: Record<string, Json> | null = null;
function shippedDocuments(): Record<string, Json> {
  shipped ??= Object.fromEntries(
    [CARDS_FILE, DECKS_FILE].map((f) => [f, readJsonFile(join(SHIPPED_DATA_DIR, f), f) as Json]),
  );
  return shipped;
}

/** A catalog the checks of `arbiter validate mtg` accept (DataErrors with every error otherwise). */
function checked(cat: Catalog): Catalog {
  const report = catalogReport(cat);
  if (!report.ok) throw new DataErrors(report.errors);
  return cat;
}

/** Errors of a variant whose cards or decks moved, or were added or removed. */
function poolErrors(changed: CatalogFiles, base: Catalog): DataError[] {
  const errors: DataError[] = [];
  const lists = [
    [CARDS_FILE, 'cards', 'card_id', changed.cards.cards.map((c) => ({ id: c.card_id })), base.cardList],
    [DECKS_FILE, 'decks', 'deck_id', changed.decks.decks.map((d) => ({ id: d.deck_id })), base.deckList],
  ] as const;
  for (const [file, key, idField, now, was] of lists) {
    if (now.length !== was.length) {
      errors.push(
        new DataError(
          file,
          [key],
          `${now.length} ${key}; a variant changes ${key}, not the pool (${was.length})`,
        ),
      );
      continue;
    }
    now.forEach((entry, i) => {
      if (entry.id !== was[i].id)
        errors.push(
          new DataError(
            file,
            [key, i, idField],
            `'${entry.id}' in the place of '${was[i].id}': a variant keeps every ${key === 'cards' ? 'card' : 'deck'}'s id`,
          ),
        );
    });
  }
  return errors;
}

/** The documents' catalog (a document left out is the shipped one), checked as the game's data and pool. */
function catalogOf(documents: Readonly<Record<string, unknown>>): Catalog {
  const base = shippedDocuments();
  if (
    (documents[CARDS_FILE] ?? base[CARDS_FILE]) === base[CARDS_FILE] &&
    (documents[DECKS_FILE] ?? base[DECKS_FILE]) === base[DECKS_FILE]
  )
    return catalog();
  const errors: DataError[] = [];
  const read = <O>(file: string, schema: z.ZodType<O, unknown>): O | null => {
    try {
      return parseData(file, schema, documents[file] ?? base[file]);
    } catch (e) {
      if (!(e instanceof DataErrors)) throw e;
      errors.push(...e.errors);
      return null;
    }
  };
  const cards = read(CARDS_FILE, cardsFileSchema);
  const decks = read(DECKS_FILE, decksFileSchema);
  if (!cards || !decks) throw new DataErrors(errors);
  // The pool first: a moved id would otherwise show as every deck naming an unknown card.
  // A variant is of phase 1's files (cards.json, decks.json): compared with that pool, not with every pool.
  const shippedCat = catalog();
  const moved = poolErrors({ cards, decks }, poolOf('phase1', shippedCat)?.catalog ?? shippedCat);
  if (moved.length > 0) throw new DataErrors(moved);
  const variant = checked(compileCatalog({ cards, decks }));
  // Phase 1's files unchanged in content: the shipped game (both pools), with its fingerprint.
  return variant.fingerprint === poolOf('phase1', shippedCat)?.catalog.fingerprint ? shippedCat : variant;
}

/** `game` with every call (rules, view, search hooks) made with `cat` in place of the shipped catalog. */
function playingCatalog(game: GameModule<MtgTypes>, cat: Catalog): GameModule<MtgTypes> {
  return gameCalledWithin(game, (fn) => withCatalog(cat, fn), cat.fingerprint);
}

/** `--data DIR`: the game playing a folder's two files, refused (DataErrors) where `validate` refuses them. */
export function mtgWithData(game: GameModule<MtgTypes>, dir: string): GameModule<MtgTypes> {
  requireDataFolder(dir);
  return playingCatalog(game, checked(loadCatalog(dir)));
}

export function mtgDocuments(game: () => GameModule<MtgTypes>): DataDocuments<MtgTypes> {
  return {
    get documents() {
      return shippedDocuments();
    },
    entities: [
      {
        label: 'Cards',
        file: CARDS_FILE,
        path: ['cards'],
        idField: 'card_id',
        nameField: 'name',
        schema: cardRecordSchema,
      },
      {
        label: 'Decks',
        file: DECKS_FILE,
        path: ['decks'],
        idField: 'deck_id',
        nameField: 'name',
        schema: deckSchema,
      },
    ],
    validate: (documents) =>
      reportOfCheck(() => {
        catalogOf(documents);
      }),
    load: (documents) => playingCatalog(game(), catalogOf(documents)),
  };
}
