/**
 * A seat's deck as the options give it: a preset id (data/decks.json), a
 * deck list's text ("4 Lightning Bolt" lines) or its JSON `{ name?, cards }`
 * (card names or ids, one per copy); never a path, so checking the options
 * reads no file and a match created over the network cannot make the server
 * open one (the CLI reads deck files itself and passes their text).
 *
 * An inline deck obeys the deck rules the engine can hold it to: cards of the
 * pool, at least 60 of them, at most 4 copies of a card other than a basic
 * land. (Whether the deck's lands make its colours is the deck builder's
 * advice, not a rule: a preset declares its colours, a list does not.)
 */
import type { DeckCheck } from '@arbiter/core';
import { type Catalog, catalog, type DeckDef } from './catalog.ts';

export const MIN_DECK_SIZE = 60;
export const MAX_COPIES = 4;
/** Deck text longer than this is not a deck list (60-odd lines of names). */
export const MAX_DECK_TEXT = 6000;
/** What an inline deck is called in the game's words when it gives no name. */
const UNNAMED = 'a custom deck';

export interface DeckJson {
  name?: string;
  cards: string[];
}
export type DeckSpec = string | DeckJson;

/** A refused deck: the option (`deck1`), the line of its text when one is to blame (0: the whole list), the reason. */
export class DeckError extends Error {
  constructor(
    readonly option: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(line > 0 ? `${option}: line ${line}: ${reason}` : `${option}: ${reason}`);
    this.name = 'DeckError';
  }
}

/** Text shown in an error for what a client sent: one line, not too long. */
function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `'${line.length > 40 ? `${line.slice(0, 40)}…` : line}'`;
}

const nameKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

const byNameOf = new WeakMap<Catalog, Map<string, string>>();
/** Card ids by name and by id (lower case), so a list may use either. */
function cardIdsByName(cat: Catalog): Map<string, string> {
  let m = byNameOf.get(cat);
  if (!m) {
    m = new Map();
    for (const c of cat.cardList) {
      m.set(nameKey(c.name), c.id);
      m.set(c.id.toLowerCase(), c.id);
    }
    byNameOf.set(cat, m);
  }
  return m;
}

const ENTRY = /^(\d+)\s*x?\s+(.+?)\s*$/i;
const HEADER = /^(deck|main ?deck|maindeck)$/i;

/** A problem of a deck list: its line (0: the list as a whole) and the reason. */
export interface DeckProblem {
  line: number;
  reason: string;
}

/** A deck list read: card ids with the line each came from, and every line that could not be read. */
interface ReadList {
  /** One per copy. */
  cards: string[];
  /** Each card id's first line. */
  lineOf: Map<string, number>;
  problems: DeckProblem[];
}

function poolCounts(cat: Catalog): string {
  const pools = cat.pools ?? [];
  if (pools.length === 0) return `${cat.cardList.length} cards`;
  // "in the pools (Phase 1: 125 cards, Sixth Edition: 335 cards)".
  return pools.map((p) => `${p.name}: ${p.cards.size} cards`).join(', ');
}

/** A deck list's lines as card ids, one per copy; every bad line with its number and reason. */
function readList(text: string, cat: Catalog): ReadList {
  const ids = cardIdsByName(cat);
  const out: ReadList = { cards: [], lineOf: new Map(), problems: [] };
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const n = i + 1;
    if (line === '' || line.startsWith('#') || line.startsWith('//') || HEADER.test(line)) continue;
    if (/^sideboard$/i.test(line)) {
      out.problems.push({ line: n, reason: 'sideboards are not played in this Magic: leave them out' });
      // What follows is the sideboard: not the deck.
      break;
    }
    const m = ENTRY.exec(line);
    if (!m) {
      out.problems.push({
        line: n,
        reason: `not a card line ('COUNT NAME', as '4 Lightning Bolt'): ${quoted(line)}`,
      });
      continue;
    }
    const count = Number.parseInt(m[1], 10);
    if (count < 1) {
      out.problems.push({ line: n, reason: 'a card count must be at least 1' });
      continue;
    }
    const id = ids.get(nameKey(m[2]));
    if (!id) {
      out.problems.push({
        line: n,
        reason: `no card named ${quoted(m[2])} in the pools (${poolCounts(cat)})`,
      });
      continue;
    }
    if (!out.lineOf.has(id)) out.lineOf.set(id, n);
    for (let k = 0; k < count && out.cards.length <= 1000; k++) out.cards.push(id);
  }
  return out;
}

/**
 * The pool a deck's cards come from: the first pool holding all of them;
 * else the pool holding most copies, with every card outside it a problem
 * (on its line). A catalog of one folder has no pools: no problem.
 */
