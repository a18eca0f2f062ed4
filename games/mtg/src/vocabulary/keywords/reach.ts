/** reach: can block creatures with flying (CR 702.17). */
import { defineKeyword } from './keyword.ts';

export const reach = defineKeyword({
  id: 'reach',
  description: 'can block creatures with flying',
  rule: 'CR 702.17',
  enforcedIn: 'declarations.canBlock',
  words: () => 'reach',
});
