/** "During your opponent's next turn, this Pokémon takes -X damage from attacks." */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { lasting } from '../helpers.ts';

export const selfDamageReductionNextTurn = defineEffect({
  id: 'self_damage_reduction_next_turn',
  description: "during the opponent's next turn, the attacker takes `amount` less damage from attacks",
  params: paramsOf('self_damage_reduction_next_turn', { amount }),
  phase: 'after',
  run(ctx, p) {
    if (ctx.self) lasting(ctx, 'damage_reduction', 'self', p.amount, ctx.self, ctx.turn + 1);
  },
  words: (p) => `during your opponent's next turn, this Pokémon takes ${p.amount} less damage from attacks`,
});
