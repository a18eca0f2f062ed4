/**
 * `enters_tapped`: "~ enters tapped" (the Diamonds, the Sixth Edition
 * sacrifice lands). A replacement effect of the permanent itself that
 * modifies how it enters (CR 614.1c, 614.12): it is read from the card's own
 * rules block as the object is put onto the battlefield, before it exists
 * there, so no static on the board needs to apply yet.
 */
import { z } from 'zod';
import type { RulesBlock } from '../../cards/rules-block.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const entersTapped = defineRuleFlag({
  id: 'enters_tapped',
  description: 'the permanent enters the battlefield tapped',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 614.1c, 614.12',
  enforcedIn: 'zones.moveTo (entersTapped)',
  params: z.object({ id: z.literal('enters_tapped') }).strict(),
  words: () => 'enters tapped',
});

/** Whether a card's own static abilities make it enter tapped (CR 614.12: applied as it enters). */
export function entersTappedBy(rules: RulesBlock): boolean {
  for (const st of rules.statics)
    if ('self' in st.effect.affects && st.effect.rules?.some((r) => r.id === 'enters_tapped')) return true;
  return false;
}
