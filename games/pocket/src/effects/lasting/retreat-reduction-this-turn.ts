/** "During this turn, the Retreat Cost of your Active Pokémon is X less." */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { lasting } from '../helpers.ts';

export const retreatReductionThisTurn = defineEffect({
  id: 'retreat_reduction_this_turn',
  description: "this turn, the own Active Pokémon's retreat cost is `amount` less",
  params: paramsOf('retreat_reduction_this_turn', { amount }),
  phase: 'after',
  run(ctx, p) {
    lasting(ctx, 'retreat_reduction', 'team_active', p.amount, null, ctx.turn);
  },
  words: (p) => `during this turn, the Retreat Cost of your Active Pokémon is ${p.amount} less`,
});
