/** double strike: deals combat damage in both damage steps (CR 702.4). */
import { defineKeyword } from './keyword.ts';

export const doubleStrike = defineKeyword({
  id: 'double_strike',
  description: 'deals combat damage in both damage steps',
  rule: 'CR 702.4',
  enforcedIn: 'combat.dealsIn / needsFirstStrikeStep',
  words: () => 'double strike',
});
