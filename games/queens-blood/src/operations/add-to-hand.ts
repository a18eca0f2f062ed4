/** `add_to_hand`: new instances of the named cards (tokens) go to the source's side's hand. */
import { z } from 'zod';
import { createToken } from '../resolve.ts';
import { resolveTokenRef } from '../tokens.ts';
import { defineOperation } from './operation.ts';

export interface AddToHand {
  type: 'add_to_hand';
  /** Card indices. */
  cards: number[];
}

export const addToHand = defineOperation({
  id: 'add_to_hand',
  description: "add cards to the source side's hand",
  params: z.object({ type: z.literal('add_to_hand'), card_ids: z.array(z.string()).min(1) }).strict(),
  compile(raw, c): AddToHand | null {
    const cards: number[] = [];
    raw.card_ids.forEach((name, i) => {
      const r = resolveTokenRef(c.cards, name, false);
      if (typeof r === 'string') c.error(['card_ids', i], r);
      else cards.push(r[1]);
    });
    return cards.length === raw.card_ids.length ? { type: 'add_to_hand', cards } : null;
  },
  run(ctx, op, src) {
    for (const card of op.cards) {
      const inst = createToken(ctx, card, src);
      ctx.s.hands[src.side].push(inst.uid);
      ctx.emit?.({ type: 'added-to-hand', side: src.side, uid: inst.uid, card: ctx.cat.cards[card].name });
    }
  },
  words: (op, w) => `add ${w.namesList(op.cards.map((i) => w.nameOf(i)))} to your hand`,
});
