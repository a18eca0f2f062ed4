/** `must_be_blocked_by_all`: all creatures able to block it do so (CR 509.1c). */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const mustBeBlockedByAll = defineRuleFlag({
  id: 'must_be_blocked_by_all',
  description: 'all creatures able to block it do so',
  rule: 'CR 509.1c',
  enforcedIn: 'declarations.blockProblem',
  params: z.object({ id: z.literal('must_be_blocked_by_all') }).strict(),
  words: () => 'must be blocked by all creatures able to block it',
});
