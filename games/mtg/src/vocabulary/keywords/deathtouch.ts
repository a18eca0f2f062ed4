/** deathtouch: any damage it deals to a creature is lethal (CR 702.2). */
import { defineKeyword } from './keyword.ts';

export const deathtouch = defineKeyword({
  id: 'deathtouch',
  description: 'any damage it deals to a creature is lethal',
  rule: 'CR 702.2',
  enforcedIn: 'damage.damageTo, sba, combat.lethalFor',
  words: () => 'deathtouch',
});
