/** `pay_life`: "Pay 2 life" (CR 119.4: payable only with that much life). */
import { z } from 'zod';
import { defineCost } from './cost.ts';

export const payLife = defineCost({
  id: 'pay_life',
  description: 'pay an amount of life',
  params: z.object({ kind: z.literal('pay_life'), amount: z.number().int().min(1) }).strict(),
  payable: ({ s, player }, { amount }) => s.players[player].life >= amount,
  pay({ s, player, engine }, { amount }) {
    engine.loseLife(s, player, amount);
  },
  words: ({ amount }) => `pay ${amount} life`,
});
