/**
 * What the board knows of each Magic card beyond the view: the card sheet
 * (generated from the game's catalog by test/mtg-card-sheet.test.ts) keyed
 * by card id — name, mana cost, type line, oracle text, printed power and
 * toughness and printed keywords — so no game code reaches the browser
 * bundle. Tokens have no card: their face is built from the view.
 */
import sheetJson from './card-sheet.json';

export interface SheetCard {
  name: string;
  /** As printed, e.g. "{1}{W}{W}"; empty for lands. */
  manaCost: string;
  typeLine: string;
  /** The rules text, reminder text included. */
  oracle: string;
  /** Printed power/toughness (creatures only). */
  power: number | null;
  toughness: number | null;
  /** Keywords the card has printed, as the engine names them (e.g. double_strike). */
  keywords: string[];
}

export type CardSheet = Record<string, SheetCard>;

const sheet = sheetJson as CardSheet;

export function sheetCard(id: string | null | undefined): SheetCard | undefined {
  return id ? sheet[id] : undefined;
}

/** A type line from the view's lower-case types and subtypes, for tokens. */
export function tokenTypeLine(types: string[], subtypes: string[]): string {
  const left = ['Token', ...types.map((t) => t[0].toUpperCase() + t.slice(1))].join(' ');
  return subtypes.length ? `${left} — ${subtypes.join(' ')}` : left;
}

/** Keywords a permanent has now that it does not have printed, and printed ones it has lost. */
export function keywordChanges(printed: string[], now: string[]): { gained: string[]; lost: string[] } {
  return {
    gained: now.filter((k) => !printed.includes(k)),
    lost: printed.filter((k) => !now.includes(k)),
  };
}

/** Card names, longest first, so "Mountain Goat" is read before "Mountain". */
const namesLongestFirst = Object.entries(sheet)
  .map(([id, c]) => ({ id, name: c.name }))
  .sort((a, b) => b.name.length - a.name.length);

/**
 * The cards a decision's words name (a resolve decision's prompt and answers
 * may name library cards the deciding player is looking at): card ids in
 * order of first mention, each once.
 */
export function cardsNamedIn(text: string): string[] {
  let rest = text;
  const found: Array<{ id: string; at: number }> = [];
  for (const { id, name } of namesLongestFirst) {
    const at = rest.indexOf(name);
    if (at < 0) continue;
    found.push({ id, at });
    // Blank every mention out so a shorter name inside it is not read again.
    rest = rest.split(name).join(' '.repeat(name.length));
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
}
