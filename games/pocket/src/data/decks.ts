/**
 * Deck lists, in the text format of data/decks/ (both layouts there):
 *
 *   Name: my-deck            optional: the deck's name in views and reports
 *   Energy: Water            the Energy Zone's types (1 to 3, comma-separated)
 *   2 A1 053                 count, set, number
 *
 *   Pokémon: 10              section headers (counts are checked)
 *   2 Bulbasaur A1 001       count, name, set, number (the name is checked)
 *
 * or as JSON: `{ "name"?: "my-deck", "energy"?: ["Water"], "cards": ["A1 053", ...] }`
 * (one id per card, so a pair is listed twice).
 *
 * A deck without an Energy line takes its zone types from its Pokémon (every
 * type but Colorless and Dragon). Legality: 20 cards, at most 2 with one
 * name, at least 1 Basic Pokémon, 1 to 3 energy types. A bad deck is refused
 * with where (file and line, or JSON path) and the reason.
 *
 * A deck option (`deck1`, `deck2`) is a preset name, a deck's text or its
 * JSON: never a path. Resolving one reads no file, so no player of a match
 * served over the network can make the server open one; the CLI, on its
 * user's own machine, reads a deck file itself and passes the text. The only
 * files read here are the shipped presets in data/decks/ and data/decks-current/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Catalog, catalog, isBasicPokemon, shippedDataDir } from './catalog.ts';
import { type EnergyType, energyNames, energyTypes, SET_CODE_PATTERN } from './schema.ts';

export interface Deck {
  name: string;
  energy: EnergyType[];
  /** Card ids ("A1 001"), 20 of them. */
  cards: string[];
}

/** A deck given inline as JSON. */
export interface DeckJson {
  name?: string;
  /** Energy type names ("Water"); absent: the types of the deck's Pokémon. */
  energy?: string[];
  /** One card id ("A1 053") per card. */
  cards: string[];
}

/**
 * What a deck option holds: a preset name, a deck's text, its JSON, or just
 * its card ids (what the lobby's "custom" deck sends; energy from the Pokémon).
 */
export type DeckSpec = string | DeckJson | string[];

