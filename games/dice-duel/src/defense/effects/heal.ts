/** heal: amount × matchCount HP back to the defender (or `target`), never above max HP. */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { capped, capWords, defineEffect, seatOf, targetWords, why } from './effect-module.ts';

export const heal = defineEffect({
  id: 'heal',
  description: 'amount × matchCount HP back, never above max HP',
  reserved: true,
  params: z.object({ type: z.literal('heal'), amount: positive, ...effectBase }),
  run(ctx, e) {
    const seat = seatOf(ctx, e.target, 'self');
    const f = ctx.state.fighters[seat];
    const want = capped(e.amount * ctx.matchCount, e.cap);
    const healed = Math.min(want, f.maxHp - f.hp);
    f.hp += healed;
    ctx.state.stats[seat].healed += healed;
    return healed > 0
      ? { type: e.type, ok: true, value: healed }
      : { type: e.type, ok: false, value: 0, reason: 'already at max HP' };
  },
  words: (e) =>
    `heal ${e.target === 'opponent' ? `${targetWords(e.target, 'self')} ` : ''}${e.amount} HP${capWords(e.cap)}`,
  outcome: (_e, o) => (o.ok ? `heals ${o.value} HP` : `heals nothing${why(o)}`),
});
