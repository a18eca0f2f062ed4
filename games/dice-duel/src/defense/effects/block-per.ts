/** blockPer: amount × matchCount block (after flat reductions and halving). */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { sharedOutcome } from '../outcomes.ts';
import { capped, capWords, defineEffect, why } from './effect-module.ts';

export const blockPer = defineEffect({
  id: 'blockPer',
  description: 'amount × matchCount block, after flat reductions and halving',
  params: z.object({ type: z.literal('blockPer'), amount: positive, ...effectBase }),
  countsIntoDamage: true,
  run(ctx, e) {
    const value = capped(e.amount * ctx.matchCount, e.cap);
    ctx.res.block += value;
    return sharedOutcome(e.type, true, value);
  },
  words: (e) => `block ${e.amount}${capWords(e.cap)}`,
  outcome: (_e, o) => (o.ok ? `blocks ${o.value}` : `blocks nothing${why(o)}`),
});
