/**
 * `attacks_despite_defender`: "can attack as though it didn't have defender"
 * (Animate Wall): the creature still has defender for every other rule
 * (CR 702.3b is what it sets aside).
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const attacksDespiteDefender = defineRuleFlag({
  id: 'attacks_despite_defender',
  description: 'may attack although it has defender',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 702.3b',
  enforcedIn: 'declarations.canAttack (evasion.mayAttack)',
  params: z.object({ id: z.literal('attacks_despite_defender') }).strict(),
  words: () => "can attack as though it didn't have defender",
});
