/** "Flip a coin. If heads, discard a random card from your opponent's hand." */
import { randInt } from '@arbiter/core';
import { info } from '../../rules/ops.ts';
import { coin, defineEffect, onHeads, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardsMatching } from '../vocabulary/card-filter.ts';

export const discardRandomHandCard = defineEffect({
  id: 'discard_random_hand_card',
  description: "discard a random card from the opponent's hand (on heads)",
  params: paramsOf('discard_random_hand_card', { coin, what: cardFilterSchema.optional() }),
  phase: 'after',
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    const o = ctx.s.sides[ctx.opp];
    // "a random Item card": among the cards of the kind (none: nothing).
    const among = p.what ? cardsMatching(ctx.s, o.hand, p.what) : o.hand;
    if (among.length === 0) return;
    const uid = among[randInt(ctx.s.rng, among.length, 'random')];
    o.hand.splice(o.hand.indexOf(uid), 1);
    o.discard.push(uid);
    ctx.emit?.({ type: 'hand-discard', side: ctx.opp, card: info(ctx.s, uid).name });
  },
  words: (p, w) =>
    `${onHeads(p.coin)}discard a random ${p.what ? cardFilterWords(p.what, w) : 'card'} from your opponent's hand`,
});
