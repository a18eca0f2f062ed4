/**
 * "Then, you may shuffle your deck." (`optional`: the player chooses; the
 * choice is public, the deck's order is not). Shuffling ends what the player
 * knew of the top of the deck this turn (`peek` is cleared).
 */
import { z } from 'zod';
import { shuffleDeck as shuffle } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const shuffleDeck = defineEffect({
  id: 'shuffle_deck',
  description: "shuffle one's own deck (or choose to)",
  params: paramsOf('shuffle_deck', { optional: z.literal(true).optional() }),
  phase: 'after',
  run(ctx, p) {
    if (
      p.optional &&
      ctx.choose(ctx.player, 'Shuffle your deck?', ['Shuffle the deck', 'Keep its order']) === 1
    )
      return;
    const pl = ctx.s.sides[ctx.player];
    shuffle(ctx.s, ctx.player);
    if (pl.peek.length > 0) pl.peek = [];
    ctx.emit?.({ type: 'deck-shuffled', side: ctx.player });
  },
  words: (p) => (p.optional ? 'you may shuffle your deck' : 'shuffle your deck'),
});
