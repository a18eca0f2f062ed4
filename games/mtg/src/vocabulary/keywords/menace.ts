/** menace: cannot be blocked except by two or more creatures (CR 702.110). */
import { defineKeyword } from './keyword.ts';

export const menace = defineKeyword({
  id: 'menace',
  description: 'cannot be blocked except by two or more creatures',
  rule: 'CR 702.110',
  enforcedIn: 'declarations.blockProblem',
  words: () => 'menace',
});
