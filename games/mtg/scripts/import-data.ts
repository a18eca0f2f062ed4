/**
 * Brings the card pools and their deck lists into `data/`. Re-runnable: the
 * output depends only on the source files.
 *
 *   node --import tsx games/mtg/scripts/import-data.ts [sourceDir] [outDir]
 *
 * Two pools, each a folder the catalog loads (`cards.json`, `decks.json`):
 * - phase 1 (`cards_phase1.json`, `decks_phase1.json`) → `data/`;
 * - Sixth Edition (`cards_6ed.json`, `decks_6ed.json`) → `data/6ed/`.
 *
 * Kept per card: the fields the rules read (name, types, cost, colours, oracle
 * text, power/toughness) and the print's identity. Basic lands carry
 * `mana_cost: "{0}"` in the phase-1 source; a basic land has no mana cost, so
 * it is written as "" (CR 202.1a: a card without mana symbols has no mana cost).
 *
 * A name is one card across pools (CR 201.2: a card is known by its name, and
 * its oracle text belongs to the name): a Sixth Edition card whose name is in
 * phase 1 gets phase 1's card id, and the import stops unless its rules fields
 * are phase 1's. Only the print's identity (set, collector number, Scryfall id)
 * differs, each pool keeping its own printing. Ids are the name in lower case,
 * apostrophes dropped, other runs of non-alphanumerics as `_`; basic lands are
 * `basic_<name>`, as phase 1 has them.
 *
 * Sixth Edition's basic lands print their one ability as reminder text,
 * "({T}: Add {W}.)": a basic land type gives the land that mana ability (CR
 * 305.6) and the parenthesis only reminds of it. The parser drops reminder
 * text (CR 207.2), so the import writes the ability without the parenthesis,
 * which is also phase 1's text for the same card.
 *
 * Sixth Edition decks are keyed by name ("red-burn") with name + count lists;
 * each is written in phase 1's deck shape: `deck_id` the key with `-` as `_`
 * (the catalog's id alphabet), `name` the key's words capitalised, `format` the
 * source's group (mono, dual, competitive, special), `colors` the colours of
 * its cards, and every name resolved to a card of the Sixth Edition pool. A
 * name the pool lacks stops the import with one line naming the file, the JSON
 * path and the name.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type JsonObject = Record<string, unknown>;

/** What stops an import: one line naming the source file, the JSON path and the reason. */
export class ImportError extends Error {
  constructor(file: string, path: string, reason: string) {
    super(`${file} ${path}: ${reason}`);
    this.name = 'ImportError';
  }
}

/** A card as the catalog reads it (`src/cards/schema.ts`), fields in this order. */
export interface CardOut {
  card_id: string;
  name: string;
  type_line: string;
  mana_cost: string;
  colors: string[];
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  set: string | null;
  collector_number: string | null;
  scryfall_id: string | null;
}

export interface PoolFiles {
  /** Folder under the output folder ('' for phase 1). */
  folder: string;
  cards: CardOut[];
  /** File name → text, as written. */
  files: Record<string, string>;
}

/** The fields the rules read: equal for one name in every pool. */
const RULES_FIELDS = [
  'name',
  'type_line',
  'mana_cost',
  'colors',
  'oracle_text',
  'power',
  'toughness',
] as const;
const COLOR_ORDER = ['W', 'U', 'B', 'R', 'G'];

const isBasicLand = (typeLine: string) => /^Basic Land\b/.test(typeLine);

export function cardIdOf(name: string, typeLine: string): string {
  const slug = name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return isBasicLand(typeLine) ? `basic_${slug}` : slug;
}

const text = (json: unknown) => `${JSON.stringify(json, null, 1)}\n`;
const readJson = (dir: string, file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));

