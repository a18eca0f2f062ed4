/**
 * "Draw cards until you have N cards in your hand." (Lucky Egg), "Draw cards
 * until you have the same number of cards in your hand as your opponent."
 * (`handSize: 'opponent'`: the opponent's hand size when it resolves): none
 * when the hand already holds that many; an empty deck stops it.
 */
import { z } from 'zod';
import { draw as drawCards } from '../../rules/ops.ts';
import type { PocketState, Side } from '../../state.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';

const target = (s: PocketState, side: Side, handSize: number | 'opponent') =>
  handSize === 'opponent' ? s.sides[1 - side].hand.length : handSize;

export const drawUntil = defineEffect({
  id: 'draw_until',
  description: "draw until the hand holds `handSize` cards (or as many as the opponent's hand)",
  params: paramsOf('draw_until', { handSize: z.union([amount, z.literal('opponent')]) }),
  phase: 'after',
  usable: (s, side, _self, p) =>
    s.sides[side].deck.length > 0 && s.sides[side].hand.length < target(s, side, p.handSize),
  run(ctx, p) {
    const want = target(ctx.s, ctx.player, p.handSize) - ctx.s.sides[ctx.player].hand.length;
    if (want <= 0) return;
    const drew = drawCards(ctx.s, ctx.player, want);
    if (drew > 0) ctx.emit?.({ type: 'draw', side: ctx.player, count: drew });
  },
  words: (p) =>
    p.handSize === 'opponent'
      ? 'draw cards until you have the same number of cards in your hand as your opponent'
      : `draw cards until you have ${p.handSize} cards in your hand`,
});
