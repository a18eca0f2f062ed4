/**
 * "This attack does X more damage for each …" over any counter of the
 * vocabulary (`per: { of: … }`); a negative amount is "this attack's damage
 * is reduced by …" (the damage never goes below 0).
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { counterSchema, counterWords, countOf } from '../vocabulary/counter.ts';

export const bonusPerCount = defineEffect({
  id: 'bonus_per_count',
  description: '+amount × a count (bench, energy, discard, points, …); negative: reduced by it',
  params: paramsOf('bonus_per_count', {
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0, 'amount is not 0'),
    per: counterSchema,
  }),
  phase: 'modify',
  run(ctx, p) {
    ctx.res.damage = Math.max(0, ctx.res.damage + p.amount * countOf(ctx, p.per));
  },
  words: (p, w) => {
    if (p.per.of === 'damage' || p.per.of === 'remaining_hp') {
      const what = counterWords(p.per, w);
      return p.amount < 0
        ? `this attack's damage is reduced by the amount of ${what}`
        : `this attack does more damage equal to ${p.per.of === 'damage' ? 'the ' : ''}${what}${p.amount === 1 ? '' : ` × ${p.amount}`}`;
    }
    return `this attack does ${p.amount} more damage for each ${counterWords(p.per, w)}`;
  },
});
