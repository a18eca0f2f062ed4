/** The check behind the words tests: lines a player reads hold words, not engine ids, and seats from 1. */
import { assertReadableWords } from '@arbiter/core/testing';
import { expect } from 'vitest';

/** What no line a person reads may hold, besides identifier-shaped words. */
const NOT_WORDS: Array<[RegExp, string]> = [
  [/\b(?:A\d+a?|P-A) \d{3}\b/, 'a card id'],
  [/\b[GRWLPFDMCN] Energy\b/, 'an energy letter'],
  [/\bundefined\b|\bNaN\b|\bnull\b|\[object/, 'a missing value'],
  [/\bPlayer [03-9]\b|\bside \d|\bseat \d/i, 'a seat not numbered from 1'],
];

export function checkLines(lines: readonly string[], where: string): void {
  assertReadableWords(lines, where);
  for (const line of lines) {
    expect(line.trim().length, `${where}: an empty line`).toBeGreaterThan(0);
    for (const [re, what] of NOT_WORDS)
      expect(re.test(line), `${where}: ${what} in ${JSON.stringify(line)}`).toBe(false);
  }
}
