/** haste: may attack and use {T} abilities the turn it comes under its controller's control (CR 702.10). */
import { defineKeyword } from './keyword.ts';

export const haste = defineKeyword({
  id: 'haste',
  description: "may attack and use {T} abilities the turn it comes under its controller's control",
  rule: 'CR 702.10',
  enforcedIn: 'declarations.canAttack, casting.abilityUsable, mana',
  words: () => 'haste',
});
