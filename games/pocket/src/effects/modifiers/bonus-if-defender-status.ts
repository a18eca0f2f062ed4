/** "If your opponent's Active Pokémon is (condition), this attack does X more damage." */
import { z } from 'zod';
import { conditions, statuses } from '../../conditions/index.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const bonusIfDefenderStatus = defineEffect({
  id: 'bonus_if_defender_status',
  description: "+bonus if the opponent's Active Pokémon has a special condition",
  params: paramsOf('bonus_if_defender_status', { status: z.enum(statuses), bonus: amount }),
  phase: 'modify',
  run(ctx, p) {
    if (ctx.defender?.status.includes(p.status)) ctx.res.damage += p.bonus;
  },
  words: (p) =>
    `if your opponent's Active Pokémon is ${conditions.get(p.status).name}, this attack does ${p.bonus} more damage`,
});
