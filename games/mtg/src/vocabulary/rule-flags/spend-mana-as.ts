/**
 * `spend_mana_as`: "You may spend white mana as though it were mana of any
 * color. You may spend other mana only as though it were colorless mana."
 * (Celestial Dawn; CR 609.4b, 609.4c): for its controller, a cost's coloured
 * symbols other than that colour can be paid only with mana of that colour;
 * generic costs take any mana (`engine/mana-spending.ts`).
 */
import { z } from 'zod';
import { colorSchema } from '../../cards/shapes.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const spendManaAs = defineRuleFlag({
  id: 'spend_mana_as',
  description: 'mana of one colour may be spent as any colour, other mana only as colourless',
  rule: 'CR 609.4b, 609.4c',
  enforcedIn: 'mana-spending.spendingCost',
  reserved: true,
  params: z.object({ id: z.literal('spend_mana_as'), anyColor: colorSchema }).strict(),
  words: ({ anyColor }) =>
    `you may spend ${{ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' }[anyColor]} mana as though it were mana of any color, and other mana only as though it were colorless mana`,
});
