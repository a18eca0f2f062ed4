/** `must_attack`: the creature attacks each combat if able (CR 508.1d). */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const mustAttack = defineRuleFlag({
  id: 'must_attack',
  description: 'the creature attacks each combat if able',
  rule: 'CR 508.1d',
  enforcedIn: 'declarations.attackProblem',
  params: z.object({ id: z.literal('must_attack') }).strict(),
  words: () => 'attacks each combat if able',
});
