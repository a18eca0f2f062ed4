/** "Draw cards until you have N cards in your hand." (Lucky Egg): none when the hand already holds N; an empty deck stops it. */
import { draw as drawCards } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const drawUntil = defineEffect({
  id: 'draw_until',
  description: 'draw until the hand holds `handSize` cards',
  params: paramsOf('draw_until', { handSize: amount }),
  phase: 'after',
  usable: (s, side, _self, p) => s.sides[side].deck.length > 0 && s.sides[side].hand.length < p.handSize,
  run(ctx, p) {
    const want = p.handSize - ctx.s.sides[ctx.player].hand.length;
    if (want <= 0) return;
    const drew = drawCards(ctx.s, ctx.player, want);
    if (drew > 0) ctx.emit?.({ type: 'draw', side: ctx.player, count: drew });
  },
  words: (p) => `draw cards until you have ${p.handSize} cards in your hand`,
});
