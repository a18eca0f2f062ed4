/**
 * "Discard up to 2 Pokémon Tool cards from your hand. This attack does 50
 * damage for each card you discarded in this way.": before the damage the
 * player picks the cards one by one from their hand (a secret choice; they
 * may stop, and 0 is allowed), then they are discarded (public) and the
 * attack's damage is the count times `amountEach`.
 */

import { info } from '../../rules/ops.ts';
import { discardHandCards } from '../cards/hand-discards.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardMatches } from '../vocabulary/card-filter.ts';

export const discardHandForDamage = defineEffect({
  id: 'discard_hand_for_damage',
  description:
    'discard up to `max` cards of a filter from the hand; damage = amountEach × the cards discarded',
  params: paramsOf('discard_hand_for_damage', { max: amount, what: cardFilterSchema, amountEach: amount }),
  phase: 'modify',
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const left = pl.hand.filter((uid) => cardMatches(info(ctx.s, uid), p.what));
    const picks: number[] = [];
    // Every question first (a decision re-runs the step from its start), then the discards.
    while (picks.length < p.max && left.length > 0) {
      const options = [...left.map((uid) => info(ctx.s, uid).name), "Don't discard more"];
      const k = ctx.choose(ctx.player, 'Choose a card from your hand to discard', options, true);
      if (k >= left.length) break;
      picks.push(left.splice(k, 1)[0]);
    }
    discardHandCards(ctx, ctx.player, picks);
    ctx.res.damage = p.amountEach * picks.length;
  },
  words: (p, w) =>
    `discard up to ${p.max} ${cardFilterWords(p.what, w, p.max > 1)} from your hand; this attack does ${p.amountEach} damage for each card you discarded in this way`,
});
