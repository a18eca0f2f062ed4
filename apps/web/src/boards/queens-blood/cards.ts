/**
 * What the board knows of each Queen's Blood card beyond the view: the card
 * sheet (generated from the game's catalog and card-text generator by
 * test/qb-card-sheet.test.ts) keyed by card id — the 5×5 placement pattern
 * and the ability in words — and the pattern's geometry on the 3×5 board.
 *
 * Pattern cells: W the card's own tile, P a pawn tile, E an effect tile, X
 * both, . nothing. Row r is the lane offset r−2, column c the column offset
 * c−2 toward the opponent: to the right for seat 0, mirrored for seat 1.
 */
import sheetJson from './card-sheet.json';

export interface SheetCard {
  name: string;
  category: string;
  cost: number;
  power: number;
  /** Five rows of five cells from `.PEXW`, as seat 0 plays the card. */
  grid: string[];
  /** Whether the card has an ability (its effect tiles only matter then). */
  effect: boolean;
  text: string;
}

export type CardSheet = Record<string, SheetCard>;

const sheet = sheetJson as CardSheet;

export function sheetCard(id: string): SheetCard | undefined {
  return sheet[id];
}

export const mirrorRow = (row: string) => [...row].reverse().join('');

/** The grid as `side` plays it on this board (seat 1 plays from the right: mirrored). */
export function gridFor(grid: string[], side: number): string[] {
  return side === 1 ? grid.map(mirrorRow) : grid;
}

/** Board tiles [lane, col] that the cells in `letters` reach from a card on (lane, col) of `side`. */
export function reachedTiles(
  grid: string[],
  letters: string,
  lane: number,
  col: number,
  side: number,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  gridFor(grid, side).forEach((row, r) => {
    [...row].forEach((cell, c) => {
      if (!letters.includes(cell)) return;
      const l = lane + r - 2;
      const k = col + c - 2;
      if (l >= 0 && l < 3 && k >= 0 && k < 5) out.push([l, k]);
    });
  });
  return out;
}

/** Words for a pattern cell, for screen readers and tooltips. */
export const CELL_WORDS: Record<string, string> = {
  W: 'this card',
  P: 'pawn tile',
  E: 'effect tile',
  X: 'pawn and effect tile',
  '.': 'empty',
};
