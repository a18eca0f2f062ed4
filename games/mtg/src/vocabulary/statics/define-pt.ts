/**
 * `definePT` (layer 7a): a characteristic-defining ability, "~'s power and
 * toughness are each equal to the number of Swamps you control" (Nightmare)
 * or "… the number of cards in your hand" (Maro) — CR 604.3, 613.4a. Both
 * are counted from the source's controller as the board is computed.
 */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { defineStatic } from './static.ts';

export const definePTSchema = z.union([
  z.object({ count: filterSchema }).strict(),
  z.object({ cardsInHand: z.literal('you') }).strict(),
]);

export const definePT = defineStatic({
  id: 'definePT',
  description: 'its power and toughness are each equal to this number',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  layer: '7a',
  params: definePTSchema,
  apply(affected, value, c) {
    const n = 'count' in value ? c.amount(value) : c.handSize(c.controller);
    for (const d of affected) {
      d.power = n;
      d.toughness = n;
    }
  },
  words: (value, w) =>
    `has power and toughness each equal to ${'count' in value ? w.amount(value) : 'the number of cards in your hand'}`,
});
