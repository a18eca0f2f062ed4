/** "During your opponent's next turn, attacks used by the Defending Pokémon do -X damage." */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded, lasting } from '../helpers.ts';

export const defenderAttackModifier = defineEffect({
  id: 'defender_attack_modifier',
  description:
    "during the opponent's next turn, the Defending Pokémon's attacks do `amount` more (negative: less) damage",
  params: paramsOf('defender_attack_modifier', { amount: z.number().int() }),
  phase: 'after',
  run(ctx, p) {
    if (ctx.defender && !defenderShielded(ctx))
      lasting(ctx, 'damage_boost', 'self', p.amount, ctx.defender, ctx.turn + 1);
  },
  words: (p) =>
    `during your opponent's next turn, attacks used by the Defending Pokémon do ${Math.abs(p.amount)} ${
      p.amount < 0 ? 'less' : 'more'
    } damage`,
});
