/** flash: may be cast any time its controller could cast an instant (CR 702.8). */
import { defineKeyword } from './keyword.ts';

export const flash = defineKeyword({
  id: 'flash',
  description: 'may be cast any time its controller could cast an instant',
  rule: 'CR 702.8',
  enforcedIn: 'casting.castInfo',
  words: () => 'flash',
});
