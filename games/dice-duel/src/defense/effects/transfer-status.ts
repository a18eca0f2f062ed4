/**
 * transferStatus: moves amount × matchCount stacks of a status from the
 * defender to the attacker (or `target`) — only as many as the receiver can
 * hold, so nothing vanishes on the way.
 */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { grantStatus, maxStacksOf, removeStatus, sourceName, stacks } from '../../rules/statuses.ts';
import { capped, type EffectModule, seatOf } from './effect-module.ts';

export const transferStatusSchema = z.object({
  type: z.literal('transferStatus'),
  status: z.string(),
  amount: positive,
  ...effectBase,
});
export type TransferStatusDef = z.infer<typeof transferStatusSchema>;

export const transferStatus: EffectModule<TransferStatusDef> = {
  id: 'transferStatus',
  schema: transferStatusSchema,
  check(e, at) {
    at.status(e.status, ['status']);
  },
  run(e, ctx) {
    const from = seatOf(ctx, undefined, 'self');
    const to = seatOf(ctx, e.target, 'opponent');
    const have = stacks(ctx.state, from, e.status);
    if (have === 0) return { type: e.type, ok: false, value: 0, reason: `no ${e.status} to transfer` };
    const room = maxStacksOf(ctx.state, e.status) - stacks(ctx.state, to, e.status);
    if (room <= 0)
      return { type: e.type, ok: false, value: 0, reason: `opponent's ${e.status} is already at its max` };
    const moved = removeStatus(
      ctx.state,
      from,
      e.status,
      Math.min(room, capped(e.amount * ctx.matchCount, e.cap)),
    );
    const landed = grantStatus(
      ctx.state,
      to,
      e.status,
      moved,
      { source: sourceName('transfer:', ctx.ruleId) },
      ctx.apply,
    );
    return { type: e.type, ok: true, value: landed };
  },
};
