/**
 * The game's own words on the board: the steps, each pending decision (the
 * question to its player, what the others are told) and the keywords, read
 * from the words sheet (words.json, written from games/mtg/src/words.ts by
 * games/mtg/scripts/web-words.ts; games/mtg/test/web-words.test.ts holds it
 * fresh) so the board says what the terminal and the log say, and no game
 * code reaches the browser bundle.
 */
import type { MtgView } from '@arbiter/mtg';
import wordsJson from './words.json';

interface WordsSheet {
  steps: Record<string, string>;
  decisions: Record<string, { yours: string; theirs: string }>;
  keywords: Record<string, string>;
}

const words = wordsJson as WordsSheet;

/** "first_strike_damage" → "first-strike damage step". */
export function stepWords(step: MtgView['step']): string {
  return words.steps[step] ?? step;
}

/** "double_strike" → "double strike". */
export function keywordWords(k: string): string {
  return words.keywords[k] ?? k;
}

/** The pending decision as `me` reads it: its question when it is theirs, who decides what otherwise. */
export function decisionWords(d: NonNullable<MtgView['pending']>, me: number): string {
  const kind = words.decisions[d.kind];
  if (d.player !== me) return `Player ${d.player + 1} is deciding ${kind.theirs}.`;
  if ('prompt' in d) return d.prompt;
  const n = 'count' in d ? d.count : 'remaining' in d ? d.remaining : 0;
  const yours = kind.yours.replace('{n}', String(n));
  return n === 1 ? yours.replace('1 more cards', '1 more card') : yours;
}

/** Answers that read the same, once each with their number ("Plains (26)"): the first stands for the group. */
export function groupedAnswers<T>(
  choices: readonly { label: string; action: T }[],
): { label: string; action: T }[] {
  const groups = new Map<string, { action: T; count: number }>();
  for (const c of choices) {
    const g = groups.get(c.label);
    if (g) g.count++;
    else groups.set(c.label, { action: c.action, count: 1 });
  }
  return [...groups].map(([label, g]) => ({
    label: g.count > 1 ? `${label} (${g.count})` : label,
    action: g.action,
  }));
}
