/**
 * The game's data: a folder holding the card DB, the effects registry and
 * (optionally) the preset decks, the shipped one (`data/`) or a designer's,
 * read at run time the same way. Either compiles into a Catalog that
 * travels with the game module built on it; nothing reads data globally.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFingerprint, readJsonFile, requireDataFolder } from '@arbiter/core';
import { loadCatalogFrom, type RawData } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';
import { DB_FILE, DECKS_FILE, REGISTRY_FILE } from './data-files.ts';

export const SHIPPED_DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');

/** Compiled data and its fingerprint (what match logs record). */
export interface LoadedData {
  catalog: Catalog;
  fingerprint: string;
  /** The files the catalog was compiled from (the data as documents, for the Lab). */
  raw: RawData;
}

/** The catalog of `raw`, or DataErrors naming every problem `arbiter validate` reports. */
export function loadRaw(raw: RawData): LoadedData {
  return { catalog: loadCatalogFrom(raw), fingerprint: dataFingerprint(raw), raw };
}

/**
 * The files of `dir` (the card DB and the effects registry; the shipped
 * presets when the folder has no decks file). Throws DataErrors naming a
 * missing folder, or each file that cannot be read (missing, not JSON, a key
 * given twice in one object).
 */
export function readDataDir(dir: string): RawData {
  requireDataFolder(dir);
  const ownDecks = existsSync(join(dir, DECKS_FILE)) || dir === SHIPPED_DATA_DIR;
  return {
    db: readJsonFile(join(dir, DB_FILE), DB_FILE),
    registry: readJsonFile(join(dir, REGISTRY_FILE), REGISTRY_FILE),
    decks: ownDecks ? readJsonFile(join(dir, DECKS_FILE), DECKS_FILE) : shippedRaw.decks,
  };
}

/** The shipped data, read once. */
export const shippedRaw: RawData = readDataDir(SHIPPED_DATA_DIR);
