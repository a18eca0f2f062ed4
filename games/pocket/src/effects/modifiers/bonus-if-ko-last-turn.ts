/** "If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last turn, …" */
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const bonusIfKoLastTurn = defineEffect({
  id: 'bonus_if_ko_last_turn',
  description:
    "+bonus if one of the attacker's side was knocked out by attack damage during the opponent's last turn",
  params: paramsOf('bonus_if_ko_last_turn', { bonus: amount }),
  phase: 'modify',
  run(ctx, p) {
    if (ctx.s.sides[ctx.player].koByAttack.lastTurn) ctx.res.damage += p.bonus;
  },
  words: (p) =>
    `if any of your Pokémon were Knocked Out by damage from an attack during your opponent's last turn, this attack does ${p.bonus} more damage`,
});
