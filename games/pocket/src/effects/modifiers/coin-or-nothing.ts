/** "Flip a coin. If tails, this attack does nothing." — or "Flip 2 coins. If both of them are tails, this attack does nothing." */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const coinOrNothing = defineEffect({
  id: 'coin_or_nothing',
  description: 'flip a coin (tails: the attack does nothing), or flip coins (all tails: nothing)',
  params: paramsOf('coin_or_nothing', {
    coins: amount.optional(),
    nothingIf: z.literal('all_tails').optional(),
  }),
  phase: 'modify',
  run(ctx, p) {
    const n = p.coins ?? 1;
    let heads = 0;
    for (let i = 0; i < n; i++) if (ctx.flip()) heads++;
    if (heads === 0) ctx.res.nothing = true;
  },
  words: (p) =>
    (p.coins ?? 1) === 1
      ? 'flip a coin; if tails, this attack does nothing'
      : `flip ${p.coins} coins; if all of them are tails, this attack does nothing`,
});
