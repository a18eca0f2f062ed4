/** `cant_attack_you`: creatures it affects cannot attack the player who set it (CR 508.1c). */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const cantAttackYou = defineRuleFlag({
  id: 'cant_attack_you',
  description: 'creatures it affects cannot attack the player who set it',
  rule: 'CR 508.1c',
  enforcedIn: 'declarations.canAttack',
  params: z.object({ id: z.literal('cant_attack_you') }).strict(),
  words: () => "can't attack you or planeswalkers you control",
});
