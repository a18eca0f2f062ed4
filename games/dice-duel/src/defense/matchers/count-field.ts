/** countField: the dice in one field, × per, clamped to cap; nothing below min dice. */
import { z } from 'zod';
import { count, positive } from '../../data/dsl-parts.ts';
import { capped, fieldTotal, type MatcherModule, noMatch } from './matcher-module.ts';

export const countFieldSchema = z.object({
  type: z.literal('countField'),
  fieldId: z.string(),
  per: positive.optional(),
  min: count.optional(),
  cap: count.optional(),
});
export type CountFieldDef = z.infer<typeof countFieldSchema>;

export const countField: MatcherModule<CountFieldDef> = {
  id: 'countField',
  schema: countFieldSchema,
  oneMatch: 'each die in the field (× per)',
  check(m, at) {
    at.field(m.fieldId, ['fieldId']);
    if (m.cap === 0) at.warn(['cap'], 'cap 0: this rule can never do anything');
    if (m.cap !== undefined && m.min !== undefined && m.cap < m.min * (m.per ?? 1))
      at.warn([], `conflicting caps: cap ${m.cap} is below min ${m.min}`);
    if (m.min !== undefined && m.min > at.card.dice)
      at.warn(['min'], `min ${m.min} can never be reached with ${at.card.dice} dice`);
  },
  evaluate(m, roll) {
    const idx = roll.fieldDice[m.fieldId];
    const n = idx === undefined ? 0 : idx.length;
    const totals = fieldTotal(m.fieldId, n);
    if (n === 0 || n < (m.min ?? 0)) return noMatch(totals);
    // `idx` is a shared, frozen list of die indexes (readRoll): the hit may keep it.
    return { matchCount: capped(n * (m.per ?? 1), m.cap), fieldTotals: totals, matchedDiceIndexes: idx };
  },
  maxMatchCount: (m, dice) => capped(dice * (m.per ?? 1), m.cap),
  countedField: (m) => m.fieldId,
};
