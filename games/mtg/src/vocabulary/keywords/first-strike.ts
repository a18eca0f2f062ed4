/** first strike: deals combat damage in the first-strike damage step (CR 702.7). */
import { defineKeyword } from './keyword.ts';

export const firstStrike = defineKeyword({
  id: 'first_strike',
  description: 'deals combat damage in the first-strike damage step',
  rule: 'CR 702.7',
  enforcedIn: 'combat.dealsIn / needsFirstStrikeStep',
  words: () => 'first strike',
});
