/** defender: cannot attack (CR 702.3). */
import { defineKeyword } from './keyword.ts';

export const defender = defineKeyword({
  id: 'defender',
  description: 'cannot attack',
  rule: 'CR 702.3',
  enforcedIn: 'declarations.canAttack',
  words: () => 'defender',
});
