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

/** A deck list's lines as card ids, one per copy; the first bad line refused with its number. */
function readText(text: string, option: string, cat: Catalog): string[] {
  const ids = cardIdsByName(cat);
  const cards: string[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//') || HEADER.test(line)) continue;
    if (/^sideboard$/i.test(line))
      throw new DeckError(option, i + 1, 'sideboards are not played in this Magic: leave them out');
    const m = ENTRY.exec(line);
    if (!m)
      throw new DeckError(
        option,
        i + 1,
        `not a card line ('COUNT NAME', as '4 Lightning Bolt'): ${quoted(line)}`,
      );
    const count = Number.parseInt(m[1], 10);
    if (count < 1) throw new DeckError(option, i + 1, 'a card count must be at least 1');
    const id = ids.get(nameKey(m[2]));
    if (!id)
      throw new DeckError(
        option,
        i + 1,
        `no card named ${quoted(m[2])} in the pool (${cat.cardList.length} cards)`,
      );
    for (let k = 0; k < count && cards.length <= 1000; k++) cards.push(id);
  }
  return cards;
}

function checkRules(cards: string[], option: string, cat: Catalog): void {
  if (cards.length < MIN_DECK_SIZE)
    throw new DeckError(option, 0, `${cards.length} cards; a deck has at least ${MIN_DECK_SIZE}`);
  const counts = new Map<string, number>();
  for (const id of cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of counts) {
    const card = cat.cards[id];
    const basicLand = card.supertypes.includes('basic') && card.types.includes('land');
    if (n > MAX_COPIES && !basicLand)
      throw new DeckError(
        option,
        0,
        `${n} copies of ${card.name}; at most ${MAX_COPIES} of a card other than a basic land`,
      );
  }
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

/** The string a deck is known by in the game's state: a preset's id, a list's text, a JSON deck's JSON. */
export function deckKey(spec: DeckSpec): string {
  return typeof spec === 'string' ? spec : JSON.stringify({ name: spec.name, cards: spec.cards });
}

/** The deck a spec (or a state's deck key) names; a DeckError (option, line, reason) when it names none. */
export function resolveDeck(spec: DeckSpec, option = 'deck', cat: Catalog = catalog()): DeckDef {
  if (typeof spec === 'string' && !spec.includes('\n')) {
    // Own keys only: `toString` and the like are no deck.
    if (Object.hasOwn(cat.decks, spec)) return cat.decks[spec];
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
  } else cards = readText(spec as string, option, cat);
  checkRules(cards, option, cat);
  const deck: DeckDef = { id: key, name, colors: coloursOf(cards, cat), cards };
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
