/**
 * `cant_activate`: "Activated abilities of creatures can't be activated"
 * (Cursed Totem) — on each permanent it affects, none of its activated
 * abilities can be activated, mana abilities included (CR 602.5, 605.3b).
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const cantActivate = defineRuleFlag({
  id: 'cant_activate',
  description: 'the permanent’s activated abilities can’t be activated',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 602.5',
  enforcedIn: 'casting.abilityUsable, mana.canActivateTap',
  params: z.object({ id: z.literal('cant_activate') }).strict(),
  words: () => "its activated abilities can't be activated",
});