function cardOut(c: JsonObject, cardId: string, scryfallId: unknown): CardOut {
  const typeLine = String(c.type_line);
  return {
    card_id: cardId,
    name: String(c.name),
    type_line: typeLine,
    mana_cost: isBasicLand(typeLine) ? '' : String(c.mana_cost ?? ''),
    colors: (c.colors as string[] | undefined) ?? [],
    oracle_text: String(c.oracle_text ?? ''),
    power: (c.power as string | undefined) ?? null,
    toughness: (c.toughness as string | undefined) ?? null,
    set: (c.set as string | undefined) ?? null,
    collector_number: (c.collector_number as string | undefined) ?? null,
    scryfall_id: (scryfallId as string | undefined) ?? null,
  };
}

/** Phase 1: the source's cards and decks, in the source's order and ids. */
export function importPhase1(sourceDir: string): PoolFiles {
  const cardsIn = readJson(sourceDir, 'cards_phase1.json') as { cards: JsonObject[] };
  const decksIn = readJson(sourceDir, 'decks_phase1.json') as JsonObject;
  const cards = cardsIn.cards.map((c) => cardOut(c, String(c.card_id), c.scryfall_id));
  return {
    folder: '',
    cards,
    files: {
      'cards.json': text({ schema_version: 1, source: 'cards_phase1.json', cards }),
      'decks.json': text(decksIn),
    },
  };
}

/** "({T}: Add {W}.)" on a basic land → "{T}: Add {W}." (CR 305.6); any other text is refused. */
function basicLandText(c: CardOut, at: string): string {
  const m = /^\(\{T\}: Add \{([WUBRG])\}\.\)$/.exec(c.oracle_text);
  if (m) return `{T}: Add {${m[1]}}.`;
  if (/^\{T\}: Add \{[WUBRG]\}\.$/.test(c.oracle_text)) return c.oracle_text;
  throw new ImportError('cards_6ed.json', `${at}.oracle_text`, `a basic land's text is not its mana ability`);
}

const differingRules = (a: CardOut, b: CardOut) =>
  RULES_FIELDS.filter((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]));

function sixthCards(sourceDir: string, phase1: CardOut[]): CardOut[] {
  const source = readJson(sourceDir, 'cards_6ed.json') as JsonObject[];
  const phase1ByName = new Map(phase1.map((c) => [c.name, c]));
  const phase1ById = new Map(phase1.map((c) => [c.card_id, c]));
  const seenIds = new Map<string, string>();
  return source.map((c, i) => {
    const at = `$[${i}]`;
    const card = cardOut(c, cardIdOf(String(c.name), String(c.type_line)), c.id);
    if (isBasicLand(card.type_line)) card.oracle_text = basicLandText(card, at);
    const shared = phase1ByName.get(card.name);
    if (shared) {
      card.card_id = shared.card_id;
      const differ = differingRules(card, shared);
      if (differ.length > 0)
        throw new ImportError(
          'cards_6ed.json',
          at,
          `"${card.name}" is a phase-1 card with other ${differ.join(', ')}; one name is one card across pools`,
        );
    } else if (phase1ById.has(card.card_id)) {
      throw new ImportError(
        'cards_6ed.json',
        `${at}.name`,
        `"${card.name}" would take the id '${card.card_id}' of phase 1's "${phase1ById.get(card.card_id)?.name}"`,
      );
    }
    const before = seenIds.get(card.card_id);
    if (before !== undefined)
      throw new ImportError(
        'cards_6ed.json',
        `${at}.name`,
        `"${card.name}" and "${before}" share the id '${card.card_id}'`,
      );
    seenIds.set(card.card_id, card.name);
    return card;
  });
}

const deckName = (key: string) =>
  key
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

interface SourceDeck {
  group?: unknown;
  cards?: Array<{ name?: unknown; count?: unknown }>;
}

