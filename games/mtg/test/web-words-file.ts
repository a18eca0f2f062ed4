/** Where the browser board's words sheet lives and its text as written (two-space JSON, a final newline, as Biome formats it). */
import { join } from 'node:path';
import { wordsSheet } from '../src/words.ts';

export const WEB_WORDS_FILE = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'apps',
  'web',
  'src',
  'boards',
  'mtg',
  'words.json',
);

export function wordsSheetText(): string {
  return `${JSON.stringify(wordsSheet(), null, 2)}\n`;
}
