/** flying: can be blocked only by creatures with flying or reach (CR 702.9). */
import { defineKeyword } from './keyword.ts';

export const flying = defineKeyword({
  id: 'flying',
  description: 'can be blocked only by creatures with flying or reach',
  rule: 'CR 702.9',
  enforcedIn: 'declarations.canBlock',
  words: () => 'flying',
});
