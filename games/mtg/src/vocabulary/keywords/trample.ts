/** trample: may assign excess combat damage to the player it attacks (CR 702.19). */
import { defineKeyword } from './keyword.ts';

export const trample = defineKeyword({
  id: 'trample',
  description: 'may assign excess combat damage to the player it attacks',
  rule: 'CR 702.19',
  enforcedIn: 'combat.dealCombatDamage / assignmentOptions',
  words: () => 'trample',
});
