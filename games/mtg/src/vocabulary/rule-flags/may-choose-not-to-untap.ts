/**
 * `may_choose_not_to_untap`: "You may choose not to untap ~ during your
 * untap step" (Amber Prison, CR 502.3): in its controller's untap step the
 * permanent, if tapped, untaps only if that player says so — a `resolve`
 * decision asked in the untap step, before the upkeep begins.
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const mayChooseNotToUntap = defineRuleFlag({
  id: 'may_choose_not_to_untap',
  description: 'its controller may choose not to untap it during their untap step',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 502.3',
  enforcedIn: 'untap-step.untapStep, untap-step.untapChoiceFrame (rules.enterStep)',
  params: z.object({ id: z.literal('may_choose_not_to_untap') }).strict(),
  words: () => 'its controller may choose not to untap it during their untap step',
});
