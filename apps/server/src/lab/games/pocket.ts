/**
 * Pokémon TCG Pocket in the Lab: decks in the game's own text format
 * (`Energy: Water` then `2 Bulbasaur A1 001` lines), checked against the
 * game's own deck check (every problem on its line); a built deck is
 * played as its text (never a path).
 */
import type { AnyGame } from '@arbiter/core';
import { energyNames, energyTypes, pocketCatalog, presetDecks } from '@arbiter/pocket';
import type { DeckCheck } from '../protocol.ts';
import type { DeckFormat, LabGameAdapter } from './types.ts';
import { words } from './types.ts';

const DECK_SIZE = 20;
const MAX_SAME_NAME = 2;
// The builder reads the cards and the Energy line for itself; the rules are the game's (below).
const CARD_LINE = /^(\d+)\s+(?:(.+?)\s+)?([A-Z][0-9]+[a-z]?|P-[A-Z])\s+(\d{1,3})$/;
const ENERGY_LINE = /^Energy:\s*(.*)$/i;

const zoneTypes = energyTypes.filter((t) => t !== 'C');
const energyByName = new Map<string, string>(zoneTypes.map((t) => [energyNames[t].toLowerCase(), t]));

function countCards(ids: string[]): Array<{ id: string; count: number }> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}

/**
 * A deck list's text checked by the game's own deck check (`checkDeck`, the
 * one `arbiter validate pocket --deck` runs: every problem on its line, the
 * parser having the last word), with the cards and Energy types the builder
 * shows read beside it. A problem of the whole list is on the last line, as
 * the game says it.
 */
export function checkPocketDeck(text: string, game: AnyGame): DeckCheck {
  if (!game.checkDeck) throw new Error(`${game.id} has no deck check`);
  const verdict = game.checkDeck(text, 'deck');
  const cat = pocketCatalog();
  const cards: string[] = [];
  let energy: string[] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const e = ENERGY_LINE.exec(line);
    if (e) {
      energy = e[1]
        .split(/[,/]/)
        .map((w) => energyByName.get(w.trim().toLowerCase()))
        .filter((t): t is string => t !== undefined);
      continue;
    }
    const m = CARD_LINE.exec(line);
    if (!m) continue;
    const id = `${m[3]} ${m[4].padStart(3, '0')}`;
    if (!cat.byId.has(id)) continue;
    for (let k = Number.parseInt(m[1], 10); k > 0; k--) cards.push(id);
  }
  return {
    ok: verdict.ok,
    cards: countCards(cards),
    // Only an Energy line's types: without one, the game takes them from the Pokémon.
    ...(energy !== null ? { energy } : {}),
    size: cards.length,
    problems: verdict.problems.map((p) => ({ line: p.line > 0 ? p.line : null, reason: p.reason })),
    notes: verdict.notes,
  };
}

const pocketDeck: DeckFormat = {
  info: () => ({
    rules: [
      `${DECK_SIZE} cards`,
      `at most ${MAX_SAME_NAME} cards with the same name`,
      'at least 1 Basic Pokémon',
      "1 to 3 Energy Zone types: an Energy line, or every type of the deck's Pokémon",
      "cards of any set in the game's data (the pool shows A1, A1a and P-A 001–007: the texts the engine plays in full; others are noted)",
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
  check: (text, game) => checkPocketDeck(text, game),
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
