/** `cast_during_your_main`: Addendum, "if you cast this spell during your main phase". */
import { z } from 'zod';
import { defineCondition, resolving } from './condition.ts';

export const castDuringYourMain = defineCondition({
  id: 'cast_during_your_main',
  description: 'the spell was cast during its controller’s main phase',
  params: z.object({ id: z.literal('cast_during_your_main') }).strict(),
  holds: (c) => !!resolving(c, 'cast_during_your_main').castInMain,
  words: () => 'you cast this spell during your main phase',
});
