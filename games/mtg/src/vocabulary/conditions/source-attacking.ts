/** `source_attacking`: "Activate only if this creature is attacking." */
import { z } from 'zod';
import { defineCondition } from './condition.ts';

export const sourceAttacking = defineCondition({
  id: 'source_attacking',
  description: 'the source is an attacking creature',
  params: z.object({ id: z.literal('source_attacking') }).strict(),
  holds: (c) => !!c.s.combat?.attackers.includes(c.source),
  words: () => 'this creature is attacking',
});
