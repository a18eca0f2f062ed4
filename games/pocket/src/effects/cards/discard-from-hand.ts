/**
 * "Discard a card from your hand. If you can't, this attack does nothing."
 * / "Discard 2 cards from your hand. If you can't discard 2 cards, this
 * attack does nothing." (`required`: fewer cards in hand, nothing is
 * discarded and the attack does nothing; it runs before the damage) / "You
 * must discard a card from your hand in order to use this Ability."
 * (`cost`: the Ability is not offered with fewer cards). The player chooses
 * from their own hand (a secret choice); the discarded cards are public.
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { chooseFromHand, discardHandCards } from './hand-discards.ts';

export const discardFromHand = defineEffect({
  id: 'discard_from_hand',
  description:
    'the player discards cards of their choice from their hand (an attack does nothing if they cannot)',
  params: paramsOf('discard_from_hand', {
    count: amount,
    required: z.literal(true).optional(),
    cost: z.literal(true).optional(),
  }),
  phase: 'modify',
  usable: (s, side, _self, p) => !p.cost || s.sides[side].hand.length >= p.count,
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    if (pl.hand.length < p.count && p.required) {
      if (ctx.res.source === 'attack') ctx.res.nothing = true;
      return;
    }
    discardHandCards(ctx, ctx.player, chooseFromHand(ctx, ctx.player, p.count));
  },
  words: (p) => {
    const n = p.count === 1 ? 'a card' : `${p.count} cards`;
    if (p.cost) return `discard ${n} from your hand (you must, to use this Ability)`;
    return `discard ${n} from your hand${p.required ? `; if you can't${p.count > 1 ? ` discard ${p.count} cards` : ''}, this attack does nothing` : ''}`;
  },
});
