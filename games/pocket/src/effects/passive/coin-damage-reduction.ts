/**
 * "If any damage is done to this Pokémon by attacks, flip a coin. If heads,
 * this Pokémon takes -100 damage from that attack." / "… If heads, prevent
 * that damage." A `coin_damage_reduction` aura on its holder: once an
 * attack's damage to it is calculated (after Weakness and the other
 * reductions) and is above 0, a coin; heads takes `amount` off (or all of
 * it, `prevent`) — effects/coin-reduction.ts.
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';

const params = z.union([
  paramsOf('coin_damage_reduction', { coins: z.literal(1), amount }),
  paramsOf('coin_damage_reduction', { coins: z.literal(1), prevent: z.literal(true) }),
]);

export const coinDamageReduction = defineEffect({
  id: 'coin_damage_reduction',
  description:
    'aura: when an attack does damage to its holder, a coin; heads takes `amount` off that damage (`prevent`: all of it)',
  params,
  phase: 'after',
  aura: (p, src) => [
    aura(
      src,
      'coin_damage_reduction',
      'self',
      'amount' in p ? p.amount : 0,
      'prevent' in p ? { prevent: true } : {},
    ),
  ],
  words: (p) =>
    `if any damage is done to this Pokémon by attacks, flip a coin; if heads, ${'amount' in p ? `this Pokémon takes ${p.amount} less damage from that attack` : 'prevent that damage'}`,
});