export class DeckError extends Error {
  /** The file, or what the deck is (an option's name); with a JSON deck, the JSON path. */
  readonly file: string;
  /** The line in a deck text; 0 when the problem has no line. */
  readonly line: number;
  readonly reason: string;
  constructor(file: string, line: number, reason: string) {
    super(line > 0 ? `${file}:${line}: ${reason}` : `${file}: ${reason}`);
    this.name = 'DeckError';
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}

const energyByName = new Map<string, EnergyType>(
  energyTypes.map((t) => [energyNames[t].toLowerCase(), t] as [string, EnergyType]),
);

// Any set code of the card ids' shape; whether the card exists is the catalog's answer (`unknown card`).
const cardLine = new RegExp(`^(\\d+)\\s+(?:(.+?)\\s+)?(${SET_CODE_PATTERN})\\s+(\\d{1,3})$`);
const headerLine = /^(Name|Pokémon|Pokemon|Trainer|Trainers|Energy):\s*(.*)$/i;
const cardId = new RegExp(`^(${SET_CODE_PATTERN}) (\\d{3})$`);
/** A deck's own name: shown in views, the lobby and reports. */
const deckName = /^[A-Za-z0-9][A-Za-z0-9 ._'-]{0,39}$/;

/** Where a legality problem is: a card (by its place in the list), the list's size, or the energy types. */
type Place = { card: number } | 'size' | 'energy';

/**
 * The rules every deck follows, however it was written: 20 cards, at most 2
 * of a name, a Basic Pokémon, 1 to 3 distinct energy types (from its Pokémon
 * when not named). `fail` says where, in the deck's own terms, and throws.
 */
function checkDeck(
  cards: string[],
  energy: EnergyType[] | null,
  cat: Catalog,
  fail: (place: Place, reason: string) => never,
): EnergyType[] {
  if (cards.length !== 20) fail('size', `a deck has 20 cards, this one has ${cards.length}`);
  const byName = new Map<string, number>();
  cards.forEach((id, k) => {
    const name = cat.cards[cat.byId.get(id) as number].name;
    const c = (byName.get(name) ?? 0) + 1;
    byName.set(name, c);
    if (c > 2) fail({ card: k }, `more than 2 cards named '${name}'`);
  });
  if (!cards.some((id) => isBasicPokemon(cat.cards[cat.byId.get(id) as number])))
    fail('size', 'a deck needs at least 1 Basic Pokémon');
  let types: EnergyType[] = energy ?? [];
  if (energy === null) {
    const seen = new Set<EnergyType>();
    for (const id of cards) {
      const c = cat.cards[cat.byId.get(id) as number];
      if (c.kind === 'pokemon' && c.type !== 'C' && c.type !== 'N') seen.add(c.type);
    }
    types = energyTypes.filter((t) => seen.has(t));
  }
  if (types.length < 1 || types.length > 3)
    fail(
      'energy',
      `a deck names 1 to 3 energy types, this one has ${types.length}${energy === null ? ' (from its Pokémon; add an Energy line)' : ''}`,
    );
  if (new Set(types).size !== types.length) fail('energy', 'an energy type is named twice');
  return types;
}

function energyType(word: string): EnergyType | null {
  const t = energyByName.get(word.trim().toLowerCase());
  return t && t !== 'C' ? t : null;
}

function checkName(name: string, fail: (reason: string) => never): string {
  if (!deckName.test(name) || name in Object.prototype)
    fail(
      `a deck name is 1 to 40 letters, digits, spaces, '.', '_', "'" or '-', starting with a letter or digit: '${name}'`,
    );
  return name;
}

/** A short, stable name for an unnamed deck given inline: two different lists get different names. */
function contentName(cards: string[]): string {
  let h = 0x811c9dc5;
  for (const ch of [...cards].sort().join(',')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return `custom-${(h >>> 0).toString(16).padStart(8, '0').slice(0, 6)}`;
}

/**
 * A deck from its text. `file` says where the text came from in errors
 * (`FILE:LINE: reason`); the deck's name is its `Name:` line, else
 * `defaultName`, else the file's name without `.txt`.
 */
export function parseDeck(text: string, file: string, cat: Catalog = catalog(), defaultName?: string): Deck {
  const lines = text.split(/\r?\n/);
  let energy: EnergyType[] | null = null;
  let energyLine = 0;
  let name: string | null = null;
  const cards: string[] = [];
  const cardLines: number[] = [];
  const sections: Array<{ line: number; declared: number; counted: number; name: string }> = [];
  lines.forEach((raw, i) => {
    const n = i + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const header = line.match(headerLine);
    if (header) {
      const [, title, rest] = header;
      if (title.toLowerCase() === 'name') {
        name = checkName(rest.trim(), (reason) => {
          throw new DeckError(file, n, reason);
        });
        return;
      }
      if (title.toLowerCase() === 'energy') {
        energy = rest.split(/[,/]/).map((word) => {
          const t = energyType(word);
          if (!t) throw new DeckError(file, n, `unknown energy type '${word.trim()}'`);
          return t;
        });
        energyLine = n;
        if (energy.length < 1 || energy.length > 3)
          throw new DeckError(file, n, `a deck names 1 to 3 energy types, this one has ${energy.length}`);
        return;
      }
      const declared = Number.parseInt(rest, 10);
      if (!Number.isInteger(declared)) throw new DeckError(file, n, `section '${title}' needs a card count`);
      sections.push({ line: n, declared, counted: 0, name: title });
      return;
    }
    const m = line.match(cardLine);
    if (!m) throw new DeckError(file, n, `not a card line ('COUNT [NAME] SET NUMBER'): '${line}'`);
    const count = Number.parseInt(m[1], 10);
    const id = `${m[3]} ${m[4].padStart(3, '0')}`;
    const index = cat.byId.get(id);
    if (index === undefined) throw new DeckError(file, n, `unknown card '${id}'`);
    const card = cat.cards[index];
    if (m[2] !== undefined && m[2] !== card.name)
      throw new DeckError(file, n, `card '${id}' is ${card.name}, not '${m[2]}'`);
    if (count < 1) throw new DeckError(file, n, 'a card count must be at least 1');
    // More than a deck's worth is refused here, before the list grows with it.
    if (cards.length + count > 20)
      throw new DeckError(file, n, `a deck has 20 cards, this one has ${cards.length + count} or more`);
    for (let k = 0; k < count; k++) {
      cards.push(id);
      cardLines.push(n);
    }
    if (sections.length > 0) sections[sections.length - 1].counted += count;
  });
  for (const s of sections)
    if (s.counted !== s.declared)
      throw new DeckError(
        file,
        s.line,
        `section '${s.name}' declares ${s.declared} cards but lists ${s.counted}`,
      );
  const last = lines.length;
  const types = checkDeck(cards, energy, cat, (place, reason) => {
    const line =
      typeof place === 'object' ? cardLines[place.card] : place === 'energy' ? energyLine || last : last;
    throw new DeckError(file, line, reason);
  });
  return {
    name: name ?? defaultName ?? basename(file).replace(/\.txt$/, ''),
    energy: types,
    cards,
  };
}

/** A deck from its JSON form; errors name the JSON path under `what` (`deck1.cards[3]`). */
export function deckFromJson(json: DeckJson, what: string, cat: Catalog = catalog()): Deck {
  const fail = (path: string, reason: string): never => {
    throw new DeckError(`${what}${path}`, 0, reason);
  };
  const name = json.name === undefined ? null : checkName(json.name, (reason) => fail('.name', reason));
  if (json.cards.length > 20) fail('.cards', `a deck has 20 cards, this one has ${json.cards.length}`);
  json.cards.forEach((id, k) => {
    if (!cardId.test(id)) fail(`.cards[${k}]`, `a card id is 'SET NNN' (e.g. 'A1 053'), not '${id}'`);
    if (!cat.byId.has(id)) fail(`.cards[${k}]`, `unknown card '${id}'`);
  });
  let energy: EnergyType[] | null = null;
  if (json.energy !== undefined) {
    energy = json.energy.map(
      (word, k) => energyType(word) ?? fail(`.energy[${k}]`, `unknown energy type '${word}'`),
    );
  }
  const types = checkDeck(json.cards, energy, cat, (place, reason) =>
    fail(
      typeof place === 'object' ? `.cards[${place.card}]` : place === 'size' ? '.cards' : '.energy',
      reason,
    ),
  );
  return { name: name ?? contentName(json.cards), energy: types, cards: [...json.cards] };
}

/**
 * The folders of preset decks, in the order the lobby lists them: the first
 * sets' samples, then the decks people play in the current sets (issue 21).
 * A preset's id is its file name without `.txt`; ids are unique across both.
 */
export const PRESET_FOLDERS = [
  { folder: 'decks', group: 'Samples (Genetic Apex)' },
  { folder: 'decks-current', group: 'Current decks (to B4)' },
] as const;

interface Presets {
  decks: Map<string, Deck>;
  /** The lobby group of each preset id. */
  group: Map<string, string>;
  /** Shipped decks that break the rules (two current lists are incomplete), with the reason. */
  refused: Map<string, string>;
}

let presets: Presets | null = null;

function loadPresets(): Presets {
  if (!presets) {
    const loaded: Presets = { decks: new Map(), group: new Map(), refused: new Map() };
    const texts = new Map<string, string>();
    for (const { folder, group } of PRESET_FOLDERS) {
      const dir = join(shippedDataDir, folder);
      for (const f of readdirSync(dir)
        .filter((x) => x.endsWith('.txt'))
        .sort()) {
        const id = f.replace(/\.txt$/, '');
        const text = readFileSync(join(dir, f), 'utf8');
        // The current decks include the six samples, file for file: one preset, listed once.
        if (loaded.decks.has(id) && texts.get(id) === text) continue;
        if (loaded.decks.has(id) || loaded.refused.has(id))
          throw new DeckError(
            `data/${folder}/${f}`,
            0,
            `a different preset named '${id}' is in another folder`,
          );
        texts.set(id, text);
        try {
          loaded.decks.set(id, parseDeck(text, `data/${folder}/${f}`, catalog(), id));
          loaded.group.set(id, group);
        } catch (e) {
          // The samples must all be legal; a current deck as published may not be (it is listed as refused).
          if (!(e instanceof DeckError) || folder === 'decks') throw e;
          loaded.refused.set(id, e.message);
        }
      }
    }
    presets = loaded;
  }
  return presets;
}

/**
 * The shipped preset decks (data/decks/ and data/decks-current/), by id: the
 * file name without `.txt`. Read once, from the game's own folder.
 */
export function presetDecks(): Map<string, Deck> {
  return loadPresets().decks;
}

/** Each preset's id with its lobby group, in folder order, for deck pickers. */
export function presetChoices(): Array<{ value: string; label: string; group: string }> {
  const { decks, group } = loadPresets();
  return [...decks.keys()].map((id) => ({ value: id, label: id, group: group.get(id) ?? 'Presets' }));
}

/** Shipped deck lists that are not legal presets, with the reason (file:line: …). */
export function refusedPresets(): ReadonlyMap<string, string> {
  return loadPresets().refused;
}

/**
 * Whether an option's text names a file rather than a deck: a path
 * separator, a `.txt` ending, a leading `~` or `.`. Such text is refused
 * without looking at the file system.
 */
export function looksLikePath(spec: string): boolean {
  const t = spec.trim();
  return !t.includes('\n') && (/[/\\]/.test(t) || /\.txt$/i.test(t) || /^[~.]/.test(t));
}

/** Text shown in an error for what a client sent: one line, not too long. */
function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `'${line.length > 40 ? `${line.slice(0, 40)}…` : line}'`;
}

/**
 * The deck an option names; `what` (the option's name) says where in
 * errors. Throws DeckError for a path, an unknown name or a deck that breaks
 * the rules. Reads no file.
 */
export function resolveDeck(spec: DeckSpec, what = 'deck', cat: Catalog = catalog()): Deck {
  if (typeof spec === 'string' && looksLikePath(spec)) {
    throw new DeckError(
      what,
      0,
      `${quoted(spec)} looks like a file path; a deck here is a preset name, a deck's text or its JSON, never a path (on the command line, --deck1 FILE reads a file for you)`,
    );
  }
  if (Array.isArray(spec)) return inlineDeck({ cards: spec }, what, cat);
  if (typeof spec !== 'string' || spec.includes('\n')) return inlineDeck(spec, what, cat);
  const preset = presetDecks().get(spec);
  if (preset) return preset;
  const refused = refusedPresets().get(spec);
  if (refused) throw new DeckError(what, 0, `the shipped deck '${spec}' is not legal: ${refused}`);
  throw new DeckError(
    what,
    0,
    `unknown deck ${quoted(spec)} (presets: ${[...presetDecks().keys()].join(', ')}; or a deck's text or JSON)`,
  );
}

/**
 * Inline decks already read, per catalog, by their text (or JSON): a batch
 * sets up every game from the same options, and reading a deck's text costs
 * about half a Pocket random game. A few dozen kept, the oldest dropped
 * first; shared like the presets, so never changed.
 */
const inlineDecks = new WeakMap<Catalog, Map<string, Deck>>();
const INLINE_DECKS_KEPT = 64;

function inlineDeck(spec: string | DeckJson, what: string, cat: Catalog): Deck {
  let known = inlineDecks.get(cat);
  if (!known) {
    known = new Map();
    inlineDecks.set(cat, known);
  }
  const key = typeof spec === 'string' ? `t${spec}` : `j${JSON.stringify(spec)}`;
  const hit = known.get(key);
  if (hit) return hit;
  const deck =
    typeof spec === 'string'
      ? parseDeck(spec, what, cat, contentName(textCards(spec)))
      : deckFromJson(spec, what, cat);
  if (known.size >= INLINE_DECKS_KEPT) known.delete(known.keys().next().value as string);
  known.set(key, deck);
  return deck;
}

/** The card ids a deck text lists, as written (for naming an unnamed inline deck). */
function textCards(text: string): string[] {
  const ids: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const m = raw.trim().match(cardLine);
    if (m) ids.push(`${m[1]}x${m[3]} ${m[4].padStart(3, '0')}`);
  }
  return ids;
}

/** Why an option's deck cannot be used (with where: `line 3: …`, `cards[2]: …`), or null. */
export function deckSpecProblem(spec: DeckSpec, what: string, cat: Catalog = catalog()): string | null {
  try {
    resolveDeck(spec, what, cat);
    return null;
  } catch (e) {
    if (!(e instanceof DeckError)) throw e;
    if (e.line > 0) return `line ${e.line}: ${e.reason}`;
    return e.file === what ? e.reason : `${e.file.slice(what.length).replace(/^\./, '')}: ${e.reason}`;
  }
}
