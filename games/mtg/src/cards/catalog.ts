/**
 * The card catalog: the data files loaded with zod, each card's type line
 * split and its oracle text parsed into a rules block, the decks resolved.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataError, DataErrors, dataFingerprint, duplicateIdErrors, loadDataFolder } from '@arbiter/core';
import type { z } from 'zod';
import { parseManaCost, parseRulesText } from './parser/index.ts';
import type { ManaCost, RulesBlock } from './rules-block.ts';
import { type CardRecord, type Color, cardsFileSchema, type DeckRecord, decksFileSchema } from './schema.ts';

export interface CardDef {
  id: string;
  name: string;
  supertypes: string[];
  /** Lower-case card types: creature, artifact, enchantment, land, instant, sorcery. */
  types: string[];
  subtypes: string[];
  manaCost: ManaCost | null;
  manaValue: number;
  colors: Color[];
  power: number;
  toughness: number;
  oracle: string;
  rules: RulesBlock;
}

export interface DeckDef {
  id: string;
  name: string;
  colors: Color[];
  /** Card ids, one per copy, in list order. */
  cards: string[];
  /** The pool its cards come from (a preset's pool; an inline list's is the pool holding all its cards). */
  pool?: string;
  /** A preset's group in its pool's data (Sixth Edition: mono, dual, competitive, special). */
  format?: string;
}

/** A card pool: a data folder of its own (cards.json, decks.json), its preset decks played from its cards only. */
export interface PoolDef {
  id: string;
  /** In the game's words: "Phase 1", "Sixth Edition". */
  name: string;
  /** Its folder under the data folder ('' for phase 1). */
  folder: string;
  /** The ids of its cards (a card of two pools, by name, is in both). */
  cards: Set<string>;
  /** Its presets' ids, in data order. */
  decks: string[];
  /** The pool's own catalog (its file's card indices, for errors). */
  catalog: Catalog;
}

export interface Catalog {
  cards: Record<string, CardDef>;
  cardList: CardDef[];
  decks: Record<string, DeckDef>;
  deckList: DeckDef[];
  /** Each card's place in cards.json (`$.cards[i]`), for errors that point into the file. */
  indexInFile: Map<string, number>;
  fingerprint: string;
  /** The pools merged into this catalog (the shipped one: phase 1, Sixth Edition); absent for one folder's catalog. */
  pools?: PoolDef[];
  /**
   * Cards the engine cannot play yet, with why ("does not parse yet: …"): a
   * deck holding one is refused naming it. Filled at load (unparsed
   * sentences) and by the load check (src/validate.ts) for a pool still being
   * parsed; empty for phase 1, which must load whole.
   */
  notPlayable?: Map<string, string>;
}

export function splitTypeLine(line: string): { supertypes: string[]; types: string[]; subtypes: string[] } {
  const [left, right] = line.split(/\s+—\s+/);
  const words = left.split(/\s+/);
  const supertypes = words.filter((w) => w === 'Legendary' || w === 'Basic').map((w) => w.toLowerCase());
  const types = words.filter((w) => w !== 'Legendary' && w !== 'Basic').map((w) => w.toLowerCase());
  return { supertypes, types, subtypes: right ? right.split(/\s+/) : [] };
}

export function compileCard(c: CardRecord): CardDef {
  const { supertypes, types, subtypes } = splitTypeLine(c.type_line);
  const manaCost = parseManaCost(c.mana_cost);
  let mv = 0;
  if (manaCost) {
    mv = manaCost.generic;
    for (const v of Object.values(manaCost.colored)) mv += v ?? 0;
  }
  const isSpell = types.includes('instant') || types.includes('sorcery');
  return {
    id: c.card_id,
    name: c.name,
    supertypes,
    types,
    subtypes,
    manaCost,
    manaValue: mv,
    colors: c.colors,
    power: c.power === null ? 0 : Number(c.power),
    toughness: c.toughness === null ? 0 : Number(c.toughness),
    oracle: c.oracle_text,
    rules: parseRulesText(c.oracle_text, c.name, isSpell),
  };
}

function compileDeck(
  d: DeckRecord,
  index: number,
  cards: Record<string, CardDef>,
  errors: DataError[],
): DeckDef {
  const list: string[] = [];
  d.cards.forEach((entry, i) => {
    const card = cards[entry.card_id];
    if (!card) {
      errors.push(
        new DataError(
          'decks.json',
          ['decks', index, 'cards', i, 'card_id'],
          `unknown card '${entry.card_id}'`,
        ),
      );
      return;
    }
    const offColor = card.colors.filter((c) => !d.colors.includes(c));
    if (offColor.length > 0)
      errors.push(
        new DataError(
          'decks.json',
          ['decks', index, 'cards', i],
          `${card.name} is ${offColor.join('')}, outside the deck's colours`,
        ),
      );
    for (let k = 0; k < entry.count; k++) list.push(entry.card_id);
  });
  if (list.length < 60)
    errors.push(
      new DataError('decks.json', ['decks', index, 'cards'], `${list.length} cards; a deck has at least 60`),
    );
  return { id: d.deck_id, name: d.name, colors: d.colors, cards: list, format: d.format };
}

export const SHIPPED_DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data');

/** The two files as their schemas read them. */
export interface CatalogFiles {
  cards: z.output<typeof cardsFileSchema>;
  decks: z.output<typeof decksFileSchema>;
}

