/**
 * cleanse: negative statuses off the defender (or `target`), or only
 * `status`; up to `amount` stacks each. A status whose data has a cleanse
 * roll needs it (d6 ≥ successAtLeast, e.g. 5 for burn).
 */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { rollOne } from '../../rules/dice.ts';
import { removeStatus, stacks } from '../../rules/statuses.ts';
import { catalogOf } from '../../state.ts';
import { capped, type EffectModule, seatOf } from './effect-module.ts';

export const cleanseSchema = z.object({
  type: z.literal('cleanse'),
  status: z.string().optional(),
  amount: positive.optional(),
  ...effectBase,
});
export type CleanseDef = z.infer<typeof cleanseSchema>;

export const cleanse: EffectModule<CleanseDef> = {
  id: 'cleanse',
  schema: cleanseSchema,
  check(e, at) {
    if (e.status) at.status(e.status, ['status']);
  },
  run(e, ctx) {
    const seat = seatOf(ctx, e.target, 'self');
    const statuses = catalogOf(ctx.state).statuses;
    const targets = e.status
      ? [e.status]
      : Object.keys(ctx.state.fighters[seat].statuses)
          .filter((s) => statuses[s]?.polarity === 'negative')
          .sort();
    let removed = 0;
    const reasons: string[] = [];
    for (const s of targets) {
      if (stacks(ctx.state, seat, s) === 0) continue;
      const roll = statuses[s]?.cleanse;
      if (roll) {
        const face = rollOne(ctx.state, 'cleanse');
        ctx.apply?.emit?.({ type: 'cleanse-roll', seat, status: s, roll: face, needed: roll.successAtLeast });
        if (face < roll.successAtLeast) {
          reasons.push(`cleanse roll ${face} < ${roll.successAtLeast} for ${s}`);
          continue;
        }
      }
      removed += removeStatus(ctx.state, seat, s, capped(e.amount ?? Number.POSITIVE_INFINITY, e.cap));
    }
    if (removed > 0) return { type: e.type, ok: true, value: removed };
    return { type: e.type, ok: false, value: 0, reason: reasons.join('; ') || 'nothing to cleanse' };
  },
};
