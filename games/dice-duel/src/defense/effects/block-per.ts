/** blockPer: amount × matchCount block (after flat reductions and halving). */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { sharedOutcome } from '../outcomes.ts';
import { capped, type EffectModule } from './effect-module.ts';

export const blockPerSchema = z.object({ type: z.literal('blockPer'), amount: positive, ...effectBase });
export type BlockPerDef = z.infer<typeof blockPerSchema>;

export const blockPer: EffectModule<BlockPerDef> = {
  id: 'blockPer',
  schema: blockPerSchema,
  countsIntoDamage: true,
  run(e, ctx) {
    const value = capped(e.amount * ctx.matchCount, e.cap);
    ctx.res.block += value;
    return sharedOutcome(e.type, true, value);
  },
};
