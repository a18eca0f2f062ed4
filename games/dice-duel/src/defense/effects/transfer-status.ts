/**
 * transferStatus: moves amount × matchCount stacks of a status from the
 * defender to the attacker (or `target`) — only as many as the receiver can
 * hold, so nothing vanishes on the way.
 */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { statusWords } from '../../rules/status-kinds/index.ts';
import { grantStatus, maxStacksOf, removeStatus, sourceName, stacks } from '../../rules/statuses.ts';
import { capped, capWords, defineEffect, seatOf, targetWords, why } from './effect-module.ts';

export const transferStatus = defineEffect({
  id: 'transferStatus',
  description: 'moves stacks of a status from the defender to the attacker, as many as it can hold',
  reserved: true,
  params: z.object({
    type: z.literal('transferStatus'),
    status: z.string(),
    amount: positive,
    ...effectBase,
  }),
  compile(e, at) {
    at.status(e.status, ['status']);
    return e;
  },
  run(ctx, e) {
    const from = seatOf(ctx, undefined, 'self');
    const to = seatOf(ctx, e.target, 'opponent');
    const have = stacks(ctx.state, from, e.status);
    const name = statusWords(e.status);
    if (have === 0) return { type: e.type, ok: false, value: 0, reason: `no ${name} to transfer` };
    const room = maxStacksOf(ctx.state, e.status) - stacks(ctx.state, to, e.status);
    if (room <= 0)
      return { type: e.type, ok: false, value: 0, reason: `opponent's ${name} is already at its max` };
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
  words: (e, w) =>
    `move ${e.amount} of your ${w.status(e.status)} to ${e.target === 'self' || e.target === 'ally' ? 'yourself' : targetWords(e.target, 'opponent')}${capWords(e.cap)}`,
  outcome: (e, o, w) =>
    o.ok ? `moves ${o.value} ${w.status(e.status)}` : `moves no ${w.status(e.status)}${why(o)}`,
});
