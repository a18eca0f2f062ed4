/** gainStatus: stacks of a status for the defender (or `target`). */
import { z } from 'zod';
import { effectBase } from '../../data/dsl-parts.ts';
import { type EffectModule, seatOf } from './effect-module.ts';
import { checkGrant, runGrant, statusGrantFields } from './status-grant.ts';

export const gainStatusSchema = z.object({
  type: z.literal('gainStatus'),
  ...statusGrantFields,
  ...effectBase,
});
export type GainStatusDef = z.infer<typeof gainStatusSchema>;

export const gainStatus: EffectModule<GainStatusDef> = {
  id: 'gainStatus',
  schema: gainStatusSchema,
  check: checkGrant,
  run: (e, ctx) => runGrant(e, seatOf(ctx, e.target, 'self'), ctx),
};
