/**
 * `doesnt_untap`: "Creatures with power 3 or greater don't untap during
 * their controllers' untap steps" (Meekstone): an effect that keeps
 * permanents tapped in the untap step (CR 502.3). Which permanents it holds
 * is read as the untap step happens, from the board then (its power after
 * every layer), not when the static was last applied.
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const doesntUntap = defineRuleFlag({
  id: 'doesnt_untap',
  description: "the permanents it affects don't untap during their controllers' untap steps",
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 502.3',
  enforcedIn: 'untap-step.untapStep',
  params: z.object({ id: z.literal('doesnt_untap') }).strict(),
  words: () => "doesn't untap during its controller's untap step",
});
