/** "During your opponent's next turn, the Defending Pokémon can't retreat." */
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded, lasting } from '../helpers.ts';

export const defenderCantRetreat = defineEffect({
  id: 'defender_cant_retreat',
  description: "during the opponent's next turn, the Defending Pokémon can't retreat",
  params: paramsOf('defender_cant_retreat', {}),
  phase: 'after',
  run(ctx) {
    if (ctx.defender && !defenderShielded(ctx))
      lasting(ctx, 'cant_retreat', 'self', 1, ctx.defender, ctx.turn + 1);
  },
  words: () => "during your opponent's next turn, the Defending Pokémon can't retreat",
});
