/**
 * The Queen's Blood board's card sheet (src/boards/queens-blood/card-sheet.json)
 * is what the browser knows of each card beyond the view: its 5×5 pattern and
 * its ability text. It is generated from the game's catalog and card-text
 * generator, so no game code reaches the browser bundle; this test fails when
 * the committed sheet differs from a fresh one.
 * Regenerate: UPDATE_CARD_SHEET=1 npx vitest run apps/web/test/qb-card-sheet.test.ts, then
 * npx biome check --write apps/web/src/boards/queens-blood/card-sheet.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shippedCardTexts } from '@arbiter/queens-blood';
import { describe, expect, it } from 'vitest';
import { type CardSheet, mirrorRow, reachedTiles, sheetCard } from '../src/boards/queens-blood/cards.ts';

const SHEET_FILE = join(import.meta.dirname, '..', 'src', 'boards', 'queens-blood', 'card-sheet.json');

function freshSheet(): CardSheet {
  const sheet: CardSheet = {};
  for (const { card, text } of shippedCardTexts()) {
    sheet[card.id] = {
      name: card.name,
      category: card.category,
      cost: card.cost,
      power: card.power,
      grid: card.grid.map((row) => row.join('')),
      effect: card.effect !== null,
      text,
    };
  }
  return sheet;
}

describe("Queen's Blood card sheet", () => {
  it('equals the one generated from the game data and the card-text generator', () => {
    const fresh = freshSheet();
    if (process.env.UPDATE_CARD_SHEET === '1')
      writeFileSync(SHEET_FILE, `${JSON.stringify(fresh, null, 2)}\n`);
    // Compared as data: the file's layout is the formatter's (`npx biome check --write`).
    expect(JSON.parse(readFileSync(SHEET_FILE, 'utf8'))).toEqual(fresh);
  });

  it('gives every card a 5×5 pattern with its own tile in the centre', () => {
    const sheet = freshSheet();
    expect(Object.keys(sheet)).toHaveLength(164);
    for (const [id, c] of Object.entries(sheet)) {
      expect(c.grid, id).toHaveLength(5);
      for (const row of c.grid) expect(row, id).toMatch(/^[.PEXW]{5}$/);
      expect(c.grid[2][2], id).toBe('W');
      expect(sheetCard(id)?.name).toBe(c.name);
    }
  });

  it("reaches from every tile, on both sides, exactly the game's pawn and effect tiles", () => {
    for (const { card } of shippedCardTexts()) {
      const grid = sheetCard(card.id)?.grid ?? [];
      for (const side of [0, 1]) {
        for (let t = 0; t < 15; t++) {
          const at = (letters: string) =>
            reachedTiles(grid, letters, Math.floor(t / 5), t % 5, side)
              .map(([l, c]) => l * 5 + c)
              .sort((a, b) => a - b);
          const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
          expect(at('PX'), `${card.name} pawns from ${t}, side ${side}`).toEqual(
            sorted(card.pawnTiles[side][t]),
          );
          expect(at('EX'), `${card.name} effect from ${t}, side ${side}`).toEqual(
            sorted(card.effectTiles[side][t]),
          );
        }
      }
    }
  });

  it('maps a pattern onto the board from a tile, mirrored for the second seat', () => {
    // Security Officer: pawns up, down, ahead and behind.
    const grid = sheetCard('001')?.grid ?? [];
    const key = (ts: Array<[number, number]>) => ts.map(([l, c]) => `${l}:${c}`).sort();
    expect(key(reachedTiles(grid, 'PX', 1, 0, 0))).toEqual(['0:0', '1:1', '2:0']);
    expect(key(reachedTiles(grid, 'PX', 1, 4, 1))).toEqual(['0:4', '1:3', '2:4']);
    expect(mirrorRow('..PEX')).toBe('XEP..');
    // An asymmetric pattern: a P two columns ahead lands two columns to the left for seat 1.
    expect(key(reachedTiles(['.....', '.....', '..W.P', '.....', '.....'], 'P', 0, 2, 1))).toEqual(['0:0']);
    expect(key(reachedTiles(['.....', '.....', '..W.P', '.....', '.....'], 'P', 0, 2, 0))).toEqual(['0:4']);
  });
});
