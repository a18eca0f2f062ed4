/**
 * "Choose a Supporter card you find there and discard it." / "… shuffle it
 * into your opponent's deck." — after "Your opponent reveals their hand"
 * (reveal_hand, which shows the hand to the player). The player chooses
 * among the cards of the kind; the options are shown to the chooser only
 * (a spectator was not shown the hand). None of the kind: nothing.
 */
import { z } from 'zod';
import { info, shuffleDeck } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardsMatching } from '../vocabulary/card-filter.ts';

export const takeFromOpponentHand = defineEffect({
  id: 'take_from_opponent_hand',
  description:
    "the player chooses a card (of a kind) from the opponent's revealed hand: discarded or shuffled into their deck",
  params: paramsOf('take_from_opponent_hand', {
    what: cardFilterSchema.optional(),
    to: z.enum(['discard', 'deck']),
  }),
  phase: 'after',
  run(ctx, p) {
    const opp = ctx.s.sides[ctx.opp];
    const options = p.what ? cardsMatching(ctx.s, opp.hand, p.what) : opp.hand.slice();
    if (options.length === 0) return;
    const k = ctx.choose(
      ctx.player,
      `Choose a card from your opponent's hand to ${p.to === 'discard' ? 'discard' : 'shuffle into their deck'}`,
      options.map((uid) => info(ctx.s, uid).name),
      true,
    );
    const uid = options[k];
    opp.hand.splice(opp.hand.indexOf(uid), 1);
    if (p.to === 'discard') {
      opp.discard.push(uid);
      ctx.emit?.({ type: 'hand-discard', side: ctx.opp, card: info(ctx.s, uid).name });
      return;
    }
    opp.deck.push(uid);
    shuffleDeck(ctx.s, ctx.opp);
    ctx.emit?.({ type: 'hand-to-deck', side: ctx.opp, count: 1 });
  },
  words: (p, w) =>
    `choose a ${p.what ? cardFilterWords(p.what, w) : 'card'} you find there and ${p.to === 'discard' ? 'discard it' : "shuffle it into your opponent's deck"}`,
});
