/** `self_untapped`: "if ~ is untapped" (Howling Mine's intervening if, CR 603.4). */
import { z } from 'zod';
import { defineCondition } from './condition.ts';

export const selfUntapped = defineCondition({
  id: 'self_untapped',
  description: 'the source is on the battlefield and untapped',
  reserved: true,
  params: z.object({ id: z.literal('self_untapped') }).strict(),
  holds: (c) => c.s.objects[c.source]?.zone === 'battlefield' && !c.s.objects[c.source].tapped,
  words: () => 'this is untapped',
});
