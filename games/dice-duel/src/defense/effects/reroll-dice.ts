/**
 * rerollDice: queues a reroll of `count` dice (in `fields`, or any) chosen by
 * `selectionPolicy`; the resolver carries it out after the pass and
 * evaluates the card again (defense/resolve-v2.ts).
 */
import { z } from 'zod';
import { effectBase, positive, selectionPolicySchema } from '../../data/dsl-parts.ts';
import { capped, type EffectModule } from './effect-module.ts';

export const rerollDiceSchema = z.object({
  type: z.literal('rerollDice'),
  count: positive,
  fields: z.array(z.string()).optional(),
  selectionPolicy: selectionPolicySchema.optional(),
  ...effectBase,
});
export type RerollDiceDef = z.infer<typeof rerollDiceSchema>;

export const rerollDice: EffectModule<RerollDiceDef> = {
  id: 'rerollDice',
  schema: rerollDiceSchema,
  check(e, at) {
    (e.fields ?? []).forEach((f, k) => {
      at.field(f, ['fields', k]);
    });
  },
  run(e, ctx) {
    ctx.rerolls.push({
      ruleId: ctx.ruleId,
      count: capped(e.count, e.cap),
      fields: e.fields,
      policy: e.selectionPolicy ?? 'highestNonMatching',
    });
    return { type: e.type, ok: true, value: 0, reason: 'queued' };
  },
};
