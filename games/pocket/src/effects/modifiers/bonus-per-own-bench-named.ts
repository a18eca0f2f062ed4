/** "This attack does X more damage for each of your Benched (name)." */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { candidatesByType } from '../helpers.ts';

export const bonusPerOwnBenchNamed = defineEffect({
  id: 'bonus_per_own_bench_named',
  description: '+amount per own Benched Pokémon with a name',
  params: paramsOf('bonus_per_own_bench_named', { amount, name: z.string() }),
  phase: 'modify',
  run(ctx, p) {
    const bench = ctx.s.sides[ctx.player].bench;
    ctx.res.damage += p.amount * candidatesByType(ctx.s, bench, undefined, [p.name]).length;
  },
  words: (p) => `this attack does ${p.amount} more damage for each of your Benched ${p.name}`,
});
