/**
 * "This attack also does X damage to each of your opponent's Benched
 * Pokémon" — widened: only those with damage on them or with Energy
 * attached, and X for each of a count ("Flip 3 coins. This attack also
 * does 20 damage for each heads to each of …").
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { attackDamageTo } from '../helpers.ts';
import { counterSchema, counterWords, countOf } from '../vocabulary/counter.ts';

export const damageOpponentBenchEach = defineEffect({
  id: 'damage_opponent_bench_each',
  description:
    "damage (or damage × a count) to each of the opponent's Benched Pokémon (all, damaged or with energy)",
  params: paramsOf('damage_opponent_bench_each', {
    amount: z.union([amount, z.object({ amount, per: counterSchema }).strict()]),
    filter: z.enum(['damaged', 'has_energy']).optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    const n = typeof p.amount === 'number' ? p.amount : p.amount.amount * countOf(ctx, p.amount.per);
    if (n <= 0) return;
    for (const t of ctx.s.sides[ctx.opp].bench.slice()) {
      if (p.filter === 'damaged' && t.damage === 0) continue;
      if (p.filter === 'has_energy' && t.energy.length === 0) continue;
      attackDamageTo(ctx, ctx.opp, t, n);
    }
  },
  words: (p, w) =>
    `this attack also does ${
      typeof p.amount === 'number'
        ? p.amount
        : `${p.amount.amount} damage for each ${counterWords(p.amount.per, w)}`
    }${typeof p.amount === 'number' ? ' damage' : ''} to each of your opponent's Benched Pokémon${
      p.filter === 'damaged'
        ? ' that has damage on it'
        : p.filter === 'has_energy'
          ? ' that has any Energy attached'
          : ''
    }`,
});