function sixthDecks(sourceDir: string, cards: CardOut[]): JsonObject {
  const source = readJson(sourceDir, 'decks_6ed.json') as Record<string, SourceDeck>;
  const byName = new Map(cards.map((c) => [c.name, c]));
  const deckIds = new Map<string, string>();
  const decks = Object.entries(source).map(([key, deck]) => {
    const at = `$["${key}"]`;
    const deckId = key.replace(/-/g, '_');
    if (!/^[a-z0-9_]+$/.test(deckId))
      throw new ImportError('decks_6ed.json', at, `the key "${key}" is not a deck id (a-z, 0-9, -, _)`);
    if (deckIds.has(deckId))
      throw new ImportError(
        'decks_6ed.json',
        at,
        `"${key}" and "${deckIds.get(deckId)}" are both deck ${deckId}`,
      );
    deckIds.set(deckId, key);
    if (typeof deck.group !== 'string') throw new ImportError('decks_6ed.json', `${at}.group`, 'no group');
    if (!Array.isArray(deck.cards) || deck.cards.length === 0)
      throw new ImportError('decks_6ed.json', `${at}.cards`, 'no card list');
    const colors = new Set<string>();
    const listed = new Set<string>();
    const list = deck.cards.map((entry, j) => {
      const name = String(entry.name);
      const card = byName.get(name);
      if (!card)
        throw new ImportError(
          'decks_6ed.json',
          `${at}.cards[${j}].name`,
          `no card named "${name}" in cards_6ed.json`,
        );
      if (listed.has(name))
        throw new ImportError('decks_6ed.json', `${at}.cards[${j}].name`, `"${name}" is listed twice`);
      listed.add(name);
      if (!Number.isInteger(entry.count) || (entry.count as number) < 1)
        throw new ImportError(
          'decks_6ed.json',
          `${at}.cards[${j}].count`,
          'a count is a whole number from 1',
        );
      for (const color of card.colors) colors.add(color);
      return { card_id: card.card_id, count: entry.count as number };
    });
    return {
      deck_id: deckId,
      name: deckName(key),
      format: deck.group,
      colors: COLOR_ORDER.filter((color) => colors.has(color)),
      cards: list,
    };
  });
  return { schema_version: 1, decks };
}

/** Sixth Edition: every card of the source (ids per the header), decks by name resolved to it. */
export function import6ed(sourceDir: string, phase1: CardOut[]): PoolFiles {
  const cards = sixthCards(sourceDir, phase1);
  return {
    folder: '6ed',
    cards,
    files: {
      'cards.json': text({ schema_version: 1, source: 'cards_6ed.json', cards }),
      'decks.json': text(sixthDecks(sourceDir, cards)),
    },
  };
}

/** Both pools, and the names they share. */
export function importAll(sourceDir: string): { pools: PoolFiles[]; sharedNames: string[] } {
  const phase1 = importPhase1(sourceDir);
  const sixth = import6ed(sourceDir, phase1.cards);
  const phase1Names = new Set(phase1.cards.map((c) => c.name));
  const sharedNames = sixth.cards.filter((c) => phase1Names.has(c.name)).map((c) => c.name);
  return { pools: [phase1, sixth], sharedNames };
}

function main(): void {
  const here = dirname(fileURLToPath(import.meta.url));
  const sourceDir = resolve(process.argv[2] ?? '/work/shared/data/mtg');
  const outDir = resolve(process.argv[3] ?? join(here, '..', 'data'));
  const { pools, sharedNames } = importAll(sourceDir);
  for (const pool of pools) {
    const dir = join(outDir, pool.folder);
    mkdirSync(dir, { recursive: true });
    for (const [file, body] of Object.entries(pool.files)) writeFileSync(join(dir, file), body);
    const decks = (JSON.parse(pool.files['decks.json']) as { decks: unknown[] }).decks.length;
    console.log(`wrote ${pool.cards.length} cards and ${decks} decks to ${dir}`);
  }
  console.log(`one card in both pools (same id and rules text): ${sharedNames.join(', ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    console.error(`import-data: ${e.message}`);
    process.exit(1);
  }
}
