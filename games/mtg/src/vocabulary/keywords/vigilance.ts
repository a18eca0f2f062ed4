/** vigilance: attacking does not tap it (CR 702.20). */
import { defineKeyword } from './keyword.ts';

export const vigilance = defineKeyword({
  id: 'vigilance',
  description: 'attacking does not tap it',
  rule: 'CR 702.20',
  enforcedIn: 'declarations.finishAttackers',
  words: () => 'vigilance',
});
