/** "This attack also does X damage to each of your Benched Pokémon." (as printed: no Weakness on your own). */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { damageAsPrinted } from '../helpers.ts';

export const damageOwnBenchEach = defineEffect({
  id: 'damage_own_bench_each',
  description: 'damage to each of your own Benched Pokémon',
  params: paramsOf('damage_own_bench_each', { amount }),
  phase: 'after',
  run(ctx, p) {
    for (const t of ctx.s.sides[ctx.player].bench.slice()) damageAsPrinted(ctx, ctx.player, t, p.amount);
  },
  words: (p) => `this attack also does ${p.amount} damage to each of your Benched Pokémon`,
});
