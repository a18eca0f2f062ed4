/**
 * The card catalog: cards.json checked with zod (file, JSON path, reason on
 * bad data), every effect reference checked against the effect registry's
 * parameter schema, and every card against the file's set list (its id
 * starts with a listed set code, its `set` is that set's pack). The shipped
 * data loads once; a designer's folder loads with `loadCatalog(dir)`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkCoverage,
  DataError,
  DataErrors,
  duplicateIdErrors,
  issuesToDataErrors,
  readJsonFile,
  requireDataFolder,
} from '@arbiter/core';
import { effectTypes, nestedOf } from '../effects/registry.ts';
import { useCatalog } from '../rules/cards.ts';
import { ASK_ZOD, type QuickMode, type QuickParse, quickParser } from './quick-parse.ts';
import {
  type Card,
  type CardSet,
  type CardsFile,
  cardsFileSchema,
  type EffectRef,
  type PokemonCard,
  SET_CODE_PATTERN,
} from './schema.ts';

export const CARDS_FILE = 'cards.json';
export const shippedDataDir = join(dirname(fileURLToPath(import.meta.url)), '../../data');

export interface Catalog {
  cards: Card[];
  /** The sets of the pool, in release order. */
  sets: CardSet[];
  /** Card index by printed id ("A1 001"). */
  byId: Map<string, number>;
  fingerprint: string;
  dataDir: string;
}

type JsonPath = Array<string | number>;

/**
 * How the card file is checked: once per load, so without zod's compiled
 * fast path (compiling it costs more than it saves on one pass over the
 * pool; a fifth of the load of the whole pool).
 */
const ONCE = { jitless: true } as const;

/**
 * Calls `visit` with every effect reference of the file and where it is.
 * `path` is one array the walk changes as it goes (the whole pool holds
 * thousands of references): a visitor copies it to keep it.
 */
function forEachEffect(file: CardsFile, visit: (ref: EffectRef, path: JsonPath) => void): void {
  const path: JsonPath = [];
  // A wrapper's nested effects (a coin's heads, an `if`'s effects) are effects of the card too.
  const deep = (ref: EffectRef): void => {
    visit(ref, path);
    for (const n of nestedOf(ref)) {
      if (!Array.isArray(n.refs)) continue;
      path.push(n.key, 0);
      for (let k = 0; k < n.refs.length; k++) {
        const r = n.refs[k];
        path[path.length - 1] = k;
        if (r && typeof r === 'object' && typeof r.type === 'string') deep(r);
      }
      path.length -= 2;
    }
  };
  const text = (refs: EffectRef[]): void => {
    path.push('effects', 0);
    for (let j = 0; j < refs.length; j++) {
      path[path.length - 1] = j;
      deep(refs[j]);
    }
  };
  for (let i = 0; i < file.cards.length; i++) {
    const c = file.cards[i];
    path.length = 0;
    path.push('cards', i);
    if (c.kind === 'pokemon') {
      if (c.ability) {
        path.push('ability', 'effect');
        text(c.ability.effect.effects);
        path.length = 2;
      }
      for (let k = 0; k < c.attacks.length; k++) {
        const effect = c.attacks[k].effect;
        if (!effect) continue;
        path.push('attacks', k, 'effect');
        text(effect.effects);
        path.length = 2;
      }
    } else {
      path.push('effect');
      text(c.effect.effects);
    }
  }
}

/** Every effect reference of the file with its JSON path, for checks and coverage. */
export function effectUsages(file: CardsFile): Array<{ ref: EffectRef; path: JsonPath }> {
  const out: Array<{ ref: EffectRef; path: JsonPath }> = [];
  forEachEffect(file, (ref, path) => out.push({ ref, path: [...path] }));
  return out;
}

/**
 * Checks references against their type's parameter schema, each distinct
 * reference once (reprints and shared texts repeat the same ones): the quick
 * pass (quick-parse.ts) first, zod for what it does not accept, whose
 * problems are reported at every place a bad one occurs.
 */
function paramChecker(fileName: string): (ref: EffectRef, path: JsonPath) => DataError[] {
  const seen = new Map<string, boolean>();
  return (ref, path) => {
    const key = JSON.stringify(ref);
    if (seen.get(key) === true) return [];
    const schema = effectTypes.get(ref.type).params;
    if (quickParamsOf(ref.type, schema)(ref) !== ASK_ZOD) {
      seen.set(key, true);
      return [];
    }
    const parsed = schema.safeParse(ref, ONCE);
    seen.set(key, parsed.success);
    return parsed.success ? [] : issuesToDataErrors(fileName, parsed.error.issues, [...path], ref);
  };
}

const quickParams = new Map<string, QuickParse>();
const askZod: QuickParse = () => ASK_ZOD;
/** The quick parser of an effect type's parameters (compiled when first used; one that cannot be always asks zod). */
function quickParamsOf(type: string, schema: Parameters<typeof quickParser>[0]): QuickParse {
  let parse = quickParams.get(type);
  if (!parse) {
    parse = quickParser(schema, 'once') ?? askZod;
    quickParams.set(type, parse);
  }
  return parse;
}

/** Parameter problems of every effect reference (unknown types are the coverage check's). */
export function effectParamErrors(file: CardsFile, fileName = CARDS_FILE): DataError[] {
  const errors: DataError[] = [];
  const check = paramChecker(fileName);
  forEachEffect(file, (ref, path) => {
    if (effectTypes.has(ref.type)) errors.push(...check(ref, path));
  });
  return errors;
}

const cardIdShape = new RegExp(`^(${SET_CODE_PATTERN}) [0-9]{3}$`);

