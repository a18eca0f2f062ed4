/**
 * "Flip 3 coins. If 1 of them is heads, this attack does 20 more damage. If
 * 2 of them are heads, … 50 more. If all of them are heads, … 120 more.":
 * the bonus is read from the number of heads.
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const coinTiers = defineEffect({
  id: 'coin_tiers',
  description: 'flip coins; the bonus is bonusByHeads[number of heads]',
  params: paramsOf('coin_tiers', {
    coins: amount,
    bonusByHeads: z.array(z.number().int().nonnegative()),
  }).refine((p) => p.bonusByHeads.length === p.coins + 1, {
    message: 'bonusByHeads holds one bonus for each number of heads, 0 to coins',
    path: ['bonusByHeads'],
  }),
  phase: 'modify',
  run(ctx, p) {
    let heads = 0;
    for (let i = 0; i < p.coins; i++) if (ctx.flip()) heads++;
    ctx.res.damage += p.bonusByHeads[heads];
  },
  words: (p) =>
    `flip ${p.coins} coins; ${p.bonusByHeads
      .map((b, h) =>
        h === 0
          ? null
          : `if ${h === p.coins ? 'all' : h} of them ${h === 1 ? 'is' : 'are'} heads, this attack does ${b} more damage`,
      )
      .filter((x) => x !== null)
      .join('; ')}`,
});
