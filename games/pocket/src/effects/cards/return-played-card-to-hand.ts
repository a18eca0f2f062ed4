/**
 * "… put this Lucky Ice Pop into your hand instead of the discard pile": the
 * trainer card whose text runs goes back to its player's hand. A played
 * trainer goes to the discard pile as it is played (rules/actions.ts), so
 * this takes it out of the pile again; anywhere else (an attack, an Ability,
 * or the card no longer in the pile) it does nothing. The pile is public:
 * the card is named to both players.
 */
import { info } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const returnPlayedCardToHand = defineEffect({
  id: 'return_played_card_to_hand',
  description: 'the trainer card being played goes into its player’s hand instead of the discard pile',
  params: paramsOf('return_played_card_to_hand', {}),
  phase: 'after',
  run(ctx) {
    if (ctx.res.source !== 'trainer') return;
    const pl = ctx.s.sides[ctx.player];
    const at = pl.discard.lastIndexOf(ctx.res.card);
    if (at < 0) return;
    pl.discard.splice(at, 1);
    pl.hand.push(ctx.res.card);
    ctx.emit?.({ type: 'discard-to-hand', side: ctx.player, cards: [info(ctx.s, ctx.res.card).name] });
  },
  words: () => 'put this card into your hand instead of the discard pile',
});
