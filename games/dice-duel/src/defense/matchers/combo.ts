/**
 * combo: a recipe across fields (at least `min` dice in each); with
 * allowExtra false an extra die in a recipe field breaks it. One recipe is
 * one match (matchCount 1), whatever the dice beyond it.
 */
import { z } from 'zod';
import { positive } from '../../data/dsl-parts.ts';
import { listWords } from '../../words/phrases.ts';
import { defineMatcher, noMatch } from './matcher-module.ts';

export const combo = defineMatcher({
  id: 'combo',
  description: 'a recipe of dice across fields; one recipe is one match',
  reserved: true,
  params: z.object({
    type: z.literal('combo'),
    fields: z.array(z.object({ id: z.string(), min: positive })).min(1),
    allowExtra: z.boolean().optional(),
  }),
  oneMatch: 'the recipe as a whole (matchCount is 0 or 1)',
  compile(m, at) {
    let total = 0;
    m.fields.forEach((f, k) => {
      at.field(f.id, ['fields', k, 'id']);
      total += f.min;
    });
    if (total > at.card.dice) at.warn([], `recipe needs ${total} dice but the card rolls ${at.card.dice}`);
    return m;
  },
  maxMatchCount: () => 1,
  evaluate(m, roll) {
    const totals: Record<string, number> = {};
    const used: number[] = [];
    let ok = true;
    for (const part of m.fields) {
      const idx = roll.fieldDice[part.id] ?? [];
      totals[part.id] = idx.length;
      if (idx.length < part.min) ok = false;
      if (m.allowExtra === false && idx.length > part.min) ok = false;
      used.push(...idx.slice(0, part.min));
    }
    if (!ok) return noMatch(totals);
    return { matchCount: 1, fieldTotals: totals, matchedDiceIndexes: used.sort((a, b) => a - b) };
  },
  exactFields: (m) => (m.allowExtra === false ? m.fields.map((f) => f.id) : []),
  words: (m, w) => {
    const exactly = m.allowExtra === false ? 'exactly ' : '';
    const parts = m.fields.map((f) => `${exactly}${w.plural(f.min, 'die', 'dice')} showing ${w.faces(f.id)}`);
    return `${listWords(parts)} (once)`;
  },
});
