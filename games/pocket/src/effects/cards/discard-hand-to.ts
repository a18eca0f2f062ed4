/**
 * "Your opponent discards cards from their hand until they have 4 cards in
 * their hand." The hand's owner chooses what to discard, one card at a time
 * (a secret choice of theirs, asked before anything moves); the discarded
 * cards are public. Not offered while that hand holds the number or fewer
 * (README, "Rare Candy, Eevee Bag and the last texts").
 */
import { z } from 'zod';
import { info } from '../../rules/ops.ts';
import type { Side } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';

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
    const pl = ctx.s.sides[side];
    const left = pl.hand.slice();
    const picks: number[] = [];
    while (left.length > p.handSize) {
      const k = ctx.choose(
        side,
        'Choose a card from your hand to discard',
        left.map((uid) => info(ctx.s, uid).name),
        true,
      );
      picks.push(left.splice(k, 1)[0]);
    }
    for (const uid of picks) {
      pl.hand.splice(pl.hand.indexOf(uid), 1);
      pl.discard.push(uid);
      ctx.emit?.({ type: 'hand-discard', side, card: info(ctx.s, uid).name });
    }
  },
  words: (p) =>
    p.side === 'opponent'
      ? `your opponent discards cards from their hand until they have ${p.handSize} cards in their hand`
      : `discard cards from your hand until you have ${p.handSize} cards in your hand`,
});