export function loadCatalog(dir = SHIPPED_DATA_DIR): Catalog {
  return compileCatalog(
    loadDataFolder(dir, {
      cards: ['cards.json', cardsFileSchema],
      decks: ['decks.json', decksFileSchema],
    }),
  );
}

/** The catalog of files already read and checked against their schemas (a folder's, or a Lab variant's documents). */
export function compileCatalog(raw: CatalogFiles): Catalog {
  const cards: Record<string, CardDef> = {};
  for (const c of raw.cards.cards) cards[c.card_id] = compileCard(c);
  const errors = duplicateIdErrors(
    'decks.json',
    'deck_id',
    raw.decks.decks.map((d, i) => [d.deck_id, ['decks', i, 'deck_id']] as const),
  );
  const deckList = raw.decks.decks.map((d, i) => compileDeck(d, i, cards, errors));
  if (errors.length > 0) throw new DataErrors(errors);
  const decks: Record<string, DeckDef> = {};
  for (const d of deckList) decks[d.id] = d;
  return {
    cards,
    cardList: Object.values(cards),
    decks,
    deckList,
    indexInFile: new Map(raw.cards.cards.map((c, i) => [c.card_id, i])),
    fingerprint: dataFingerprint(raw),
  };
}

/** The pools a data folder holds: phase 1 in the folder itself, each other pool in its subfolder (when present). */
export const POOLS: ReadonlyArray<{ id: string; name: string; folder: string }> = [
  { id: 'phase1', name: 'Phase 1', folder: '' },
  { id: '6ed', name: 'Sixth Edition', folder: '6ed' },
];

/**
 * Every pool of a data folder in one catalog: the cards of all pools (a name
 * is one card id across pools, so a shared card is the same definition), the
 * presets of all pools (phase 1's first, each marked with its pool), and the
 * pools themselves. A preset id given twice across pools is a DataError.
 */
export function loadPools(dir = SHIPPED_DATA_DIR): Catalog {
  const pools: PoolDef[] = [];
  const errors: DataError[] = [];
  for (const p of POOLS) {
    const folder = join(dir, p.folder);
    if (p.folder !== '' && !existsSync(join(folder, 'cards.json'))) continue;
    try {
      const cat = loadCatalog(folder);
      pools.push({
        ...p,
        cards: new Set(Object.keys(cat.cards)),
        decks: cat.deckList.map((d) => d.id),
        catalog: cat,
      });
    } catch (e) {
      if (!(e instanceof DataErrors)) throw e;
      // A pool's errors name its files from the data folder ("6ed/cards.json").
      for (const x of e.errors)
        errors.push(new DataError(p.folder ? `${p.folder}/${x.file}` : x.file, x.path, x.reason));
    }
  }
  if (errors.length > 0) throw new DataErrors(errors);
  const [first] = pools;
  const cards: Record<string, CardDef> = {};
  const decks: Record<string, DeckDef> = {};
  const deckList: DeckDef[] = [];
  const notPlayable = new Map<string, string>();
  for (const pool of pools) {
    for (const c of pool.catalog.cardList) {
      cards[c.id] ??= c;
      if (c.rules.unparsed.length > 0)
        notPlayable.set(c.id, `does not parse yet (${c.rules.unparsed.map((u) => `"${u}"`).join(' ')})`);
    }
    pool.catalog.deckList.forEach((d, i) => {
      if (Object.hasOwn(decks, d.id)) {
        errors.push(
          new DataError(
            pool.folder ? `${pool.folder}/decks.json` : 'decks.json',
            ['decks', i, 'deck_id'],
            `deck '${d.id}' is also a preset of ${decks[d.id].pool}`,
          ),
        );
        return;
      }
      const deck = { ...d, pool: pool.id };
      decks[d.id] = deck;
      deckList.push(deck);
    });
  }
  if (errors.length > 0) throw new DataErrors(errors);
  return {
    cards,
    cardList: Object.values(cards),
    decks,
    deckList,
    indexInFile: first.catalog.indexInFile,
    // Phase 1's alone while it is the only pool: logs recorded before the pools keep replaying.
    fingerprint:
      pools.length === 1
        ? first.catalog.fingerprint
        : dataFingerprint(pools.map((p) => p.catalog.fingerprint)),
    pools,
    notPlayable,
  };
}

let shipped: Catalog | undefined;
/** The catalog a call runs with instead of the shipped one (`withCatalog`), or null. */
let playing: Catalog | null = null;

/** The catalog the rules read: the shipped one (every pool), loaded once, or the one `withCatalog` put in place. */
export function catalog(): Catalog {
  if (playing !== null) return playing;
  shipped ??= loadPools();
  return shipped;
}

/** A pool of a catalog by id (the shipped catalog's by default); undefined when it has none of that id. */
export function poolOf(id: string, cat: Catalog = catalog()): PoolDef | undefined {
  return cat.pools?.find((p) => p.id === id);
}

/**
 * Runs `fn` with the rules reading `cat` (other data: a Lab variant, a
 * `--data` folder), then puts back what they read before, so one process
 * plays the shipped cards and a variant's side by side (data/documents.ts).
 */
export function withCatalog<R>(cat: Catalog, fn: () => R): R {
  const before = playing;
  playing = cat;
  try {
    return fn();
  } finally {
    playing = before;
  }
}
