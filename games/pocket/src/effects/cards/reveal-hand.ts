/** "Your opponent reveals their hand" — to the player, until the end of the turn. */
import { info } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const revealHand = defineEffect({
  id: 'reveal_hand',
  description: "the opponent's hand is shown to the player (until the end of the turn)",
  params: paramsOf('reveal_hand', {}),
  phase: 'after',
  run(ctx) {
    const hand = ctx.s.sides[ctx.opp].hand;
    ctx.s.sides[ctx.player].revealed = hand.map((uid) => info(ctx.s, uid).id);
    ctx.emit?.({
      type: 'hand-revealed',
      side: ctx.opp,
      cards: hand.map((uid) => info(ctx.s, uid).name),
      visibleTo: ctx.player,
    });
  },
  words: () => 'your opponent reveals their hand',
});
