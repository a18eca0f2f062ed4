/** `cost_reduction`: "Dragon spells you cast cost {1} less to cast" (CR 601.2f). */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const costReduction = defineRuleFlag({
  id: 'cost_reduction',
  description: 'spells of a kind its controller casts cost an amount of generic mana less',
  rule: 'CR 601.2f',
  enforcedIn: 'casting.costReduction',
  params: z
    .object({ id: z.literal('cost_reduction'), amount: z.number().int().min(1), spells: filterSchema })
    .strict(),
  words: ({ amount, spells }, w) => `${w.filter(spells)} spells you cast cost {${amount}} less to cast`,
});
