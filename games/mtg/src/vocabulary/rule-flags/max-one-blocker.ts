/**
 * `max_one_blocker`: "can't be blocked by more than one creature" (Stalking
 * Tiger, Familiar Ground). A restriction on blocks (CR 509.1b) read by the
 * block declaration's search with the others (with menace: not blockable
 * at all; with "all creatures able to block it do so": one of them does).
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const maxOneBlocker = defineRuleFlag({
  id: 'max_one_blocker',
  description: "creatures it affects can't be blocked by more than one creature",
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 509.1b',
  enforcedIn: 'declarations.blockRules, bestCompletion, blockProblem',
  params: z.object({ id: z.literal('max_one_blocker') }).strict(),
  words: () => "can't be blocked by more than one creature",
});
