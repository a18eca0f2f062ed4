/**
 * `control`: "You control enchanted creature" (Abduction), "You control
 * enchanted land" (Conquer) — a control-changing effect (CR 613.1b, layer
 * 2) of a static ability: the permanent it affects is controlled by the
 * source's controller for as long as the effect lasts (an Aura's: while it
 * is attached, CR 611.3a). When it ends, control returns to the player who
 * controlled the permanent before. Applied by `control-effects.syncControl`
 * each time state-based actions are checked, before a player gets priority.
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const controlEnchanted = defineRuleFlag({
  id: 'control',
  description: "the source's controller controls the permanents it affects",
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 613.1b, 611.3a',
  enforcedIn: 'control-effects.syncControl (from sba.checkSbas)',
  params: z.object({ id: z.literal('control') }).strict(),
  words: () => "is controlled by this permanent's controller",
});
