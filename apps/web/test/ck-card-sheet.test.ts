/**
 * The Card Kingdoms board's card sheet (src/boards/card-kingdoms/card-sheet.json):
 * names, costs, icons and each card's words (the game's card-text generator)
 * by table row, generated from the game's catalog so
 * no game code reaches the browser bundle; fails when the committed sheet
 * differs from a fresh one.
 * Regenerate: UPDATE_CARD_SHEET=1 npx vitest run apps/web/test/ck-card-sheet.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardSheet } from '@arbiter/card-kingdoms';
import { describe, expect, it } from 'vitest';

const SHEET_FILE = join(import.meta.dirname, '..', 'src', 'boards', 'card-kingdoms', 'card-sheet.json');

describe('Card Kingdoms card sheet', () => {
  it('equals the one generated from the game data', () => {
    const fresh = cardSheet();
    if (process.env.UPDATE_CARD_SHEET === '1') writeFileSync(SHEET_FILE, `${JSON.stringify(fresh)}\n`);
    expect(JSON.parse(readFileSync(SHEET_FILE, 'utf8'))).toEqual(fresh);
    expect(fresh.citizens.length).toBe(49);
    // The words the board shows: every card carries its generated text.
    for (const c of [...fresh.citizens, ...fresh.starters])
      expect([c.activation, c.onTurn, c.offTurn]).not.toContain('');
    for (const m of fresh.monsters) expect(m.cost && m.reward, m.name).toBeTruthy();
    for (const d of fresh.domains) expect(d.requirement && (d.activation ?? d.passive), d.name).toBeTruthy();
    for (const d of fresh.dukes) expect(d.scoring, d.name).toMatch(/VP/);
  });
});
