/**
 * The game's data: the shipped files (bundled with the module) and a
 * designer's folder read at run time. Either compiles into a Catalog that
 * travels with the game module built on it; nothing reads data globally.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataFingerprint, readJsonFile } from '@arbiter/core';
import db from '../data/qb_DB_Complete_v2.json' with { type: 'json' };
import decks from '../data/qb_decks.json' with { type: 'json' };
import registry from '../data/qb_effects_v1.1.json' with { type: 'json' };
import { loadCatalogFrom, type RawData } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';
import { DB_FILE, DECKS_FILE, REGISTRY_FILE } from './data-files.ts';

export const shippedRaw: RawData = { db, registry, decks };

/** Compiled data and its fingerprint (what match logs record). */
export interface LoadedData {
  catalog: Catalog;
  fingerprint: string;
  /** The files the catalog was compiled from (the data as documents, for the Lab). */
  raw: RawData;
}

export function loadRaw(raw: RawData): LoadedData {
  return { catalog: loadCatalogFrom(raw), fingerprint: dataFingerprint(raw), raw };
}

/**
 * The files of `dir` (the card DB and the effects registry; the shipped
 * presets when the folder has no decks file). Throws DataErrors naming each
 * file that cannot be read, and every problem of the data.
 */
export function readDataDir(dir: string): RawData {
  return {
    db: readJsonFile(join(dir, DB_FILE), DB_FILE),
    registry: readJsonFile(join(dir, REGISTRY_FILE), REGISTRY_FILE),
    decks: existsSync(join(dir, DECKS_FILE)) ? readJsonFile(join(dir, DECKS_FILE), DECKS_FILE) : decks,
  };
}
