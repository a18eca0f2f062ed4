/**
 * "Shuffle 2 cards from your hand into your deck." (`required`: "If you
 * can't shuffle in 2 cards, you can't use this card."), "shuffle a Basic
 * Pokémon from their hand into their deck" (Area Zero's action), "For each
 * Pokémon you put into your hand in this way, choose a Pokémon to shuffle
 * from your hand into your deck" (`as_many_as_found`: the count the search
 * before it found). The player chooses from their own hand: a secret choice
 * (the other seat sees how many went back, not which).
 */
import { z } from 'zod';
import { info, shuffleDeck } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardsMatching } from '../vocabulary/card-filter.ts';

export const handToDeck = defineEffect({
  id: 'hand_to_deck',
  description: 'the player chooses cards (of a kind) from their hand and shuffles them into their deck',
  params: paramsOf('hand_to_deck', {
    count: z.union([amount, z.literal('as_many_as_found')]),
    what: cardFilterSchema.optional(),
    required: z.literal(true).optional(),
  }),
  phase: 'after',
  usable(s, side, self, p) {
    const hand = s.sides[side].hand;
    // A trainer is still in the hand while its play is checked; it is not one of the cards it shuffles in.
    // (A Trainer's own card is never a Pokémon, so a filter on Pokémon never counts it.)
    const have = p.what ? cardsMatching(s, hand, p.what).length : hand.length - (self === null ? 1 : 0);
    const need = p.required && typeof p.count === 'number' ? p.count : 1;
    return have >= need;
  },
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const n = p.count === 'as_many_as_found' ? (ctx.res.found ?? 0) : p.count;
    const left = p.what ? cardsMatching(ctx.s, pl.hand, p.what) : pl.hand.slice();
    const picks: number[] = [];
    for (let i = 0; i < n && left.length > 0; i++) {
      const k = ctx.choose(
        ctx.player,
        'Choose a card from your hand to shuffle into your deck',
        left.map((uid) => info(ctx.s, uid).name),
        true,
      );
      picks.push(left.splice(k, 1)[0]);
    }
    for (const uid of picks) {
      pl.hand.splice(pl.hand.indexOf(uid), 1);
      pl.deck.push(uid);
    }
    shuffleDeck(ctx.s, ctx.player);
    ctx.emit?.({ type: 'hand-to-deck', side: ctx.player, count: picks.length });
  },
  words: (p, w) => {
    const what = p.what ? cardFilterWords(p.what, w) : 'card';
    const n =
      p.count === 'as_many_as_found'
        ? `a ${what} for each card put into your hand this way`
        : p.count === 1
          ? `a ${what}`
          : `${p.count} ${what}s`;
    return `shuffle ${n} from your hand into your deck${p.required ? " (if you can't, this card can't be used)" : ''}`;
  },
});
