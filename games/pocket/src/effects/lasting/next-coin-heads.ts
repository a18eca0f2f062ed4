/**
 * "The next time you flip any number of coins for the effect of an attack,
 * Ability, or Trainer card after using this card on this turn, the first
 * coin flip will definitely be heads." (Will, E12): a `coin_heads` effect on
 * the player for this turn. The first coin flipped afterwards by an effect of
 * a card the player uses this turn (an attack's, an Ability's or a
 * trainer's: a step of the resolution, src/rules/flow.ts) is heads, and the
 * effect ends; Confusion's flip before an attack, the Checkup's and a
 * defender's coin in the damage step are not effects of the player's card.
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { lasting } from '../helpers.ts';

export const nextCoinHeads = defineEffect({
  id: 'next_coin_heads',
  description: "this turn, the first coin of the player's next flip for a card's effect is heads",
  params: paramsOf('next_coin_heads', { duration: z.literal('this_turn') }),
  phase: 'after',
  run(ctx) {
    lasting(ctx, 'coin_heads', 'team_all', 1, null, ctx.turn);
  },
  words: () =>
    'the next time you flip any number of coins for the effect of an attack, Ability, or Trainer card this turn, the first coin flip will definitely be heads',
});
