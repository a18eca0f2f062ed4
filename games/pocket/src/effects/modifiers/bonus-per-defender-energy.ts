/** "This attack does X more damage for each Energy attached to your opponent's Active Pokémon." */
import { energyTotal } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const bonusPerDefenderEnergy = defineEffect({
  id: 'bonus_per_defender_energy',
  description: "+amount per energy on the opponent's Active Pokémon",
  params: paramsOf('bonus_per_defender_energy', { amount }),
  phase: 'modify',
  run(ctx, p) {
    ctx.res.damage += p.amount * (ctx.defender ? energyTotal(ctx.s, ctx.opp, ctx.defender) : 0);
  },
  words: (p) =>
    `this attack does ${p.amount} more damage for each Energy attached to your opponent's Active Pokémon`,
});
