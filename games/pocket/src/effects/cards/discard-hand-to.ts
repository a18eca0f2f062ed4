/**
 * "Your opponent discards cards from their hand until they have 4 cards in
 * their hand." The hand's owner chooses what to discard, one card at a time
 * (a secret choice of theirs, asked before anything moves); the discarded
 * cards are public. Not offered while that hand holds the number or fewer
 * (README, "Rare Candy, Eevee Bag and the last texts").
 */
import { z } from 'zod';
import type { Side } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { chooseFromHand, discardHandCards } from './hand-discards.ts';

const whose = (player: Side, side: 'own' | 'opponent'): Side =>
  side === 'own' ? player : ((1 - player) as Side);

export const discardHandTo = defineEffect({
  id: 'discard_hand_to',
  description: 'a player discards cards of their choice from their hand until it holds `handSize` cards',
  params: paramsOf('discard_hand_to', {
    side: z.enum(['own', 'opponent']),
    handSize: z.number().int().min(0),
  }),
  phase: 'after',
  usable: (s, player, _self, p) => s.sides[whose(player, p.side)].hand.length > p.handSize,
  run(ctx, p) {
    const side = whose(ctx.player, p.side);
    const n = ctx.s.sides[side].hand.length - p.handSize;
    discardHandCards(ctx, side, chooseFromHand(ctx, side, n));
  },
  words: (p) =>
    p.side === 'opponent'
      ? `your opponent discards cards from their hand until they have ${p.handSize} cards in their hand`
      : `discard cards from your hand until you have ${p.handSize} cards in your hand`,
});
