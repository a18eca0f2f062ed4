/** preventHalf: one halving of the damage, once per defense whatever the match count. */
import { z } from 'zod';
import { effectBase } from '../../data/dsl-parts.ts';
import { sharedOutcome } from '../outcomes.ts';
import type { EffectModule } from './effect-module.ts';

export const preventHalfSchema = z.object({ type: z.literal('preventHalf'), ...effectBase });
export type PreventHalfDef = z.infer<typeof preventHalfSchema>;

export const preventHalf: EffectModule<PreventHalfDef> = {
  id: 'preventHalf',
  schema: preventHalfSchema,
  check(e, at) {
    if (e.cap !== undefined)
      at.warn(['cap'], 'preventHalf ignores cap (it always prevents half, rounded up)');
  },
  run(e, ctx) {
    if (ctx.res.preventHalf > 0) return sharedOutcome(e.type, true, 0, 'prevent half already active');
    ctx.res.preventHalf = 1;
    return sharedOutcome(e.type, true, 1);
  },
};
