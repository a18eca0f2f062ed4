/**
 * dealFlat: `amount` damage to the attacker once, whatever the match count
 * (dealPer's flat twin, as flatBlock is blockPer's). Reserved: no shipped
 * card deals flat damage yet.
 */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { capped, capWords, defineEffect, why } from './effect-module.ts';

export const dealFlat = defineEffect({
  id: 'dealFlat',
  description: 'amount damage to the attacker once, whatever the match count',
  reserved: true,
  params: z.object({ type: z.literal('dealFlat'), amount: positive, ...effectBase }),
  countsIntoDamage: true,
  run(ctx, e) {
    const value = capped(e.amount, e.cap);
    ctx.res.dealToAttacker += value;
    return { type: e.type, ok: true, value };
  },
  words: (e) => `deal ${e.amount} damage to the attacker once${capWords(e.cap)}`,
  outcome: (_e, o) => (o.ok ? `deals ${o.value} damage to the attacker` : `deals no damage${why(o)}`),
});
