/**
 * "Your opponent reveals all of the Supporter cards in their deck." Both
 * players see them for the rest of the turn (`shown`, from the deck); they
 * stay in the deck, listed by name in alphabetical order so the reveal says
 * nothing of the deck's order (the text does not shuffle it).
 */
import { z } from 'zod';
import { info } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardsMatching } from '../vocabulary/card-filter.ts';
import { showCard } from './zones.ts';

export const revealDeckCards = defineEffect({
  id: 'reveal_deck_cards',
  description: 'a player reveals every card of a kind in their deck (to both players, for the turn)',
  params: paramsOf('reveal_deck_cards', { side: z.enum(['own', 'opponent']), what: cardFilterSchema }),
  phase: 'after',
  run(ctx, p) {
    const side = p.side === 'own' ? ctx.player : ctx.opp;
    const names = cardsMatching(ctx.s, ctx.s.sides[side].deck, p.what)
      .map((uid) => info(ctx.s, uid).name)
      .sort();
    for (const card of names) showCard(ctx.s, side, card, 'deck', 'both');
    ctx.emit?.({ type: 'deck-revealed', side, cards: names });
  },
  words: (p, w) =>
    `${p.side === 'own' ? 'reveal' : 'your opponent reveals'} all of the ${cardFilterWords(p.what, w, true)} in ${p.side === 'own' ? 'your' : 'their'} deck`,
});
