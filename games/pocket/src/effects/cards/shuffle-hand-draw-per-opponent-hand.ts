/** "Shuffle your hand into your deck. Draw a card for each card in your opponent's hand." */
import { draw, shuffleDeck } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const shuffleHandDrawPerOpponentHand = defineEffect({
  id: 'shuffle_hand_draw_per_opponent_hand',
  description: "shuffle the hand into the deck, draw as many cards as the opponent's hand holds",
  params: paramsOf('shuffle_hand_draw_per_opponent_hand', {}),
  phase: 'after',
  run(ctx) {
    const pl = ctx.s.sides[ctx.player];
    const shuffled = pl.hand.length;
    pl.deck.push(...pl.hand);
    pl.hand = [];
    shuffleDeck(ctx.s, ctx.player);
    const drew = draw(ctx.s, ctx.player, ctx.s.sides[ctx.opp].hand.length);
    ctx.emit?.({ type: 'shuffle-hand', side: ctx.player, cards: shuffled });
    if (drew > 0) ctx.emit?.({ type: 'draw', side: ctx.player, count: drew });
  },
  words: () => "shuffle your hand into your deck; draw a card for each card in your opponent's hand",
});
