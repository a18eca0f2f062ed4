/** "Draw a card" / "Draw N cards." */
import { draw as drawCards } from '../../rules/ops.ts';
import { amount, count, defineEffect, paramsOf } from '../effect.ts';

export const draw = defineEffect({
  id: 'draw',
  description: 'draw cards',
  params: paramsOf('draw', { count: amount }),
  phase: 'after',
  usable: (s, side) => s.sides[side].deck.length > 0,
  run(ctx, p) {
    const drew = drawCards(ctx.s, ctx.player, p.count);
    if (drew > 0) ctx.emit?.({ type: 'draw', side: ctx.player, count: drew });
  },
  words: (p) => `draw ${count(p.count, 'card')}`,
});
