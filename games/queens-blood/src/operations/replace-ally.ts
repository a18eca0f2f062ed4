/**
 * `replace_ally`: the card is played onto an allied card, which is destroyed
 * through the normal pipeline first (rules.ts). Mode `lower` / `raise` then
 * changes the power of the cards `apply_to` reaches by the replaced ally's
 * effective power; `neutral` does nothing more.
 */
import { z } from 'zod';
import { applyPowerDelta } from '../resolve.ts';
import { resolveScope } from '../scopes/index.ts';
import { defineOperation } from './operation.ts';

export interface ReplaceAlly {
  type: 'replace_ally';
  mode: 'neutral' | 'lower' | 'raise';
  applyTo: string | null;
}

export const replaceAlly = defineOperation({
  id: 'replace_ally',
  description: 'play onto an allied card, then lower or raise powers by its power',
  placesOntoAlly: true,
  params: z
    .object({
      type: z.literal('replace_ally'),
      mode: z.enum(['neutral', 'lower', 'raise']),
      apply_to: z.string().optional(),
      adjustment: z.literal('replaced_ally_power').optional(),
    })
    .strict()
    .refine((o) => o.mode === 'neutral' || (o.apply_to !== undefined && o.adjustment !== undefined), {
      message: "modes 'lower' and 'raise' need apply_to and adjustment",
    }),
  compile(raw, c): ReplaceAlly {
    const applyTo = raw.apply_to === undefined ? null : c.scope(raw.apply_to, 'apply_to');
    return { type: 'replace_ally', mode: raw.mode, applyTo };
  },
  run(ctx, op, src) {
    if (op.mode === 'neutral' || op.applyTo === null) return;
    const amount = op.mode === 'lower' ? -ctx.replacedAllyPower : ctx.replacedAllyPower;
    for (const uid of resolveScope({ s: ctx.s, cat: ctx.cat, src, dying: ctx.dying }, op.applyTo))
      applyPowerDelta(ctx, ctx.s.cards[uid], amount);
  },
  words(op, w) {
    if (op.mode === 'neutral' || op.applyTo === null) return null;
    return w.changeBy(op.mode, op.applyTo, "the replaced card's power");
  },
});
