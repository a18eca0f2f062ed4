/**
 * "Discard the top card of your deck, and if that card is an Item, this
 * attack does 20 more damage." / "… If that card is a [F] Pokémon, this
 * attack does 60 more damage.": the top card goes to the discard pile (seen
 * by both), then the bonus if it is a card the filter means; an empty deck
 * discards nothing and adds nothing.
 */
import { info } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardMatches } from '../vocabulary/card-filter.ts';

export const millBonus = defineEffect({
  id: 'mill_bonus',
  description: "discard the top card of the player's deck; +bonus if it is a card of the filter",
  params: paramsOf('mill_bonus', { bonus: amount, ifCard: cardFilterSchema }),
  phase: 'modify',
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const top = pl.deck.splice(0, 1);
    if (top.length === 0) return;
    pl.discard.push(top[0]);
    const ci = info(ctx.s, top[0]);
    ctx.emit?.({ type: 'mill', side: ctx.player, cards: [ci.name] });
    if (cardMatches(ci, p.ifCard)) ctx.res.damage += p.bonus;
  },
  words: (p, w) =>
    `discard the top card of your deck; if that card is ${/^[AEIOU]/.test(cardFilterWords(p.ifCard, w)) ? 'an' : 'a'} ${cardFilterWords(p.ifCard, w)}, this attack does ${p.bonus} more damage`,
});
