/**
 * The browser board reads the game's words from a sheet
 * (apps/web/src/boards/mtg/words.json): it must say what src/words.ts and
 * the keyword modules say. Regenerate with
 * `node --import tsx games/mtg/scripts/web-words.ts`.
 */
import { readFileSync } from 'node:fs';
import { assertReadableWords } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { wordsSheet } from '../src/words.ts';
import { WEB_WORDS_FILE, wordsSheetText } from './web-words-file.ts';

describe('the board’s words sheet', () => {
  it('is the game’s words as they are now', () => {
    expect(readFileSync(WEB_WORDS_FILE, 'utf8')).toBe(wordsSheetText());
  });
  it('holds readable words only: no ids, no underscores, no camelCase', () => {
    const sheet = wordsSheet();
    const all = [
      ...Object.values(sheet.steps),
      ...Object.values(sheet.decisions).flatMap((d) => [d.yours, d.theirs]),
      ...Object.values(sheet.keywords),
    ];
    assertReadableWords(all, 'MTG words sheet');
    expect(sheet.keywords.double_strike).toBe('double strike');
    expect(sheet.steps.first_strike_damage).toBe('first-strike damage step');
  });
});
