/** "This attack does X damage for each heads" over a number of coins, until tails, or one per Energy. */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { flips } from '../helpers.ts';

export const damagePerHeads = defineEffect({
  id: 'damage_per_heads',
  description: 'flip coins (a number, until tails, or one per attached energy); damage = amount × heads',
  params: paramsOf('damage_per_heads', {
    coins: z.union([amount, z.literal('until_tails'), z.literal('per_energy')]),
    amount,
  }),
  phase: 'modify',
  run(ctx, p) {
    ctx.res.damage = p.amount * flips(ctx, p.coins);
  },
  words: (p) =>
    `${
      p.coins === 'until_tails'
        ? 'flip a coin until you get tails'
        : p.coins === 'per_energy'
          ? 'flip a coin for each Energy attached to this Pokémon'
          : p.coins === 1
            ? 'flip a coin'
            : `flip ${p.coins} coins`
    }; this attack does ${p.amount} damage for each heads`,
});
