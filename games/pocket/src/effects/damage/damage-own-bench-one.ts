/** "This attack also does X damage to 1 of your Benched Pokémon." */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { choosePokemon, damageAsPrinted } from '../helpers.ts';

export const damageOwnBenchOne = defineEffect({
  id: 'damage_own_bench_one',
  description: 'damage to 1 of your own Benched Pokémon, chosen',
  params: paramsOf('damage_own_bench_one', { amount }),
  phase: 'after',
  run(ctx, p) {
    const bench = ctx.s.sides[ctx.player].bench.slice();
    if (bench.length === 0) return;
    const t =
      bench[choosePokemon(ctx, ctx.player, 'Choose your Benched Pokémon to damage', bench, ctx.player)];
    damageAsPrinted(ctx, ctx.player, t, p.amount);
  },
  words: (p) => `this attack also does ${p.amount} damage to 1 of your Benched Pokémon`,
});
