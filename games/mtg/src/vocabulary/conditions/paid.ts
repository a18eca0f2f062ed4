/** `paid`: "if you do" after an optional payment ("you may pay {X}{R}. If you do, …"). */
import { z } from 'zod';
import { defineCondition, resolving } from './condition.ts';

export const paid = defineCondition({
  id: 'paid',
  description: 'the optional cost before it was paid',
  params: z.object({ id: z.literal('paid') }).strict(),
  holds: (c) => !!resolving(c, 'paid').paid,
  words: () => 'you paid',
});
