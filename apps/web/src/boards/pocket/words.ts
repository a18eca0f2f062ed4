/**
 * The game's words the board reads beyond the view and the log: each
 * Special Condition's name and reminder, how an Ability is used. Generated
 * from games/pocket (its condition modules) into words.json by
 * games/pocket/test/web-words.test.ts, which fails when it drifts; so the
 * browser reads the game's words and no game code reaches the bundle.
 * Active effects read their words from the log (`effect-registered`
 * events, matched by effect id: `effectWordsFromLog`).
 */
import type { LogEntry } from '@arbiter/server/protocol';
import wordsJson from './words.json';

interface PocketWords {
  conditions: Record<string, { name: string; reminder: string }>;
  abilityUses: Record<string, string>;
}

const words: PocketWords = wordsJson;

/** "Poisoned". */
export const conditionName = (id: string) => words.conditions[id]?.name ?? id;
/** "Poisoned: 10 damage between turns." */
export const conditionReminder = (id: string) => words.conditions[id]?.reminder ?? conditionName(id);
/** "once during your turn". */
export const abilityUse = (use: string) => words.abilityUses[use] ?? use;

/** The log's words for each active effect still known, by the effect's id. */
export function effectWordsFromLog(log: readonly LogEntry[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const entry of log)
    entry.events.forEach((e, i) => {
      if (e.type === 'effect-registered' && typeof e.id === 'number' && entry.texts[i])
        out.set(e.id, entry.texts[i]);
    });
  return out;
}
