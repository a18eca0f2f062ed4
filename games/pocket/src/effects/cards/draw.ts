/** "Draw a card" / "Draw N cards." / "Draw a card for each Poochyena you have in play." (a counter) */
import { draw as drawCards } from '../../rules/ops.ts';
import { count, defineEffect, paramsOf } from '../effect.ts';
import { countParam, countValue, countWords } from './zones.ts';

export const draw = defineEffect({
  id: 'draw',
  description: 'draw cards',
  params: paramsOf('draw', { count: countParam }),
  phase: 'after',
  usable: (s, side) => s.sides[side].deck.length > 0,
  run(ctx, p) {
    const drew = drawCards(ctx.s, ctx.player, countValue(ctx, p.count));
    if (drew > 0) ctx.emit?.({ type: 'draw', side: ctx.player, count: drew });
  },
  words: (p, w) =>
    typeof p.count === 'number'
      ? `draw ${count(p.count, 'card')}`
      : `draw ${countWords(p.count, ['card', 'cards'], w)}`,
});
