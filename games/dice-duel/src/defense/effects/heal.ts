/** heal: amount × matchCount HP back to the defender (or `target`), never above max HP. */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { capped, type EffectModule, seatOf } from './effect-module.ts';

export const healSchema = z.object({ type: z.literal('heal'), amount: positive, ...effectBase });
export type HealDef = z.infer<typeof healSchema>;

export const heal: EffectModule<HealDef> = {
  id: 'heal',
  schema: healSchema,
  run(e, ctx) {
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
};
