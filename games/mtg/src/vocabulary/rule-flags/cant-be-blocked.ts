/**
 * `cant_be_blocked`: "can't be blocked" (Phantom Warrior), "can't be blocked
 * by Walls" with `by` (Bog Rats), "can't be blocked except by Walls and/or
 * creatures with flying" with `exceptBy` (Evil Eye of Orms-by-Gore, Elven
 * Riders). A restriction on blocks (CR 509.1b); Walls are the creature
 * subtype (CR 205.3m).
 */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const cantBeBlocked = defineRuleFlag({
  id: 'cant_be_blocked',
  description: "creatures it affects can't be blocked (by a filter, or except by a filter)",
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 509.1b',
  enforcedIn: 'declarations.canBlock (evasion.mayBlock)',
  params: z
    .object({
      id: z.literal('cant_be_blocked'),
      by: filterSchema.optional(),
      exceptBy: filterSchema.optional(),
    })
    .strict(),
  words: (p, w) =>
    p.by
      ? `can't be blocked by ${w.filter(p.by, true)}`
      : p.exceptBy
        ? `can't be blocked except by ${w.filter(p.exceptBy, true)}`
        : "can't be blocked",
});
