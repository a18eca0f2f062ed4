/** "Flip a coin. If heads, discard a random card from your opponent's hand." */
import { randInt } from '@arbiter/core';
import { info } from '../../rules/ops.ts';
import { coin, defineEffect, onHeads, paramsOf } from '../effect.ts';

export const discardRandomHandCard = defineEffect({
  id: 'discard_random_hand_card',
  description: "discard a random card from the opponent's hand (on heads)",
  params: paramsOf('discard_random_hand_card', { coin }),
  phase: 'after',
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    const o = ctx.s.sides[ctx.opp];
    if (o.hand.length === 0) return;
    const i = randInt(ctx.s.rng, o.hand.length, 'random');
    const uid = o.hand.splice(i, 1)[0];
    o.discard.push(uid);
    ctx.emit?.({ type: 'hand-discard', side: ctx.opp, card: info(ctx.s, uid).name });
  },
  words: (p) => `${onHeads(p.coin)}discard a random card from your opponent's hand`,
});
