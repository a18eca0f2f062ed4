/**
 * `cost_increase`: "Red spells cost {2} more to cast" (Chill, every
 * player's), "Black spells you cast cost {B} more to cast" (Derelor, its
 * controller's): the mana is added to the total cost (CR 601.2f; increases
 * apply before reductions).
 */
import { z } from 'zod';
import { filterSchema, manaCostSchema } from '../../cards/shapes.ts';
import { defineRuleFlag } from './rule-flag.ts';

export const costIncrease = defineRuleFlag({
  id: 'cost_increase',
  description: 'spells of a kind cost this much mana more to cast',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 601.2f',
  enforcedIn: 'cost-increase.withIncrease',
  params: z.object({ id: z.literal('cost_increase'), mana: manaCostSchema, spells: filterSchema }).strict(),
  words: ({ mana, spells }, w) => `${w.filter(spells)} spells cost ${w.mana(mana)} more to cast`,
});
