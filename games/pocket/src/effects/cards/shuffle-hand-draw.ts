/**
 * "Each player shuffles the cards in their hand into their deck, then draws
 * that many cards." The player first, then the opponent; each draws as many
 * as they shuffled in (a deck short of that many cannot be: the cards just
 * went into it).
 */
import { z } from 'zod';
import { draw, shuffleDeck } from '../../rules/ops.ts';
import type { Side } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const shuffleHandDraw = defineEffect({
  id: 'shuffle_hand_draw',
  description: 'players shuffle their hands into their decks, then draw as many cards',
  params: paramsOf('shuffle_hand_draw', { sides: z.literal('both'), draw: z.literal('same') }),
  phase: 'after',
  run(ctx) {
    for (const side of [ctx.player, ctx.opp] as Side[]) {
      const pl = ctx.s.sides[side];
      const n = pl.hand.length;
      pl.deck.push(...pl.hand);
      pl.hand = [];
      shuffleDeck(ctx.s, side);
      const drew = draw(ctx.s, side, n);
      ctx.emit?.({ type: 'shuffle-hand', side, cards: n });
      if (drew > 0) ctx.emit?.({ type: 'draw', side, count: drew });
    }
  },
  words: () => 'each player shuffles the cards in their hand into their deck, then draws that many cards',
});
