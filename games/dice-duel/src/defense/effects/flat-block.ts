/** flatBlock: a flat reduction (the pipeline's first step), whatever the match count. */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { capped, capWords, defineEffect, why } from './effect-module.ts';

export const flatBlock = defineEffect({
  id: 'flatBlock',
  description: 'a flat reduction of the damage, whatever the match count',
  reserved: true,
  params: z.object({ type: z.literal('flatBlock'), amount: positive, ...effectBase }),
  countsIntoDamage: true,
  run(ctx, e) {
    const value = capped(e.amount, e.cap);
    ctx.res.flat += value;
    return { type: e.type, ok: true, value };
  },
  words: (e) => `reduce the damage by ${e.amount} once${capWords(e.cap)}`,
  outcome: (_e, o) => (o.ok ? `reduces the damage by ${o.value}` : `reduces nothing${why(o)}`),
});
