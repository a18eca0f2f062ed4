/** `prevent_combat_damage`: combat damage dealt to and by it is prevented (CR 615). */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const preventCombatDamage = defineRuleFlag({
  id: 'prevent_combat_damage',
  description: 'combat damage dealt to and by it is prevented',
  rule: 'CR 615',
  enforcedIn: 'the prevent_combat_damage replacement (damage.damageTo)',
  params: z.object({ id: z.literal('prevent_combat_damage') }).strict(),
  words: () => 'prevents all combat damage that would be dealt to and dealt by it',
});
