/**
 * "Look at the top 4 cards of your deck. Put all Pokémon Tool cards you
 * find there into your hand. Shuffle the other cards back into your deck."
 * The player sees the cards looked at (a `peek` for them only); the other
 * seat learns how many went to the hand. With fewer cards in the deck the
 * player looks at what there is; an empty deck makes the card unplayable.
 */
import { z } from 'zod';
import { info, shuffleDeck } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardsMatching } from '../vocabulary/card-filter.ts';

export const deckTopToHand = defineEffect({
  id: 'deck_top_to_hand',
  description:
    'look at the top cards of the deck, put those of a kind into the hand, shuffle the others back',
  params: paramsOf('deck_top_to_hand', {
    look: amount,
    what: cardFilterSchema,
    side: z.literal('own').optional(),
  }),
  phase: 'after',
  usable: (s, side) => s.sides[side].deck.length > 0,
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const top = pl.deck.slice(0, p.look);
    const found = cardsMatching(ctx.s, top, p.what);
    for (const uid of found) {
      pl.deck.splice(pl.deck.indexOf(uid), 1);
      pl.hand.push(uid);
    }
    shuffleDeck(ctx.s, ctx.player);
    ctx.emit?.({
      type: 'peek',
      side: ctx.player,
      cards: top.map((uid) => info(ctx.s, uid).name),
      visibleTo: ctx.player,
    });
    ctx.emit?.({ type: 'deck-top-to-hand', side: ctx.player, looked: top.length, count: found.length });
  },
  words: (p, w) =>
    `look at the top ${p.look} cards of your deck, put all ${cardFilterWords(p.what, w, true)} you find there into your hand and shuffle the others back`,
});
