/**
 * `cant_be_targeted`: "Creatures can't be the targets of spells" (Dense
 * Foliage) — a spell can't choose the permanent as a target, and a spell
 * whose target gained it since is checked again on resolution (CR 115.4,
 * 608.2b); abilities still may target it.
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const cantBeTargeted = defineRuleFlag({
  id: 'cant_be_targeted',
  description: 'spells can’t target the permanent',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 115.4',
  enforcedIn: 'targets.targetablePermanent',
  params: z.object({ id: z.literal('cant_be_targeted'), by: z.literal('spells') }).strict(),
  words: () => "can't be the target of spells",
});