/**
 * Cards that name no set of the list, or another pack than their set's; set
 * codes or orders given twice. A card's set is the code its id starts with.
 */
export function setErrors(file: CardsFile, fileName = CARDS_FILE): DataError[] {
  const errors: DataError[] = [
    ...duplicateIdErrors(
      fileName,
      'set code',
      file.sets.map((s, i) => [s.code, ['sets', i, 'code']] as const),
    ),
    ...duplicateIdErrors(
      fileName,
      'set order',
      file.sets.map((s, i) => [s.order, ['sets', i, 'order']] as const),
    ),
  ];
  const byCode = new Map(file.sets.map((s) => [s.code, s]));
  file.cards.forEach((c, i) => {
    const code = cardIdShape.exec(c.id)?.[1];
    if (code === undefined) {
      errors.push(
        new DataError(fileName, ['cards', i, 'id'], `a card id is 'SET NNN' (e.g. 'A1 001'), not '${c.id}'`),
      );
      return;
    }
    const set = byCode.get(code);
    if (!set)
      errors.push(new DataError(fileName, ['cards', i, 'id'], `card '${c.id}': no set '${code}' in sets`));
    else if (c.set !== set.pack)
      errors.push(
        new DataError(
          fileName,
          ['cards', i, 'set'],
          `card '${c.id}': set ${code} is '${set.pack}', not '${c.set}'`,
        ),
      );
  });
  return errors;
}

/**
 * Everything that makes a card file unplayable once its shape is right: an
 * effect type the registry does not know, an effect's parameters its type
 * refuses, a card id given twice, a card outside the set list. `arbiter
 * validate` reports exactly these, and the catalog refuses a file with any
 * of them.
 */
export function cardsFileErrors(file: CardsFile): DataError[] {
  // One pass: unknown types go to the kernel's coverage check (its wording), known ones to their schema.
  const unknown: Array<{ id: string; file: string; path: JsonPath }> = [];
  const params: DataError[] = [];
  const check = paramChecker(CARDS_FILE);
  forEachEffect(file, (ref, path) => {
    if (effectTypes.has(ref.type)) params.push(...check(ref, path));
    else unknown.push({ id: ref.type, file: CARDS_FILE, path: [...path] });
  });
  return [
    ...checkCoverage(effectTypes, unknown).missing,
    ...params,
    ...cardIdErrors(file),
    ...setErrors(file),
  ];
}

/** Card ids given twice, each with where the first one is (paths built only when some id repeats). */
function cardIdErrors(file: CardsFile): DataError[] {
  const ids = new Set<string>();
  for (const c of file.cards) ids.add(c.id);
  if (ids.size === file.cards.length) return [];
  return duplicateIdErrors(
    CARDS_FILE,
    'card id',
    file.cards.map((c, i) => [c.id, ['cards', i, 'id']] as const),
  );
}

/** The card file of `dir` in its schema's shape (DataErrors on a missing folder or file, bad JSON or shape). */
export function readCardsFile(dir: string): CardsFile {
  requireDataFolder(dir);
  // The JSON just read is this call's own, so the quick pass may hand it back as it is.
  return cardsFileOf(readJsonFile(join(dir, CARDS_FILE), CARDS_FILE), 'reuse');
}

const quickFile: Partial<Record<QuickMode, QuickParse | null>> = {};

/**
 * A card file's JSON in its schema's shape (DataErrors naming the file, path
 * and reason). The quick pass (quick-parse.ts) gives the file zod would give;
 * anything it does not accept goes to zod, whose problems are the errors.
 * `reuse`: the caller owns `raw`, which may come back as the result.
 */
export function cardsFileOf(raw: unknown, mode: QuickMode = 'copy'): CardsFile {
  if (quickFile[mode] === undefined) quickFile[mode] = quickParser(cardsFileSchema, mode);
  const quick = quickFile[mode] ? quickFile[mode](raw) : ASK_ZOD;
  if (quick !== ASK_ZOD) return quick as CardsFile;
  const parsed = cardsFileSchema.safeParse(raw, ONCE);
  if (parsed.success) return parsed.data;
  throw new DataErrors(issuesToDataErrors(CARDS_FILE, parsed.error.issues, [], raw));
}

/**
 * The digest match logs record: a hash of the checked file as JSON. The
 * schema gives every set and card its fields in one order whatever the file
 * says, so only content (and an effect's parameter order) changes it. Not the
 * kernel's key-sorting `dataFingerprint`: on the whole pool that alone costs
 * five times the rest of the load.
 */
function fingerprintOf(file: CardsFile): string {
  return createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 16);
}

export function loadCatalog(dir = shippedDataDir): Catalog {
  return catalogOfFile(readCardsFile(dir), dir);
}

/** The catalog of a card file already in its schema's shape (`dir`: where it came from, for messages). */
export function catalogOfFile(file: CardsFile, dir: string): Catalog {
  const errors = cardsFileErrors(file);
  if (errors.length > 0) throw new DataErrors(errors);
  const byId = new Map(file.cards.map((c, i) => [c.id, i]));
  // Worked out when first read (a log's header, a Lab variant), not on every load: a tenth of the whole pool's load.
  let fingerprint: string | null = null;
  return {
    cards: file.cards,
    sets: file.sets,
    byId,
    get fingerprint() {
      fingerprint ??= fingerprintOf(file);
      return fingerprint;
    },
    dataDir: dir,
  };
}

let shipped: Catalog | null = null;
export function catalog(): Catalog {
  if (!shipped) shipped = loadCatalog();
  return shipped;
}
// The rules read cards through rules/cards.ts, which the effect modules import: it cannot import this file.
useCatalog(catalog);

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
