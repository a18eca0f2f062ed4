/**
 * "During your opponent's next turn, if this Pokémon is in the Active Spot
 * when your opponent's Active Pokémon retreats, this attack does 40 damage
 * to the new Active Pokémon." A `retreat_damage` effect on the user for the
 * opponent's next turn (it ends, as lasting effects on one Pokémon do, when
 * the user leaves the Active Spot); a retreat of the opponent's then puts
 * the damage on the Pokémon that came in (src/rules/retreat-damage.ts).
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { registerLasting } from './reach.ts';

export const onOpponentRetreatDamage = defineEffect({
  id: 'on_opponent_retreat_damage',
  description:
    "during the opponent's next turn, while this Pokémon is in the Active Spot, a retreat of theirs puts `amount` damage on their new Active Pokémon",
  params: paramsOf('on_opponent_retreat_damage', { amount, duration: z.literal('opponent_next_turn') }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'retreat_damage', { scope: 'self', duration: p.duration }, p.amount);
  },
  words: (p) =>
    `during your opponent's next turn, if this Pokémon is in the Active Spot when your opponent's Active Pokémon retreats, this attack does ${p.amount} damage to the new Active Pokémon`,
});
