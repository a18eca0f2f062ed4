/** `attack_tax`: creatures can't attack the player unless their controller pays an amount for each (CR 508.1g). */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const attackTax = defineRuleFlag({
  id: 'attack_tax',
  description: 'attacking the player costs an amount of generic mana for each attacking creature',
  rule: 'CR 508.1g',
  enforcedIn: 'declarations.attackTax, taxPayable',
  params: z.object({ id: z.literal('attack_tax'), amount: z.number().int().min(1) }).strict(),
  words: ({ amount }) =>
    `creatures can't attack you unless their controller pays {${amount}} for each of those creatures`,
});
