/**
 * `cant_block`: "can't block" (Hulking Cyclops, Pacifism), or "can't block
 * creatures with power 2 or less" with `attackers` (Sunweb: the attacker's
 * power as blockers are declared). A restriction on blocks (CR 509.1b).
 */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const cantBlock = defineRuleFlag({
  id: 'cant_block',
  description: "creatures it affects can't block (or can't block attackers of a filter)",
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 509.1b',
  enforcedIn: 'declarations.canBlock (evasion.mayBlock)',
  params: z.object({ id: z.literal('cant_block'), attackers: filterSchema.optional() }).strict(),
  words: (p, w) => (p.attackers ? `can't block ${w.filter(p.attackers, true)}` : "can't block"),
});
