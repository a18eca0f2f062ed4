/**
 * "During your opponent's next turn, this Pokémon takes -X damage from
 * attacks (from your opponent's Pokémon ex)." — and "+X" (a negative
 * amount: it takes more).
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { lasting } from '../helpers.ts';

export const selfDamageReductionNextTurn = defineEffect({
  id: 'self_damage_reduction_next_turn',
  description:
    "during the opponent's next turn, the attacker takes `amount` less damage from attacks (negative: more; `from.ex`: only from Pokémon ex)",
  params: paramsOf('self_damage_reduction_next_turn', {
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0, 'a change of 0'),
    from: z
      .object({ ex: z.literal(true) })
      .strict()
      .optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    if (ctx.self)
      lasting(
        ctx,
        'damage_reduction',
        'self',
        p.amount,
        ctx.self,
        ctx.turn + 1,
        p.from?.ex ? { from: { ex: true } } : {},
      );
  },
  words: (p) =>
    `during your opponent's next turn, this Pokémon takes ${Math.abs(p.amount)} ${p.amount > 0 ? 'less' : 'more'} damage from attacks${p.from?.ex ? " from your opponent's Pokémon ex" : ''}`,
});
