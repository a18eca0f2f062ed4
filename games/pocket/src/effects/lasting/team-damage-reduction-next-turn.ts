/** "During your opponent's next turn, all of your Pokémon take -X damage from attacks from your opponent's Pokémon." */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { lasting } from '../helpers.ts';

export const teamDamageReductionNextTurn = defineEffect({
  id: 'team_damage_reduction_next_turn',
  description: "during the opponent's next turn, all own Pokémon take `amount` less damage from attacks",
  params: paramsOf('team_damage_reduction_next_turn', { amount }),
  phase: 'after',
  run(ctx, p) {
    lasting(ctx, 'damage_reduction', 'team_all', p.amount, null, ctx.turn + 1);
  },
  words: (p) =>
    `during your opponent's next turn, all of your Pokémon take ${p.amount} less damage from attacks from your opponent's Pokémon`,
});
