/**
 * Magic in the Lab: deck lists as "4 Lightning Bolt" lines, checked against
 * the pools (phase 1, Sixth Edition: a deck's cards all from one, each one the
 * engine can play), 60 cards at least, 4 copies at most (basic lands
 * excepted) and colours the deck's lands can make. A built deck that passes
 * is played as its text (the game's deck option takes a list's text as well
 * as a preset id; never a path), so a run plays it against chosen presets.
 */
import { type CardDef, mtgCatalog, mtgPoolProblems } from '@arbiter/mtg';
import type { DeckCheck } from '../protocol.ts';
import { nameKey, readCountNameLines } from './lines.ts';
import type { DeckFormat, LabGameAdapter } from './types.ts';

const MIN_SIZE = 60;
const MAX_COPIES = 4;
const COLOUR_NAMES: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
/** A basic land type makes its colour of mana (CR 305.6). */
const BASIC_LAND_MANA: Record<string, string> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

const isBasicLand = (c: CardDef) => c.supertypes.includes('basic') && c.types.includes('land');

/** The colours of mana a land makes: its basic land types, and every "Add {X}" of its text. */
function manaOfLand(c: CardDef): string[] {
  const out = new Set<string>();
  for (const t of c.subtypes) if (BASIC_LAND_MANA[t]) out.add(BASIC_LAND_MANA[t]);
  for (const m of c.oracle.matchAll(/Add ([^.]*)/g))
    for (const sym of m[1].matchAll(/\{([WUBRG])\}/g)) out.add(sym[1]);
  return [...out];
}

/** "Phase 1: 125 cards, Sixth Edition: 335 cards". */
const poolSizes = () => (mtgCatalog().pools ?? []).map((p) => `${p.name}: ${p.cards.size} cards`).join(', ');

/** The presets the engine can play (a Sixth Edition deck waits while a card of it does not parse). */
const playablePresets = () =>
  mtgCatalog().deckList.filter((d) => !d.cards.some((id) => mtgCatalog().notPlayable?.has(id)));

let byName: Map<string, CardDef> | null = null;
function cardsByName(): Map<string, CardDef> {
  byName ??= new Map(mtgCatalog().cardList.map((c) => [nameKey(c.name), c]));
  return byName;
}

export function checkMtgDeck(text: string): DeckCheck {
  const read = readCountNameLines(text, (line) => {
    if (/^(deck|main ?deck|maindeck)$/i.test(line)) return 'skip';
    if (/^sideboard$/i.test(line)) return 'sideboards are not played in this Magic: leave them out';
    return null;
  });
  const problems = [...read.problems];
  const counts = new Map<string, { count: number; line: number }>();
  for (const e of read.entries) {
    const card = cardsByName().get(nameKey(e.name));
    if (!card) {
      problems.push({ line: e.line, reason: `no card named '${e.name}' in the pools (${poolSizes()})` });
      continue;
    }
    const seen = counts.get(card.id) ?? { count: 0, line: e.line };
    seen.count += e.count;
    counts.set(card.id, seen);
  }
  const cat = mtgCatalog();
  let size = 0;
  const colours = new Set<string>();
  for (const [id, { count }] of counts) {
    size += count;
    if (cat.cards[id].types.includes('land')) for (const c of manaOfLand(cat.cards[id])) colours.add(c);
  }
  for (const [id, { count, line }] of counts) {
    const card = cat.cards[id];
    if (count > MAX_COPIES && !isBasicLand(card)) {
      problems.push({
        line,
        reason: `${count} copies of ${card.name}; at most ${MAX_COPIES} of a card other than a basic land`,
      });
    }
    const missing = card.colors.filter((c) => !colours.has(c));
    if (missing.length > 0 && size > 0) {
      problems.push({
        line,
        reason: `${card.name} is ${missing.map((c) => COLOUR_NAMES[c] ?? c).join(' and ')}, which none of the deck's lands makes`,
      });
    }
  }
  const lineOf = new Map([...counts].map(([id, { line }]) => [id, line]));
  const copies = [...counts].flatMap(([id, { count }]) => Array<string>(count).fill(id));
  for (const p of mtgPoolProblems(copies, lineOf)) problems.push({ line: p.line || null, reason: p.reason });
  if (size < MIN_SIZE)
    problems.push({ line: null, reason: `${size} cards; a deck has at least ${MIN_SIZE}` });
  return {
    ok: problems.length === 0,
    cards: [...counts].map(([id, { count }]) => ({ id, count })),
    size,
    problems: problems.sort((a, b) => (a.line ?? 1e9) - (b.line ?? 1e9)),
  };
}

const mtgDeck: DeckFormat = {
  info: () => ({
    rules: [
      `at least ${MIN_SIZE} cards`,
      `at most ${MAX_COPIES} copies of a card, basic lands excepted`,
      "every coloured card's colours made by the deck's lands",
      `cards of one pool (${poolSizes()}) that the engine can play`,
    ],
    format: "One line per card: COUNT NAME, as '4 Lightning Bolt'. Lines starting with # or // are comments.",
    presets: playablePresets().map((d) => {
      const counts = new Map<string, number>();
      for (const id of d.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
      const pool = mtgCatalog().pools?.find((p) => p.id === d.pool)?.name;
      return {
        id: d.id,
        label: pool ? `${d.name} (${pool})` : d.name,
        cards: [...counts].map(([id, count]) => ({ id, count })),
      };
    }),
    customRuns: true,
  }),
  check: (text) => checkMtgDeck(text),
  // The text itself: with a line break it is a deck list to the game, never a preset id or a path.
  optionValue: (text) => ({ value: text.includes('\n') ? text : `${text}\n` }),
};

export const mtgLab: LabGameAdapter = {
  id: 'mtg',
  sides: 'deck',
  ownOptions: ['deck1', 'deck2'],
  deck: mtgDeck,
  opponents: () => playablePresets().map((d) => ({ id: d.id, label: d.name })),
  matchOptions: (subject, opponent, seat) =>
    seat === 0 ? { deck1: subject, deck2: opponent } : { deck1: opponent, deck2: subject },
};
