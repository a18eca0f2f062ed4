/**
 * Dice Duel's words on the board, all from the game's own modules: the word
 * sheet (word-sheet.json) is generated from the game's data and words
 * (`wordSheet` in games/dice-duel) by test/dd-word-sheet.test.ts, so no game
 * code reaches the browser bundle and no engine id reaches the screen.
 * Names the sheet does not know (another data folder) read as loose words.
 */
import type { DuelWordSheet, OutcomeTemplates, RuleHit, SheetRule } from '@arbiter/dice-duel';
import sheetJson from './word-sheet.json';

const sheet: DuelWordSheet = sheetJson;

type Outcome = RuleHit['effects'][number];

/** An id the sheet does not know, as words: "LARGE_STRAIGHT" → "large straight", "damageBonus" → "damage bonus". */
export function looseWords(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

const fill = (template: string, n: number | string, reason = '') =>
  template.replace('{n}', String(n)).replace('{reason}', reason);

export function comboName(combo: string | null): string {
  if (combo === null) return 'no combo';
  return sheet.combos[combo] ?? looseWords(combo);
}

export function statusName(status: string): string {
  return sheet.statuses[status] ?? looseWords(status);
}

/** What a buff gives: "+2 damage on its next attack". */
export function buffText(kind: string, amount: number): string {
  const template = sheet.buffs[kind];
  return template ? fill(template, amount) : `+${amount} ${looseWords(kind)}`;
}

/** How long a buff lasts: "until used", "for 2 more turns". */
export function expiryText(type: string, turns: number | null): string {
  const words = sheet.expiries[type];
  if (!words) return looseWords(type);
  return turns === 1 ? words.one : fill(words.many, turns ?? 1);
}

/** A v1 board entry's name. */
export function boardEntryName(hero: string, combo: string, label: string): string {
  return sheet.heroes[hero]?.board[combo] ?? (label === combo ? comboName(combo) : label);
}

/** A field as the faces it holds ("4 or 5"), or its faces listed. */
export function fieldFaces(hero: string, fieldId: string, faces: number[]): string {
  return sheet.heroes[hero]?.card?.fields[fieldId] ?? faces.join(', ');
}

/** A rule of a hero's card in words: its name and text (null text when the sheet does not know the card). */
export function ruleWords(hero: string, ruleId: string, index: number, label?: string): SheetRule {
  const known = sheet.heroes[hero]?.card?.rules.find((r) => r.id === ruleId);
  return known ?? { id: ruleId, name: label ?? `rule ${index + 1}`, text: '', effects: [] };
}

/** What an effect of a rule came to ("blocks 3", "gives the attacker no burn (burn already at its cap)"). */
export function outcomeText(rule: SheetRule, outcome: Outcome, position: number): string {
  // A cascade pass keeps only its reroll outcomes: find the effect by its type when positions differ.
  const effect =
    rule.effects[position]?.type === outcome.type
      ? rule.effects[position]
      : rule.effects.find((e) => e.type === outcome.type);
  const t: OutcomeTemplates | undefined = effect?.outcome;
  if (!t)
    return outcome.ok
      ? `${looseWords(outcome.type)}: ${outcome.value ?? 0}`
      : `${looseWords(outcome.type)} not applied (${outcome.reason ?? 'refused'})`;
  if (!outcome.ok) return fill(t.refused, 0, outcome.reason ?? '');
  const value = outcome.value ?? 0;
  return value === 0 ? t.zero : value === 1 ? t.one : fill(t.many, value);
}
