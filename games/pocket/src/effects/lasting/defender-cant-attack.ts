/** "(Flip a coin. If heads,) the Defending Pokémon can't attack during your opponent's next turn." */
import { coin, defineEffect, onHeads, paramsOf } from '../effect.ts';
import { defenderShielded, lasting } from '../helpers.ts';

export const defenderCantAttack = defineEffect({
  id: 'defender_cant_attack',
  description: "during the opponent's next turn, the Defending Pokémon can't attack (on heads)",
  params: paramsOf('defender_cant_attack', { coin }),
  phase: 'after',
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    if (ctx.defender && !defenderShielded(ctx))
      lasting(ctx, 'cant_attack', 'self', 1, ctx.defender, ctx.turn + 1);
  },
  words: (p) => `${onHeads(p.coin)}the Defending Pokémon can't attack during your opponent's next turn`,
});
