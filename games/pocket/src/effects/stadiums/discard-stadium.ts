/** "Discard a Stadium in play." (Machop's Shatter, Conkeldurr's Bedrock Breaker: S6): either player's, to its owner's discard pile; none in play, nothing happens. */
import { discardStadium as discard } from '../../rules/attached-cards.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const discardStadium = defineEffect({
  id: 'discard_stadium',
  description: "the Stadium in play (either player's) goes to its owner's discard pile",
  params: paramsOf('discard_stadium', {}),
  phase: 'after',
  usable: (s) => s.stadium?.card != null,
  run(ctx) {
    discard(ctx.s, ctx.emit);
  },
  words: () => 'discard a Stadium in play',
});
