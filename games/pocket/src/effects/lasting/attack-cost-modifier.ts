/**
 * "During your opponent's next turn, attacks used by the Defending Pokémon
 * cost 1 [C] more." (an attack), "During this turn, attacks used by your
 * Snorlax, Heracross, and Staraptor cost 2 less [C] Energy." (a Supporter),
 * "As long as this Pokémon is in the Active Spot, attacks used by your
 * opponent's Active Pokémon cost 1 [C] more." and "If this Pokémon has a
 * Pokémon Tool attached, attacks used by this Pokémon cost 1 less [G]
 * Energy." (Abilities). `amount` > 0 adds Energy of `energyType` to each
 * attack's cost, < 0 takes it away (never below none of that type).
 */
import { z } from 'zod';
import { defineEffect, energy, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting, staticAura } from './reach.ts';

export const attackCostModifier = defineEffect({
  id: 'attack_cost_modifier',
  description:
    'attacks used by the Pokémon reached cost `amount` more (negative: less) Energy of `energyType`, static or for a duration',
  params: paramsOf('attack_cost_modifier', {
    ...reachShape,
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0, 'a cost change of 0'),
    energyType: energy,
  }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'attack_cost', p, p.amount, { energyType: p.energyType });
  },
  aura: (p, src) => [staticAura(src, 'attack_cost', p, p.amount, { energyType: p.energyType })],
  words: (p, w) =>
    `${durationWords(p)}attacks used by ${reachWords(p, w.names)} cost ${Math.abs(p.amount)} ${w.energy(p.energyType)} Energy ${
      p.amount > 0 ? 'more' : 'less'
    }`,
});
