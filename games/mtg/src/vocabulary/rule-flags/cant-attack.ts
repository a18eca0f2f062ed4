/**
 * `cant_attack`: "can't attack" (Pacifism, Light of Day, Evil Eye's "Non-Eye
 * creatures you control can't attack"), or "can't attack unless defending
 * player controls an Island" with `unlessDefendingControls` (Sea Monster). A
 * restriction on the declaration of attackers (CR 508.1c).
 */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const cantAttack = defineRuleFlag({
  id: 'cant_attack',
  description:
    "creatures it affects can't attack (unless the defending player controls a permanent of a filter)",
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 508.1c',
  enforcedIn: 'declarations.canAttack (evasion.mayAttack)',
  params: z
    .object({ id: z.literal('cant_attack'), unlessDefendingControls: filterSchema.optional() })
    .strict(),
  words: (p, w) =>
    p.unlessDefendingControls
      ? `can't attack unless defending player controls ${w.count(1, w.filter(p.unlessDefendingControls))}`
      : "can't attack",
});
