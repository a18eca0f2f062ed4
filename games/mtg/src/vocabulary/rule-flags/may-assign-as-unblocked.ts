/** `may_assign_as_unblocked`: its controller may have it assign its combat damage as though it were not blocked (CR 510.1c). */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const mayAssignAsUnblocked = defineRuleFlag({
  id: 'may_assign_as_unblocked',
  description: 'its controller may have it assign its combat damage as though it were not blocked',
  rule: 'CR 510.1c',
  enforcedIn: 'combat.assignmentOptions',
  params: z.object({ id: z.literal('may_assign_as_unblocked') }).strict(),
  words: () => "may assign its combat damage as though it weren't blocked",
});
