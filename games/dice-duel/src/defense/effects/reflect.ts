/**
 * reflect: damage back to the attacker — `amount`, or amount × matchCount
 * with `perMatch`. It does not lessen the defender's damage (the pipeline's
 * reflect step).
 */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { capped, capWords, defineEffect, why } from './effect-module.ts';

export const reflect = defineEffect({
  id: 'reflect',
  description: 'damage back to the attacker: amount, or amount × matchCount with perMatch',
  reserved: true,
  params: z.object({
    type: z.literal('reflect'),
    amount: positive,
    perMatch: z.boolean().optional(),
    ...effectBase,
  }),
  countsIntoDamage: true,
  compile(e, at) {
    if (e.perMatch === true && at.rule.most <= 1)
      at.warn(
        ['perMatch'],
        `perMatch multiplies by the match count, which is never above 1 here: ${at.rule.reading}`,
      );
    return e;
  },
  run(ctx, e) {
    const value = capped(e.perMatch ? e.amount * ctx.matchCount : e.amount, e.cap);
    ctx.res.reflect += value;
    return { type: e.type, ok: true, value };
  },
  words: (e) => `reflect ${e.amount}${e.perMatch ? '' : ' once'}${capWords(e.cap)}`,
  outcome: (_e, o) => (o.ok ? `reflects ${o.value}` : `reflects nothing${why(o)}`),
});
