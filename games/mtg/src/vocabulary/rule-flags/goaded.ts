/** `goaded`: the creature attacks each combat if able, and a player other than the goading one if able (CR 701.15). */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const goaded = defineRuleFlag({
  id: 'goaded',
  description: 'the creature attacks each combat if able, and a player other than the goading one if able',
  rule: 'CR 701.15',
  enforcedIn: 'declarations.attackProblem',
  params: z.object({ id: z.literal('goaded') }).strict(),
  words: () => 'is goaded',
});
