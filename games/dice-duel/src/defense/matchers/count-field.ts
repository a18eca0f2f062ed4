/** countField: the dice in one field, × per, clamped to cap; nothing below min dice. */
import { z } from 'zod';
import { count, positive } from '../../data/dsl-parts.ts';
import { boundsWords, capped, defineMatcher, fieldTotal, noMatch } from './matcher-module.ts';

export const countField = defineMatcher({
  id: 'countField',
  description: 'the dice in one field, × per, clamped to cap; nothing below min dice',
  params: z.object({
    type: z.literal('countField'),
    fieldId: z.string(),
    per: positive.optional(),
    min: count.optional(),
    cap: count.optional(),
  }),
  oneMatch: 'each die in the field (× per)',
  compile(m, at) {
    at.field(m.fieldId, ['fieldId']);
    if (m.cap === 0) at.warn(['cap'], 'cap 0: this rule can never do anything');
    if (m.cap !== undefined && m.min !== undefined && m.cap < m.min * (m.per ?? 1))
      at.warn([], `conflicting caps: cap ${m.cap} is below min ${m.min}`);
    if (m.min !== undefined && m.min > at.card.dice)
      at.warn(['min'], `min ${m.min} can never be reached with ${at.card.dice} dice`);
    return m;
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
  words(m, w) {
    const faces = w.faces(m.fieldId);
    // One match at most: the rule fires once when the field shows (enough dice).
    if (m.cap === 1 && (m.per ?? 1) === 1)
      return `${m.min !== undefined && m.min > 1 ? `at least ${m.min} dice` : 'any die'} showing ${faces} (once)`;
    const per = m.per !== undefined && m.per > 1 ? `, counted ${m.per} times` : '';
    return `each die showing ${faces}${per}${boundsWords(w, m.min, m.cap)}`;
  },
});