function poolRule(
  cards: string[],
  lineOf: Map<string, number>,
  cat: Catalog,
): { pool: string | undefined; problems: DeckProblem[] } {
  const pools = cat.pools ?? [];
  if (pools.length === 0) return { pool: undefined, problems: [] };
  const whole = pools.find((p) => cards.every((id) => p.cards.has(id)));
  if (whole) return { pool: whole.id, problems: [] };
  let best = pools[0];
  let bestCount = -1;
  for (const p of pools) {
    const n = cards.filter((id) => p.cards.has(id)).length;
    if (n > bestCount) [best, bestCount] = [p, n];
  }
  const problems: DeckProblem[] = [];
  for (const id of new Set(cards))
    if (!best.cards.has(id)) {
      const homes = pools.filter((p) => p.cards.has(id)).map((p) => p.name);
      problems.push({
        line: lineOf.get(id) ?? 0,
        reason: `${cat.cards[id].name} is a card of ${homes.join(' and ')}, not of ${best.name}, the pool of the deck's other cards (a deck's cards come from one pool)`,
      });
    }
  return { pool: best.id, problems };
}

/** Cards of the deck the engine cannot play yet, each on its line with why. */
function notPlayableProblems(cards: string[], lineOf: Map<string, number>, cat: Catalog): DeckProblem[] {
  const out: DeckProblem[] = [];
  if (!cat.notPlayable || cat.notPlayable.size === 0) return out;
  for (const id of new Set(cards)) {
    const why = cat.notPlayable.get(id);
    if (why) out.push({ line: lineOf.get(id) ?? 0, reason: `${cat.cards[id].name} ${why}` });
  }
  return out;
}

/**
 * The rules a deck's cards meet beyond size and copies: one pool, and cards
 * the engine can play (for builders that count cards themselves, the Lab).
 */
export function poolProblems(
  cards: string[],
  lineOf: Map<string, number>,
  cat: Catalog = catalog(),
): DeckProblem[] {
  return [...poolRule(cards, lineOf, cat).problems, ...notPlayableProblems(cards, lineOf, cat)];
}

/** Every deck-rule problem: size, copies (on the card's first line), one pool, cards the engine can play. */
function ruleProblems(cards: string[], lineOf: Map<string, number>, cat: Catalog): DeckProblem[] {
  const problems: DeckProblem[] = [];
  if (cards.length < MIN_DECK_SIZE)
    problems.push({ line: 0, reason: `${cards.length} cards; a deck has at least ${MIN_DECK_SIZE}` });
  const counts = new Map<string, number>();
  for (const id of cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of counts) {
    const card = cat.cards[id];
    const basicLand = card.supertypes.includes('basic') && card.types.includes('land');
    if (n > MAX_COPIES && !basicLand)
      problems.push({
        line: lineOf.get(id) ?? 0,
        reason: `${n} copies of ${card.name}; at most ${MAX_COPIES} of a card other than a basic land`,
      });
  }
  problems.push(...poolProblems(cards, lineOf, cat));
  return problems;
}

function throwFirst(problems: DeckProblem[], option: string): void {
  if (problems.length > 0) throw new DeckError(option, problems[0].line, problems[0].reason);
}

/**
 * `arbiter validate mtg --deck FILE`: every problem of a deck list's text
 * (each on its line; 0 for the list as a whole), with the deck's pool and
 * size in the summary.
 */
export function checkDeckList(text: string, cat: Catalog = catalog()): DeckCheck {
  const read = readList(text, cat);
  const rules = ruleProblems(read.cards, read.lineOf, cat);
  const problems = [...read.problems, ...rules].sort((a, b) => a.line - b.line);
  const pool = poolRule(read.cards, read.lineOf, cat).pool;
  return {
    ok: problems.length === 0,
    problems,
    notes: [],
    summary: {
      cards: read.cards.length,
      ...(pool ? { pool: cat.pools?.find((p) => p.id === pool)?.name ?? pool } : {}),
    },
  };
}

/** The colours of the deck's cards, in WUBRG order. */
function coloursOf(cards: string[], cat: Catalog): DeckDef['colors'] {
  const seen = new Set<string>();
  for (const id of cards) for (const c of cat.cards[id].colors) seen.add(c);
  return (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => seen.has(c));
}

/**
 * Inline decks already read, by their key: a batch sets up every game from
 * the same options (and determinizing reads the deck again), so a list is
 * read once. A few dozen kept, the oldest dropped first; never changed.
 * Kept per catalog: a variant's cards may have other names and colours.
 */
const inlineDecksOf = new WeakMap<Catalog, Map<string, DeckDef>>();
const INLINE_DECKS_KEPT = 64;

/**
 * The preset a one-line spec names, or null: its id, or the id with `-` for
 * `_` (`red-burn` is `red_burn`, as the source lists name them). Own keys
 * only: `toString` and the like are no deck.
 */
