/** dealPer: amount × matchCount damage to the attacker. */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { capped, capWords, defineEffect, why } from './effect-module.ts';

export const dealPer = defineEffect({
  id: 'dealPer',
  description: 'amount × matchCount damage to the attacker',
  reserved: true,
  params: z.object({ type: z.literal('dealPer'), amount: positive, ...effectBase }),
  countsIntoDamage: true,
  run(ctx, e) {
    const value = capped(e.amount * ctx.matchCount, e.cap);
    ctx.res.dealToAttacker += value;
    return { type: e.type, ok: true, value };
  },
  words: (e) => `deal ${e.amount} damage to the attacker${capWords(e.cap)}`,
  outcome: (_e, o) => (o.ok ? `deals ${o.value} damage to the attacker` : `deals no damage${why(o)}`),
});
