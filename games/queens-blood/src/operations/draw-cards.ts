/**
 * `draw_cards`: the source's side draws `count` cards from the top of its
 * deck into its hand, as a turn's draw does (fewer when the deck runs out).
 * Registered ahead of the data: no shipped card draws yet.
 */
import { z } from 'zod';
import { defineOperation } from './operation.ts';

export interface DrawCards {
  type: 'draw_cards';
  count: number;
}

export const drawCards = defineOperation({
  id: 'draw_cards',
  description: "the source's side draws cards from its deck",
  reserved: true,
  params: z.object({ type: z.literal('draw_cards'), count: z.number().int().min(1).max(5) }).strict(),
  compile: (raw): DrawCards => ({ type: 'draw_cards', count: raw.count }),
  run(ctx, op, src) {
    const { s } = ctx;
    for (let i = 0; i < op.count; i++) {
      const uid = s.decks[src.side].shift();
      if (uid === undefined) return;
      s.hands[src.side].push(uid);
      ctx.emit?.({ type: 'draw', level: 'verbose', side: src.side });
    }
  },
  words: (op, w) => `draw ${w.plural(op.count, 'card')}`,
});
