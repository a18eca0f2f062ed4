/**
 * "During your opponent's next turn, … its Retreat Cost is 1 [C] more." (an
 * attack, on the Defending Pokémon): the Retreat Cost of the Pokémon reached
 * changes by `amount` for a duration (negative: less; floor 0). The lasting
 * form of the Tools' and Stadiums' `retreat_modifier` (an aura): the same
 * `retreat_reduction` kind, its value the change turned around; it ends as
 * the other lasting effects on one Pokémon do (README, "Lasting effects").
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting, staticAura } from './reach.ts';

export const retreatCostModifier = defineEffect({
  id: 'retreat_cost_modifier',
  description:
    'the Retreat Cost of the Pokémon reached changes by `amount` (negative: less), for a duration or static',
  params: paramsOf('retreat_cost_modifier', {
    ...reachShape,
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0, 'a change of 0 changes nothing'),
  }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'retreat_reduction', p, -p.amount);
  },
  aura: (p, src) => [staticAura(src, 'retreat_reduction', p, -p.amount)],
  words: (p, w) =>
    `${durationWords(p)}the Retreat Cost of ${reachWords(p, w.names)} is ${Math.abs(p.amount)} Colorless ${p.amount > 0 ? 'more' : 'less'}`,
});
