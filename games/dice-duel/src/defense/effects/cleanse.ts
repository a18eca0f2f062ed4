/**
 * cleanse: negative statuses off the defender (or `target`), or only
 * `status`; up to `amount` stacks each. A status whose data has a cleanse
 * roll needs it (d6 ≥ successAtLeast, e.g. 5 for burn).
 */
import { z } from 'zod';
import { effectBase, positive } from '../../data/dsl-parts.ts';
import { rollOne } from '../../rules/dice.ts';
import { statusWords } from '../../rules/status-kinds/index.ts';
import { removeStatus, stacks } from '../../rules/statuses.ts';
import { catalogOf } from '../../state.ts';
import { capped, capWords, defineEffect, seatOf, why } from './effect-module.ts';

export const cleanse = defineEffect({
  id: 'cleanse',
  description: 'negative statuses (or one status) off the defender, up to amount stacks each',
  reserved: true,
  params: z.object({
    type: z.literal('cleanse'),
    status: z.string().optional(),
    amount: positive.optional(),
    ...effectBase,
  }),
  compile(e, at) {
    if (e.status) at.status(e.status, ['status']);
    return e;
  },
  run(ctx, e) {
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
          reasons.push(`cleanse roll ${face} < ${roll.successAtLeast} for ${statusWords(s)}`);
          continue;
        }
      }
      removed += removeStatus(ctx.state, seat, s, capped(e.amount ?? Number.POSITIVE_INFINITY, e.cap));
    }
    if (removed > 0) return { type: e.type, ok: true, value: removed };
    return { type: e.type, ok: false, value: 0, reason: reasons.join('; ') || 'nothing to cleanse' };
  },
  words: (e, w) => {
    const what = e.status ? w.status(e.status) : 'negative statuses';
    const much = e.amount !== undefined ? `up to ${e.amount} stacks of ${what}` : `all ${what}`;
    const from = e.target === 'opponent' ? ' from the attacker' : '';
    return `remove ${much}${from}${capWords(e.cap)}`;
  },
  outcome: (_e, o, w) => (o.ok ? `removes ${w.plural(o.value ?? 0, 'stack')}` : `removes nothing${why(o)}`),
});
