/**
 * Pokémon TCG Pocket in the Lab: decks in the game's own text format
 * (`Energy: Water` then `2 Bulbasaur A1 001` lines), checked against the
 * game's rules line by line so that every problem is listed, then by the
 * game's own parser; a built deck is played as its text (never a path).
 */
import {
  DeckError,
  energyNames,
  energyTypes,
  isBasicPokemon,
  parseDeck,
  pocketCatalog,
  presetDecks,
} from '@arbiter/pocket';
import type { DeckCheck } from '../protocol.ts';
import type { DeckFormat, LabGameAdapter } from './types.ts';
import { words } from './types.ts';

const DECK_SIZE = 20;
const MAX_SAME_NAME = 2;
const CARD_LINE = /^(\d+)\s+(?:(.+?)\s+)?(A1a|A1|P-A)\s+(\d{1,3})$/;
const HEADER = /^(Pokémon|Pokemon|Trainer|Trainers|Energy|Name):\s*(.*)$/i;

const zoneTypes = energyTypes.filter((t) => t !== 'C');
const energyByName = new Map<string, string>(zoneTypes.map((t) => [energyNames[t].toLowerCase(), t]));

function countCards(ids: string[]): Array<{ id: string; count: number }> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}

export function checkPocketDeck(text: string): DeckCheck {
  const cat = pocketCatalog();
  const problems: DeckCheck['problems'] = [];
  const cards: Array<{ id: string; line: number }> = [];
  let energy: string[] | null = null;
  text.split(/\r?\n/).forEach((raw, i) => {
    const n = i + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const header = HEADER.exec(line);
    if (header) {
      // Section headers and the deck's name: the game's own parser checks them (below).
      if (header[1].toLowerCase() !== 'energy') return;
      energy = [];
      for (const word of header[2].split(/[,/]/).map((w) => w.trim())) {
        const t = energyByName.get(word.toLowerCase());
        if (!t) problems.push({ line: n, reason: `unknown energy type '${word}'` });
        else if (energy.includes(t)) problems.push({ line: n, reason: `${word} is named twice` });
        else energy.push(t);
      }
      return;
    }
    const m = CARD_LINE.exec(line);
    if (!m) {
      problems.push({
        line: n,
        reason: `not a card line ('COUNT [NAME] SET NUMBER', as '2 Bulbasaur A1 001'): '${line}'`,
      });
      return;
    }
    const id = `${m[3]} ${m[4].padStart(3, '0')}`;
    const index = cat.byId.get(id);
    if (index === undefined) {
      problems.push({ line: n, reason: `no card ${id} in the pool (sets A1, A1a, P-A)` });
      return;
    }
    const card = cat.cards[index];
    if (m[2] !== undefined && m[2] !== card.name) {
      problems.push({ line: n, reason: `card ${id} is ${card.name}, not '${m[2]}'` });
    }
    const count = Number.parseInt(m[1], 10);
    if (count < 1) problems.push({ line: n, reason: 'a card count must be at least 1' });
    for (let k = 0; k < count; k++) cards.push({ id, line: n });
  });
  if (cards.length !== DECK_SIZE) {
    problems.push({ line: null, reason: `a deck has ${DECK_SIZE} cards, this one has ${cards.length}` });
  }
  const byName = new Map<string, { count: number; line: number }>();
  for (const c of cards) {
    const name = cat.cards[cat.byId.get(c.id)!].name;
    const seen = byName.get(name) ?? { count: 0, line: c.line };
    seen.count++;
    byName.set(name, seen);
  }
  for (const [name, { count, line }] of byName) {
    if (count > MAX_SAME_NAME) {
      problems.push({ line, reason: `${count} cards named ${name}; at most ${MAX_SAME_NAME} with one name` });
    }
  }
  if (cards.length > 0 && !cards.some((c) => isBasicPokemon(cat.cards[cat.byId.get(c.id)!]))) {
    problems.push({ line: null, reason: 'a deck needs at least 1 Basic Pokémon' });
  }
  let types: string[] = energy ?? [];
  if (energy === null) {
    const seen = new Set<string>();
    for (const c of cards) {
      const card = cat.cards[cat.byId.get(c.id)!];
      if (card.kind === 'pokemon' && card.type !== 'C' && card.type !== 'N') seen.add(card.type);
    }
    types = zoneTypes.filter((t) => seen.has(t));
  }
  if (cards.length > 0 && (types.length < 1 || types.length > 3)) {
    problems.push({
      line: null,
      reason: `the Energy Zone has 1 to 3 types, this deck ${types.length}${energy === null ? ' (from its Pokémon; add an Energy line)' : ''}`,
    });
  }
  // The game's own parser has the last word (it plays the deck).
  if (problems.length === 0) {
    try {
      parseDeck(text, 'deck', cat);
    } catch (e) {
      if (!(e instanceof DeckError)) throw e;
      problems.push({ line: e.line > 0 ? e.line : null, reason: e.reason });
    }
  }
  return {
    ok: problems.length === 0,
    cards: countCards(cards.map((c) => c.id)),
    // Only an Energy line's types: without one, the game takes them from the Pokémon.
    ...(energy !== null ? { energy } : {}),
    size: cards.length,
    problems,
  };
}

const pocketDeck: DeckFormat = {
  info: () => ({
    rules: [
      `${DECK_SIZE} cards`,
      `at most ${MAX_SAME_NAME} cards with the same name`,
      'at least 1 Basic Pokémon',
      "1 to 3 Energy Zone types: an Energy line, or every type of the deck's Pokémon",
      'cards of the sets A1, A1a and P-A',
    ],
    format:
      "The game's deck text: an 'Energy: Water, Fire' line, then one line per card: COUNT [NAME] SET NUMBER, as '2 Bulbasaur A1 001'. Lines starting with # are comments.",
    presets: [...presetDecks().values()].map((d) => ({
      id: d.name,
      label: words(d.name),
      cards: countCards(d.cards),
      energy: d.energy,
    })),
    customRuns: true,
    energy: zoneTypes.map((code) => ({ code, name: energyNames[code] })),
  }),
  check: (text) => checkPocketDeck(text),
  // The text itself: with a line break it is a deck list to the game, never a path.
  optionValue: (text) => ({ value: text.includes('\n') ? text : `${text}\n` }),
};

export const pocketLab: LabGameAdapter = {
  id: 'pocket',
  sides: 'deck',
  ownOptions: ['deck1', 'deck2'],
  deck: pocketDeck,
  opponents: () => [...presetDecks().keys()].map((id) => ({ id, label: words(id) })),
  matchOptions: (subject, opponent, seat) =>
    seat === 0 ? { deck1: subject, deck2: opponent } : { deck1: opponent, deck2: subject },
};
