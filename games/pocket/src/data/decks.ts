/**
 * Deck lists in the text format of data/decks/ (both layouts there):
 *
 *   Energy: Water            the Energy Zone's types (1 to 3, comma-separated)
 *   2 A1 053                 count, set, number
 *
 *   Pokémon: 10              section headers (counts are checked)
 *   2 Bulbasaur A1 001       count, name, set, number (the name is checked)
 *
 * A deck without an Energy line takes its zone types from its Pokémon (every
 * type but Colorless and Dragon). Legality: 20 cards, at most 2 with one
 * name, at least 1 Basic Pokémon, 1 to 3 energy types. A bad file is refused
 * with its file, line and reason.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Catalog, catalog, isBasicPokemon, shippedDataDir } from './catalog.ts';
import { type EnergyType, energyNames, energyTypes } from './schema.ts';

export interface Deck {
  name: string;
  energy: EnergyType[];
  /** Card ids ("A1 001"), 20 of them. */
  cards: string[];
}

export class DeckError extends Error {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
  constructor(file: string, line: number, reason: string) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'DeckError';
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}

const energyByName = new Map<string, EnergyType>(
  energyTypes.map((t) => [energyNames[t].toLowerCase(), t] as [string, EnergyType]),
);

const cardLine = /^(\d+)\s+(?:(.+?)\s+)?(A1a|A1|P-A)\s+(\d{1,3})$/;
const headerLine = /^(Pokémon|Pokemon|Trainer|Trainers|Energy):\s*(.*)$/i;

export function parseDeck(text: string, file: string, cat: Catalog = catalog()): Deck {
  const lines = text.split(/\r?\n/);
  let energy: EnergyType[] | null = null;
  let energyLine = 0;
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
      if (title.toLowerCase() === 'energy') {
        energy = rest.split(/[,/]/).map((word) => {
          const t = energyByName.get(word.trim().toLowerCase());
          if (!t || t === 'C') throw new DeckError(file, n, `unknown energy type '${word.trim()}'`);
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
  if (cards.length !== 20)
    throw new DeckError(file, last, `a deck has 20 cards, this one has ${cards.length}`);
  const byName = new Map<string, number>();
  cards.forEach((id, k) => {
    const name = cat.cards[cat.byId.get(id) as number].name;
    const c = (byName.get(name) ?? 0) + 1;
    byName.set(name, c);
    if (c > 2) throw new DeckError(file, cardLines[k], `more than 2 cards named '${name}'`);
  });
  if (!cards.some((id) => isBasicPokemon(cat.cards[cat.byId.get(id) as number])))
    throw new DeckError(file, last, 'a deck needs at least 1 Basic Pokémon');
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
    throw new DeckError(
      file,
      energyLine || last,
      `a deck names 1 to 3 energy types, this one has ${types.length}${energy === null ? ' (from its Pokémon; add an Energy line)' : ''}`,
    );
  if (new Set(types).size !== types.length)
    throw new DeckError(file, energyLine, 'an energy type is named twice');
  return { name: basename(file).replace(/\.txt$/, ''), energy: types, cards };
}

export function readDeckFile(path: string, cat: Catalog = catalog()): Deck {
  if (!existsSync(path)) throw new DeckError(path, 0, 'file not found');
  return parseDeck(readFileSync(path, 'utf8'), path, cat);
}

let presets: Map<string, Deck> | null = null;

/** The sample decks shipped in data/decks/, by file name without `.txt`. */
export function presetDecks(): Map<string, Deck> {
  if (!presets) {
    const dir = join(shippedDataDir, 'decks');
    presets = new Map();
    for (const f of readdirSync(dir)
      .filter((x) => x.endsWith('.txt'))
      .sort()) {
      const deck = parseDeck(readFileSync(join(dir, f), 'utf8'), `data/decks/${f}`);
      presets.set(deck.name, deck);
    }
  }
  return presets;
}

/** Inline deck lists already parsed (every game of a batch sets its decks up again), a few at a time. */
const inlineDecks = new Map<string, Deck>();
const INLINE_KEPT = 32;

/**
 * A deck list given as its text (a client that holds the list, such as the
 * web Lab, sends the text itself): a spec with a line break is never a path.
 */
function inlineDeck(text: string, cat: Catalog): Deck {
  let deck = inlineDecks.get(text);
  if (deck === undefined || cat !== catalog()) {
    deck = { ...parseDeck(text, 'inline deck', cat), name: 'custom' };
    if (cat === catalog()) {
      if (inlineDecks.size >= INLINE_KEPT) inlineDecks.delete(inlineDecks.keys().next().value as string);
      inlineDecks.set(text, deck);
    }
  }
  return deck;
}

/** A preset id, an inline deck list (text with line breaks), or a path to a deck file. */
export function resolveDeck(spec: string, cat: Catalog = catalog()): Deck {
  const preset = presetDecks().get(spec);
  if (preset) return preset;
  if (spec.includes('\n')) return inlineDeck(spec, cat);
  if (spec.includes('/') || spec.endsWith('.txt')) return readDeckFile(spec, cat);
  throw new DeckError(
    spec,
    0,
    `unknown deck (presets: ${[...presetDecks().keys()].join(', ')}; or a path to a .txt file)`,
  );
}
