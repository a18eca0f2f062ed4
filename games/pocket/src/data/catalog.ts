/**
 * The card catalog: cards.json checked with zod (file, JSON path, reason on
 * bad data) and every effect reference checked against the effect
 * registry's parameter schema. The shipped data loads once; a designer's
 * folder loads with `loadCatalog(dir)`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkCoverage,
  type DataError,
  DataErrors,
  dataFingerprint,
  duplicateIdErrors,
  issuesToDataErrors,
  parseData,
  readJsonFile,
  requireDataFolder,
} from '@arbiter/core';
import { effectTypes } from '../effects/registry.ts';
import { type Card, type CardsFile, cardsFileSchema, type EffectRef, type PokemonCard } from './schema.ts';

export const CARDS_FILE = 'cards.json';
export const shippedDataDir = join(dirname(fileURLToPath(import.meta.url)), '../../data');

export interface Catalog {
  cards: Card[];
  /** Card index by printed id ("A1 001"). */
  byId: Map<string, number>;
  fingerprint: string;
  dataDir: string;
}

/** Every effect reference of the file with its JSON path, for checks and coverage. */
export function effectUsages(file: CardsFile): Array<{ ref: EffectRef; path: Array<string | number> }> {
  const out: Array<{ ref: EffectRef; path: Array<string | number> }> = [];
  file.cards.forEach((c, i) => {
    const at = (p: Array<string | number>, refs: EffectRef[]) => {
      refs.forEach((ref, j) => {
        out.push({ ref, path: ['cards', i, ...p, 'effects', j] });
      });
    };
    if (c.kind === 'pokemon') {
      if (c.ability) at(['ability', 'effect'], c.ability.effect.effects);
      c.attacks.forEach((a, k) => {
        if (a.effect) at(['attacks', k, 'effect'], a.effect.effects);
      });
    } else at(['effect'], c.effect.effects);
  });
  return out;
}

/** Parameter problems of every effect reference (unknown types are the coverage check's). */
export function effectParamErrors(file: CardsFile, fileName = CARDS_FILE): DataError[] {
  const errors: DataError[] = [];
  for (const { ref, path } of effectUsages(file)) {
    if (!effectTypes.has(ref.type)) continue;
    const parsed = effectTypes.get(ref.type).params.safeParse(ref);
    if (!parsed.success) errors.push(...issuesToDataErrors(fileName, parsed.error.issues, path, ref));
  }
  return errors;
}

/**
 * Everything that makes a card file unplayable once its shape is right: an
 * effect type the registry does not know, an effect's parameters its type
 * refuses, a card id given twice. `arbiter validate` reports exactly these,
 * and the catalog refuses a file with any of them.
 */
export function cardsFileErrors(file: CardsFile): DataError[] {
  const usages = effectUsages(file).map((u) => ({ id: u.ref.type, file: CARDS_FILE, path: u.path }));
  return [
    ...checkCoverage(effectTypes, usages).missing,
    ...effectParamErrors(file),
    ...duplicateIdErrors(
      CARDS_FILE,
      'card id',
      file.cards.map((c, i) => [c.id, ['cards', i, 'id']] as const),
    ),
  ];
}

/** The card file of `dir` in its schema's shape (DataErrors on a missing folder or file, bad JSON or shape). */
export function readCardsFile(dir: string): CardsFile {
  requireDataFolder(dir);
  return parseData(CARDS_FILE, cardsFileSchema, readJsonFile(join(dir, CARDS_FILE), CARDS_FILE));
}

export function loadCatalog(dir = shippedDataDir): Catalog {
  const file = readCardsFile(dir);
  const errors = cardsFileErrors(file);
  if (errors.length > 0) throw new DataErrors(errors);
  const byId = new Map(file.cards.map((c, i) => [c.id, i]));
  return { cards: file.cards, byId, fingerprint: dataFingerprint(file), dataDir: dir };
}

let shipped: Catalog | null = null;
export function catalog(): Catalog {
  if (!shipped) shipped = loadCatalog();
  return shipped;
}

export function isBasicPokemon(c: Card): boolean {
  return (c.kind === 'pokemon' && c.stage === 0) || (c.kind === 'trainer' && c.trainerType === 'fossil');
}

export function asPokemon(c: Card): PokemonCard | null {
  return c.kind === 'pokemon' ? c : null;
}

/** The text of a card file, for error messages that quote a line. */
export function readText(path: string): string {
  return readFileSync(path, 'utf8');
}
