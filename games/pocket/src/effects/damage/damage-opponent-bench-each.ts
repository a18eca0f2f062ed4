/** "This attack also does X damage to each of your opponent's Benched Pokémon." */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { attackDamageTo } from '../helpers.ts';

export const damageOpponentBenchEach = defineEffect({
  id: 'damage_opponent_bench_each',
  description: "damage to each of the opponent's Benched Pokémon",
  params: paramsOf('damage_opponent_bench_each', { amount }),
  phase: 'after',
  run(ctx, p) {
    for (const t of ctx.s.sides[ctx.opp].bench.slice()) attackDamageTo(ctx, ctx.opp, t, p.amount);
  },
  words: (p) => `this attack also does ${p.amount} damage to each of your opponent's Benched Pokémon`,
});
