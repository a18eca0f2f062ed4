/**
 * "This attack does X damage to each of your opponent's Pokémon.": attack
 * damage to the Active Pokémon (Weakness and effects apply) and to each
 * Benched one (no Weakness on the Bench). These attacks print no damage of
 * their own, so the Active is hit once, here.
 */
import { z } from 'zod';
import { slotsOf } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { attackDamageTo } from '../helpers.ts';

export const damageAll = defineEffect({
  id: 'damage_all',
  description: "attack damage to each of the opponent's Pokémon, the Active included",
  params: paramsOf('damage_all', { side: z.literal('opponent'), amount }),
  phase: 'after',
  run(ctx, p) {
    for (const t of slotsOf(ctx.s.sides[ctx.opp]).slice()) attackDamageTo(ctx, ctx.opp, t, p.amount);
  },
  words: (p) => `this attack does ${p.amount} damage to each of your opponent's Pokémon`,
});
