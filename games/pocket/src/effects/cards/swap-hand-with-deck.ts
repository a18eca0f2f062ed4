/**
 * "Choose a Pokémon in your hand and switch it with a random Pokémon in your
 * deck." / "choose a card in their hand and switch it with a random Pokémon
 * Tool card in their deck" (`choose: any_card`: the card given may be any).
 * The card taken is drawn at random from the deck's matching cards before
 * the chosen one goes in (it cannot come straight back), then the deck is
 * shuffled. The choice is secret and the card found is seen by its owner
 * only. Not playable unless the hand holds a card to give and the deck a
 * card to take.
 */
import { z } from 'zod';
import { info, shuffleDeck } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardsMatching } from '../vocabulary/card-filter.ts';
import { takeRandom } from './zones.ts';

export const swapHandWithDeck = defineEffect({
  id: 'swap_hand_with_deck',
  description: 'a chosen card of the hand is switched with a random card of a kind from the deck',
  params: paramsOf('swap_hand_with_deck', {
    what: cardFilterSchema,
    choose: z.literal('any_card').optional(),
  }),
  phase: 'after',
  usable(s, side, _self, p) {
    const pl = s.sides[side];
    // "any_card" is a Stadium's action (the Stadium is in play, not in the hand); a Trainer's own card is never a Pokémon.
    const give = p.choose ? pl.hand.length : cardsMatching(s, pl.hand, p.what).length;
    return give > 0 && cardsMatching(s, pl.deck, p.what).length > 0;
  },
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const give = p.choose ? pl.hand.slice() : cardsMatching(ctx.s, pl.hand, p.what);
    const take = cardsMatching(ctx.s, pl.deck, p.what);
    if (give.length === 0 || take.length === 0) {
      shuffleDeck(ctx.s, ctx.player);
      ctx.emit?.({ type: 'hand-swapped', side: ctx.player, found: false });
      return;
    }
    const k = ctx.choose(
      ctx.player,
      'Choose a card from your hand to switch with one from your deck',
      give.map((uid) => info(ctx.s, uid).name),
      true,
    );
    const [found] = takeRandom(ctx.s, pl.deck, take, 1);
    const given = give[k];
    pl.hand.splice(pl.hand.indexOf(given), 1);
    pl.deck.push(given);
    pl.hand.push(found);
    shuffleDeck(ctx.s, ctx.player);
    ctx.emit?.({ type: 'hand-swapped', side: ctx.player, found: true });
    ctx.emit?.({ type: 'found', side: ctx.player, card: info(ctx.s, found).name, visibleTo: ctx.player });
  },
  words: (p, w) =>
    `choose ${p.choose ? 'a card' : `a ${cardFilterWords(p.what, w)}`} in your hand and switch it with a random ${cardFilterWords(p.what, w)} in your deck`,
});
