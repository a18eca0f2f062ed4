/** "Your opponent can't use any Supporter cards from their hand during their next turn." */
import { defineEffect, paramsOf } from '../effect.ts';
import { lasting } from '../helpers.ts';

export const blockSupportersNextTurn = defineEffect({
  id: 'block_supporters_next_turn',
  description: "the opponent can't play Supporters during their next turn",
  params: paramsOf('block_supporters_next_turn', {}),
  phase: 'after',
  run(ctx) {
    lasting(ctx, 'supporter_block', 'opponent_all', 1, null, ctx.turn + 1);
  },
  words: () => "your opponent can't use any Supporter cards from their hand during their next turn",
});
