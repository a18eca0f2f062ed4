/**
 * "Your opponent reveals a random card from their hand and shuffles it into
 * their deck" (the card is shown to both players this turn), "look at a
 * random card from your opponent's hand and shuffle it into their deck"
 * (`seenBy: self`: shown to the player only), "Flip 3 coins. For each heads,
 * a card is chosen at random from your opponent's hand …" (a count from a
 * counter). An empty hand: nothing happens.
 */
import { z } from 'zod';
import { info, shuffleDeck } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { countParam, countValue, countWords, showCard, takeRandom } from './zones.ts';

export const opponentHandToDeck = defineEffect({
  id: 'opponent_hand_to_deck',
  description: "random cards of the opponent's hand, shown, shuffled into the opponent's deck",
  params: paramsOf('opponent_hand_to_deck', {
    which: z.literal('random'),
    count: countParam.optional(),
    seenBy: z.literal('self').optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    const n = countValue(ctx, p.count);
    const opp = ctx.s.sides[ctx.opp];
    const taken = takeRandom(ctx.s, opp.hand, opp.hand, n);
    if (taken.length === 0) return;
    const names = taken.map((uid) => info(ctx.s, uid).name);
    opp.deck.push(...taken);
    shuffleDeck(ctx.s, ctx.opp);
    for (const card of names) showCard(ctx.s, ctx.opp, card, 'hand', p.seenBy ? ctx.player : 'both');
    if (p.seenBy) {
      ctx.emit?.({ type: 'cards-seen', side: ctx.opp, cards: names, from: 'hand', visibleTo: ctx.player });
      ctx.emit?.({ type: 'hand-to-deck', side: ctx.opp, count: taken.length });
    } else ctx.emit?.({ type: 'hand-to-deck', side: ctx.opp, count: taken.length, cards: names });
  },
  words: (p, w) =>
    p.seenBy
      ? `look at ${countWords(p.count, ['random card', 'random cards'], w)} from your opponent's hand and shuffle it into their deck`
      : `your opponent reveals ${countWords(p.count, ['random card', 'random cards'], w)} from their hand and shuffles it into their deck`,
});
