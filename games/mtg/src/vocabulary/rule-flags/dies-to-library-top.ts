/** `dies_to_library_top`: "If ~ would die, put it on top of its owner's library instead" (Gravebane Zombie, CR 614.1a). */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const diesToLibraryTop = defineRuleFlag({
  id: 'dies_to_library_top',
  description: 'if the creature would die, it is put on top of its owner’s library instead',
  rule: 'CR 614.1a',
  enforcedIn: 'replacements.dies_to_library_top',
  reserved: true,
  params: z.object({ id: z.literal('dies_to_library_top') }).strict(),
  words: () => "if it would die, it is put on top of its owner's library instead",
});
