/** "This attack does X damage for each of your Benched (type) Pokémon." */
import { amount, defineEffect, energy, paramsOf } from '../effect.ts';
import { candidatesByType } from '../helpers.ts';

export const damagePerOwnBench = defineEffect({
  id: 'damage_per_own_bench',
  description: 'damage = amount × own Benched Pokémon (of a type)',
  params: paramsOf('damage_per_own_bench', { amount, energyType: energy.optional() }),
  phase: 'modify',
  run(ctx, p) {
    const bench = ctx.s.sides[ctx.player].bench;
    ctx.res.damage = p.amount * candidatesByType(ctx.s, bench, p.energyType).length;
  },
  words: (p, w) =>
    `this attack does ${p.amount} damage for each of your Benched ${p.energyType ? `${w.energy(p.energyType)} ` : ''}Pokémon`,
});
