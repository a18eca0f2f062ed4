/** "Flip a coin. If tails, this attack does nothing." */
import { defineEffect, paramsOf } from '../effect.ts';

export const coinOrNothing = defineEffect({
  id: 'coin_or_nothing',
  description: 'flip a coin; tails: the attack does nothing',
  params: paramsOf('coin_or_nothing', {}),
  phase: 'modify',
  run(ctx) {
    if (!ctx.flip()) ctx.res.nothing = true;
  },
  words: () => 'flip a coin; if tails, this attack does nothing',
});
