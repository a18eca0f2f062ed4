/** "If your opponent's Active Pokémon has damage on it, this attack does X more damage." */
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const bonusIfDefenderDamaged = defineEffect({
  id: 'bonus_if_defender_damaged',
  description: "+bonus if the opponent's Active Pokémon has damage on it",
  params: paramsOf('bonus_if_defender_damaged', { bonus: amount }),
  phase: 'modify',
  run(ctx, p) {
    if (ctx.defender && ctx.defender.damage > 0) ctx.res.damage += p.bonus;
  },
  words: (p) => `if your opponent's Active Pokémon has damage on it, this attack does ${p.bonus} more damage`,
});
