/**
 * `graveyard_to_exile`: "If a card would be put into your graveyard from
 * anywhere, exile that card instead" (Forbidden Crypt; CR 614.1a): read by the
 * replacement `graveyard_to_exile` on every move of a card its controller owns
 * to a graveyard.
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const graveyardToExile = defineRuleFlag({
  id: 'graveyard_to_exile',
  description: 'a card its controller owns that would go to their graveyard is exiled instead',
  rule: 'CR 614.1a',
  enforcedIn: 'replacements.graveyard_to_exile',
  reserved: true,
  params: z.object({ id: z.literal('graveyard_to_exile') }).strict(),
  words: () => 'if a card would be put into your graveyard from anywhere, exile that card instead',
});
