/** dealPer: amount × matchCount damage to the attacker. */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { capped, type EffectModule } from './effect-module.ts';

export const dealPerSchema = z.object({ type: z.literal('dealPer'), amount: positive, ...effectBase });
export type DealPerDef = z.infer<typeof dealPerSchema>;

export const dealPer: EffectModule<DealPerDef> = {
  id: 'dealPer',
  schema: dealPerSchema,
  countsIntoDamage: true,
  run(e, ctx) {
    const value = capped(e.amount * ctx.matchCount, e.cap);
    ctx.res.dealToAttacker += value;
    return { type: e.type, ok: true, value };
  },
};
