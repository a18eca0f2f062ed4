/** "During this turn, attacks used by your (named) Pokémon do +X damage to your opponent's Active Pokémon." */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { lasting } from '../helpers.ts';

export const teamDamageBoostThisTurn = defineEffect({
  id: 'team_damage_boost_this_turn',
  description:
    "this turn, own (named) Pokémon's attacks do `amount` more damage to the opponent's Active Pokémon",
  params: paramsOf('team_damage_boost_this_turn', { amount, names: z.array(z.string()).optional() }),
  phase: 'after',
  run(ctx, p) {
    lasting(ctx, 'damage_boost', 'team_all', p.amount, null, ctx.turn, {
      activeTargetOnly: true,
      ...(p.names ? { names: p.names } : {}),
    });
  },
  words: (p, w) =>
    `during this turn, attacks used by your ${p.names ? w.names(p.names) : 'Pokémon'} do ${p.amount} more damage to your opponent's Active Pokémon`,
});
