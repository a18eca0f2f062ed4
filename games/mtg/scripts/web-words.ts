/**
 * Writes the browser board's words sheet (apps/web/src/boards/mtg/words.json)
 * from the game's words (src/words.ts): run it after changing a step's,
 * a decision's or a keyword's words; test/web-words.test.ts fails until then.
 *
 *   node --import tsx games/mtg/scripts/web-words.ts
 */
import { writeFileSync } from 'node:fs';
import { WEB_WORDS_FILE, wordsSheetText } from '../test/web-words-file.ts';

writeFileSync(WEB_WORDS_FILE, wordsSheetText());
console.log(`wrote ${WEB_WORDS_FILE}`);
