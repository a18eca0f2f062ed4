/** hexproof: cannot be the target of spells or abilities its opponents control (CR 702.11). */
import { defineKeyword } from './keyword.ts';

export const hexproof = defineKeyword({
  id: 'hexproof',
  description: 'cannot be the target of spells or abilities its opponents control',
  rule: 'CR 702.11',
  enforcedIn: 'targets.candidates',
  words: () => 'hexproof',
});
