/** "Flip a coin. If heads, during your opponent's next turn, prevent all damage from—and effects of—attacks done to this Pokémon." */
import { coin, defineEffect, onHeads, paramsOf } from '../effect.ts';
import { lasting } from '../helpers.ts';

export const selfAttackImmunityNextTurn = defineEffect({
  id: 'self_attack_immunity_next_turn',
  description:
    "during the opponent's next turn, prevent all damage and effects of attacks to the attacker (on heads)",
  params: paramsOf('self_attack_immunity_next_turn', { coin }),
  phase: 'after',
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    if (ctx.self) lasting(ctx, 'attack_immunity', 'self', 1, ctx.self, ctx.turn + 1);
  },
  words: (p) =>
    `${onHeads(p.coin)}during your opponent's next turn, prevent all damage from and effects of attacks done to this Pokémon`,
});