export function presetId(spec: string, cat: Catalog = catalog()): string | null {
  if (Object.hasOwn(cat.decks, spec)) return spec;
  const underscored = spec.replace(/-/g, '_');
  return Object.hasOwn(cat.decks, underscored) ? underscored : null;
}

/** The string a deck is known by in the game's state: a preset's id (canonical), a list's text, a JSON deck's JSON. */
export function deckKey(spec: DeckSpec): string {
  if (typeof spec !== 'string') return JSON.stringify({ name: spec.name, cards: spec.cards });
  return (!spec.includes('\n') && presetId(spec)) || spec;
}

/** The deck a spec (or a state's deck key) names; a DeckError (option, line, reason) when it names none. */
const waitingOf = new WeakMap<Catalog, WeakMap<DeckDef, string[]>>();

/**
 * A preset's cards that do not parse yet, once per deck and catalog (options are checked and decks
 * resolved for every game; another catalog may share the deck but not which cards parse).
 */
function waitingCards(deck: DeckDef, cat: Catalog): string[] {
  let ofCat = waitingOf.get(cat);
  if (!ofCat) {
    ofCat = new WeakMap();
    waitingOf.set(cat, ofCat);
  }
  let w = ofCat.get(deck);
  if (w === undefined) {
    w = [...new Set(deck.cards)].filter((id) => cat.notPlayable?.has(id));
    ofCat.set(deck, w);
  }
  return w;
}

export function resolveDeck(spec: DeckSpec, option = 'deck', cat: Catalog = catalog()): DeckDef {
  if (typeof spec === 'string' && !spec.includes('\n')) {
    const preset = presetId(spec, cat);
    if (preset !== null) {
      const deck = cat.decks[preset];
      const waiting = waitingCards(deck, cat);
      if (waiting.length > 0)
        throw new DeckError(
          option,
          0,
          `${deck.name} (${preset}) can't be played yet: ${waiting.length} of its cards ${
            waiting.length === 1 ? 'does' : 'do'
          } not parse yet: ${waiting.map((id) => cat.cards[id].name).join(', ')}`,
        );
      return deck;
    }
    if (!spec.trimStart().startsWith('{'))
      throw new DeckError(
        option,
        0,
        `unknown deck ${quoted(spec)} (presets: ${cat.deckList.map((d) => d.id).join(', ')}; or a deck list's text or JSON; never a path)`,
      );
  }
  const key = deckKey(spec);
  let inlineDecks = inlineDecksOf.get(cat);
  if (!inlineDecks) {
    inlineDecks = new Map();
    inlineDecksOf.set(cat, inlineDecks);
  }
  const known = inlineDecks.get(key);
  if (known) return known;
  let json: DeckJson | null = typeof spec === 'string' ? null : spec;
  if (typeof spec === 'string' && !spec.includes('\n')) {
    try {
      json = JSON.parse(spec) as DeckJson;
    } catch {
      throw new DeckError(option, 0, `not a deck's JSON: ${quoted(spec)}`);
    }
  }
  let cards: string[];
  let lineOf = new Map<string, number>();
  let name = UNNAMED;
  if (json) {
    if (!Array.isArray(json.cards))
      throw new DeckError(option, 0, "a deck's JSON is { name?, cards: [card names or ids] }");
    const ids = cardIdsByName(cat);
    cards = json.cards.map((c, i) => {
      const id = typeof c === 'string' ? ids.get(nameKey(c)) : undefined;
      if (!id) throw new DeckError(option, 0, `cards[${i}]: no card named ${quoted(String(c))} in the pool`);
      return id;
    });
    if (typeof json.name === 'string' && json.name.trim() !== '') name = json.name.trim();
  } else {
    const read = readList(spec as string, cat);
    throwFirst(read.problems, option);
    cards = read.cards;
    lineOf = read.lineOf;
  }
  throwFirst(ruleProblems(cards, lineOf, cat), option);
  const pool = poolRule(cards, lineOf, cat).pool;
  const deck: DeckDef = { id: key, name, colors: coloursOf(cards, cat), cards, ...(pool ? { pool } : {}) };
  if (inlineDecks.size >= INLINE_DECKS_KEPT) inlineDecks.delete(inlineDecks.keys().next().value as string);
  inlineDecks.set(key, deck);
  return deck;
}

/** Why a deck option names no playable deck, or null. */
export function deckSpecProblem(spec: DeckSpec, option: string): string | null {
  try {
    resolveDeck(spec, option);
    return null;
  } catch (e) {
    if (e instanceof DeckError) return e.line > 0 ? `line ${e.line}: ${e.reason}` : e.reason;
    throw e;
  }
}
