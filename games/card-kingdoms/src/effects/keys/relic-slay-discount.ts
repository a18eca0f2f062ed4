/** `action.slay_discount magic=1 strength=1` on a relic: each slay of its holder may take 1 of one of those off. */
import { z } from 'zod';
import { NO_ARGS_SHAPE } from '../args.ts';
import { defineKey } from '../module.ts';

export const relicSlayDiscount = defineKey({
  id: 'action.slay_discount',
  description: 'a relic taking 1 magic or 1 strength off each slay of its holder',
  params: z
    .object({
      ...NO_ARGS_SHAPE,
      named: z.object({ magic: z.literal(1).optional(), strength: z.literal(1).optional() }).strict(),
    })
    .strict(),
  // In the order the card names them (the slay options are offered in that order).
  compile: (raw): ('s' | 'm')[] => Object.keys(raw.named).map((k) => (k === 'magic' ? 'm' : 's')),
  slayDiscounts: (p) => p,
  words: () => 'when you slay a monster, you may ignore 1 strength or 1 magic of its cost',
});
