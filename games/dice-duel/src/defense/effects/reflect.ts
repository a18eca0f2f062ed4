/**
 * reflect: damage back to the attacker — `amount`, or amount × matchCount
 * with `perMatch`. It does not lessen the defender's damage (the pipeline's
 * reflect step).
 */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { capped, type EffectModule } from './effect-module.ts';

export const reflectSchema = z.object({
  type: z.literal('reflect'),
  amount: positive,
  perMatch: z.boolean().optional(),
  ...effectBase,
});
export type ReflectDef = z.infer<typeof reflectSchema>;

export const reflect: EffectModule<ReflectDef> = {
  id: 'reflect',
  schema: reflectSchema,
  countsIntoDamage: true,
  run(e, ctx) {
    const value = capped(e.perMatch ? e.amount * ctx.matchCount : e.amount, e.cap);
    ctx.res.reflect += value;
    return { type: e.type, ok: true, value };
  },
};
