/** "If this Pokémon has damage on it, this attack does X more damage." */
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const bonusIfSelfDamaged = defineEffect({
  id: 'bonus_if_self_damaged',
  description: '+bonus if the attacker has damage on it',
  params: paramsOf('bonus_if_self_damaged', { bonus: amount }),
  phase: 'modify',
  run(ctx, p) {
    if (ctx.self && ctx.self.damage > 0) ctx.res.damage += p.bonus;
  },
  words: (p) => `if this Pokémon has damage on it, this attack does ${p.bonus} more damage`,
});
