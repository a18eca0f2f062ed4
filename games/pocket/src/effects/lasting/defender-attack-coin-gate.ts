/** "During your opponent's next turn, if the Defending Pokémon tries to use an attack, your opponent flips a coin. If tails, that attack doesn't happen." */
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded, lasting } from '../helpers.ts';

export const defenderAttackCoinGate = defineEffect({
  id: 'defender_attack_coin_gate',
  description: "during the opponent's next turn, the Defending Pokémon's attack needs heads to happen",
  params: paramsOf('defender_attack_coin_gate', {}),
  phase: 'after',
  run(ctx) {
    if (ctx.defender && !defenderShielded(ctx))
      lasting(ctx, 'attack_coin_gate', 'self', 1, ctx.defender, ctx.turn + 1);
  },
  words: () =>
    "during your opponent's next turn, if the Defending Pokémon tries to use an attack, your opponent flips a coin; if tails, that attack doesn't happen",
});
