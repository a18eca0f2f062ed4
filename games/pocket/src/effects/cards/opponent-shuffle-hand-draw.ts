/** "Your opponent shuffles their hand into their deck and draws N cards." */
import { draw, shuffleDeck } from '../../rules/ops.ts';
import { count, defineEffect, paramsOf } from '../effect.ts';
import { countParam, countValue, countWords } from './zones.ts';

export const opponentShuffleHandDraw = defineEffect({
  id: 'opponent_shuffle_hand_draw',
  description: 'the opponent shuffles their hand into their deck and draws cards',
  params: paramsOf('opponent_shuffle_hand_draw', { count: countParam }),
  phase: 'after',
  run(ctx, p) {
    const o = ctx.s.sides[ctx.opp];
    const shuffled = o.hand.length;
    o.deck.push(...o.hand);
    o.hand = [];
    shuffleDeck(ctx.s, ctx.opp);
    const drew = draw(ctx.s, ctx.opp, countValue(ctx, p.count));
    ctx.emit?.({ type: 'shuffle-hand', side: ctx.opp, cards: shuffled });
    if (drew > 0) ctx.emit?.({ type: 'draw', side: ctx.opp, count: drew });
  },
  words: (p, w) =>
    `your opponent shuffles their hand into their deck and draws ${typeof p.count === 'number' ? count(p.count, 'card') : countWords(p.count, ['card', 'cards'], w)}`,
});
