/** applyStatusToOpponent: stacks of a status for the attacker. */
import { z } from 'zod';
import { effectBase } from '../../data/dsl-parts.ts';
import type { EffectModule } from './effect-module.ts';
import { checkGrant, runGrant, statusGrantFields } from './status-grant.ts';

export const applyStatusToOpponentSchema = z.object({
  type: z.literal('applyStatusToOpponent'),
  ...statusGrantFields,
  ...effectBase,
});
export type ApplyStatusToOpponentDef = z.infer<typeof applyStatusToOpponentSchema>;

export const applyStatusToOpponent: EffectModule<ApplyStatusToOpponentDef> = {
  id: 'applyStatusToOpponent',
  schema: applyStatusToOpponentSchema,
  check: checkGrant,
  run: (e, ctx) => runGrant(e, ctx.attacker, ctx),
};
