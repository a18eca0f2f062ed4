/** pairsField: floor(dice in the field / 2), clamped to cap; nothing below min pairs. */
import { z } from 'zod';
import { count } from '../../data/dsl-parts.ts';
import { boundsWords, capped, defineMatcher, fieldTotal, noMatch } from './matcher-module.ts';

export const pairsField = defineMatcher({
  id: 'pairsField',
  description: 'pairs of dice in one field, clamped to cap; nothing below min pairs',
  reserved: true,
  params: z.object({
    type: z.literal('pairsField'),
    fieldId: z.string(),
    min: count.optional(),
    cap: count.optional(),
  }),
  oneMatch: 'each pair of dice in the field',
  compile(m, at) {
    at.field(m.fieldId, ['fieldId']);
    if (m.cap === 0) at.warn(['cap'], 'cap 0: this rule can never do anything');
    if (m.cap !== undefined && m.min !== undefined && m.cap < m.min)
      at.warn([], `conflicting caps: cap ${m.cap} is below min ${m.min}`);
    const most = Math.floor(at.card.dice / 2);
    if (m.min !== undefined && m.min > most)
      at.warn(['min'], `min ${m.min} can never be reached with ${at.card.dice} dice`);
    return m;
  },
  evaluate(m, roll) {
    const idx = roll.fieldDice[m.fieldId] ?? [];
    const totals = fieldTotal(m.fieldId, idx.length);
    const pairs = Math.floor(idx.length / 2);
    if (pairs === 0 || pairs < (m.min ?? 0)) return noMatch(totals);
    const n = capped(pairs, m.cap);
    return { matchCount: n, fieldTotals: totals, matchedDiceIndexes: idx.slice(0, n * 2) };
  },
  maxMatchCount: (m, dice) => capped(Math.floor(dice / 2), m.cap),
  countedField: (m) => m.fieldId,
  words: (m, w) => `each pair of dice showing ${w.faces(m.fieldId)}${boundsWords(w, m.min, m.cap, 'pair')}`,
});
