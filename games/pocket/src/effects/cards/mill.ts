/**
 * "Discard the top card of your deck.", "Discard the top 3 cards of your
 * opponent's deck.", "Discard the top 5 cards of each player's deck." The
 * cards go from the top of the deck to its owner's discard pile, seen by
 * both players (a discard pile is public); a deck with fewer cards loses
 * what it has, and an empty deck loses nothing (no loss by it: the game
 * ends on points, Pokémon or the turn limit).
 */
import { z } from 'zod';
import { info } from '../../rules/ops.ts';
import type { Side } from '../../state.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const mill = defineEffect({
  id: 'mill',
  description: "discard the top `count` cards of the player's, the opponent's or each player's deck",
  params: paramsOf('mill', { count: amount, side: z.enum(['own', 'opponent', 'both']) }),
  phase: 'after',
  run(ctx, p) {
    const sides: Side[] =
      p.side === 'own' ? [ctx.player] : p.side === 'opponent' ? [ctx.opp] : [ctx.player, ctx.opp];
    for (const side of sides) {
      const pl = ctx.s.sides[side];
      const top = pl.deck.splice(0, p.count);
      if (top.length === 0) continue;
      pl.discard.push(...top);
      ctx.emit?.({ type: 'mill', side, cards: top.map((uid) => info(ctx.s, uid).name) });
    }
  },
  words: (p) =>
    `discard the top ${p.count === 1 ? 'card' : `${p.count} cards`} of ${
      p.side === 'own' ? 'your' : p.side === 'opponent' ? "your opponent's" : "each player's"
    } deck`,
});
