/** `self_equipped`: "as long as this creature is equipped". */
import { z } from 'zod';
import { isEquipped } from '../../engine/filter.ts';
import { defineCondition } from './condition.ts';

export const selfEquipped = defineCondition({
  id: 'self_equipped',
  description: 'the source has an Equipment attached',
  params: z.object({ id: z.literal('self_equipped') }).strict(),
  holds: (c) => isEquipped(c.s, c.source),
  words: () => 'this creature is equipped',
});
