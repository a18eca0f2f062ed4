/** The card sheet (generated from the game's data; see apps/web/test/ck-card-sheet.test.ts). */
import type { CardSheet } from '@arbiter/card-kingdoms';
import sheet from './card-sheet.json';

export const cards = sheet as CardSheet;

export const rollsText = (rolls: number[]) =>
  rolls.length > 1 ? `${rolls[0]}–${rolls[rolls.length - 1]}` : `${rolls[0]}`;
