/** flatBlock: a flat reduction (the pipeline's first step), whatever the match count. */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { capped, type EffectModule } from './effect-module.ts';

export const flatBlockSchema = z.object({ type: z.literal('flatBlock'), amount: positive, ...effectBase });
export type FlatBlockDef = z.infer<typeof flatBlockSchema>;

export const flatBlock: EffectModule<FlatBlockDef> = {
  id: 'flatBlock',
  schema: flatBlockSchema,
  countsIntoDamage: true,
  run(e, ctx) {
    const value = capped(e.amount, e.cap);
    ctx.res.flat += value;
    return { type: e.type, ok: true, value };
  },
};
