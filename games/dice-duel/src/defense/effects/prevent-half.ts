/** preventHalf: one halving of the damage, once per defense whatever the match count. */
import { z } from 'zod';
import { effectBase } from '../../data/dsl-parts.ts';
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
    if (ctx.res.preventHalf > 0)
      return { type: e.type, ok: true, value: 0, reason: 'prevent half already active' };
    ctx.res.preventHalf = 1;
    return { type: e.type, ok: true, value: 1 };
  },
};
