/** "If this Pokémon has at least N extra (type) Energy attached, this attack does X more damage." */
import { energyCount, extraEnergy } from '../../rules/ops.ts';
import { amount, defineEffect, energy, paramsOf } from '../effect.ts';

export const bonusIfExtraEnergy = defineEffect({
  id: 'bonus_if_extra_energy',
  description: "+bonus if at least `extra` energy of a type beyond the attack's cost",
  params: paramsOf('bonus_if_extra_energy', { extra: amount, energyType: energy, bonus: amount }),
  phase: 'modify',
  run(ctx, p) {
    if (!ctx.self) return;
    const counts = energyCount(ctx.s, ctx.player, ctx.self);
    if (extraEnergy(counts, ctx.res.cost, p.energyType) >= p.extra) ctx.res.damage += p.bonus;
  },
  words: (p, w) =>
    `if this Pokémon has at least ${p.extra} extra ${w.energy(p.energyType)} Energy attached, this attack does ${p.bonus} more damage`,
});
