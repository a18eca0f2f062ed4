/**
 * "If the Pokémon this card is attached to is Knocked Out by damage from an
 * attack from your opponent's Pokémon, put it into your hand instead of the
 * discard pile." (Rescue Scarf, T4): inside a knockout trigger, the Pokémon
 * being Knocked Out goes to its owner's hand instead of the discard pile —
 * its cards only: its Energy goes as any leaving Pokémon's does, its Tool to
 * the discard pile, and the opponent still gets the points. The trigger runs
 * in the knockout check before the Pokémon leaves play (`src/rules/flow.ts`);
 * outside a knockout it does nothing.
 */
import { defineEffect, paramsOf } from '../effect.ts';

export const knockedOutToHand = defineEffect({
  id: 'knocked_out_to_hand',
  description:
    "in a knockout trigger: the Knocked Out Pokémon's cards go into its owner's hand, not the discard pile",
  params: paramsOf('knocked_out_to_hand', {}),
  phase: 'after',
  run(ctx) {
    const ko = ctx.event?.knockout;
    if (ko) ko.to = 'hand';
  },
  words: () => 'put it into your hand instead of the discard pile',
});
