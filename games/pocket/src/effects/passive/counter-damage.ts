/**
 * An Ability: "If this Pokémon is in the Active Spot and is damaged by an
 * attack from your opponent's Pokémon, do X damage to the Attacking
 * Pokémon." (an aura), and an attack's "During your opponent's next turn, if
 * this Pokémon is damaged by an attack, do X damage to the Attacking
 * Pokémon." (`duration`: the same effect on the attacker through the
 * opponent's next turn).
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { aura, lasting } from '../helpers.ts';

export const counterDamage = defineEffect({
  id: 'counter_damage',
  description:
    "when damaged by an attack in the Active Spot, do `amount` damage to the attacker (an aura; with `duration`, through the opponent's next turn)",
  params: paramsOf('counter_damage', { amount, duration: z.literal('opponent_next_turn').optional() }),
  phase: 'after',
  run(ctx, p) {
    if (ctx.self) lasting(ctx, 'counter_damage', 'self', p.amount, ctx.self, ctx.turn + 1);
  },
  aura: (p, src) => [aura(src, 'counter_damage', 'self', p.amount)],
  words: (p) =>
    p.duration
      ? `during your opponent's next turn, if this Pokémon is damaged by an attack, do ${p.amount} damage to the Attacking Pokémon`
      : `if this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon, do ${p.amount} damage to the Attacking Pokémon`,
});
