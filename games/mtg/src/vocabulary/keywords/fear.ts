/** fear: can't be blocked except by artifact creatures and/or black creatures (CR 702.36b). */
import { defineKeyword } from './keyword.ts';

export const fear = defineKeyword({
  id: 'fear',
  description: "can't be blocked except by artifact creatures and/or black creatures",
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 702.36',
  enforcedIn: 'declarations.canBlock (keyword mayBeBlockedBy)',
  words: () => 'fear',
  mayBeBlockedBy: (_board, _attacker, blocker) =>
    blocker.types.includes('artifact') || blocker.colors.includes('B'),
});
