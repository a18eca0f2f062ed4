/** "This attack does X more damage for each of your opponent's Benched Pokémon." */
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const bonusPerOpponentBench = defineEffect({
  id: 'bonus_per_opponent_bench',
  description: "+amount per opponent's Benched Pokémon",
  params: paramsOf('bonus_per_opponent_bench', { amount }),
  phase: 'modify',
  run(ctx, p) {
    ctx.res.damage += p.amount * ctx.s.sides[ctx.opp].bench.length;
  },
  words: (p) => `this attack does ${p.amount} more damage for each of your opponent's Benched Pokémon`,
});
