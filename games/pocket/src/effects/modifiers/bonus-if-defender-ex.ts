/** "If your opponent's Active Pokémon is a Pokémon ex, this attack does X more damage." */
import { slotInfo } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const bonusIfDefenderEx = defineEffect({
  id: 'bonus_if_defender_ex',
  description: "+bonus if the opponent's Active Pokémon is a Pokémon ex",
  params: paramsOf('bonus_if_defender_ex', { bonus: amount }),
  phase: 'modify',
  run(ctx, p) {
    if (ctx.defender && slotInfo(ctx.s, ctx.defender).ex) ctx.res.damage += p.bonus;
  },
  words: (p) => `if your opponent's Active Pokémon is a Pokémon ex, this attack does ${p.bonus} more damage`,
});
