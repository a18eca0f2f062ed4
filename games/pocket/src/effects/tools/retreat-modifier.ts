/** "The Retreat Cost of the Basic Pokémon this card is attached to is 1 less." (Tools), "… of each [P] Pokémon in play … is 2 less." (a Stadium). */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';
import { auraShape, filtersOf, reachWords, scopeOf, whenWords } from './attached-scope.ts';

export const retreatModifier = defineEffect({
  id: 'retreat_modifier',
  description:
    'a Tool, Stadium or Ability: the Retreat Cost of the Pokémon it reaches changes by `amount` (negative: less; floor 0)',
  params: paramsOf('retreat_modifier', {
    ...auraShape,
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0, 'a change of 0 changes nothing'),
  }),
  phase: 'after',
  // A reduction is the `retreat_reduction` kind's value (additive with the others, an increase a negative one; floor 0 in `retreatCost`).
  aura: (p, src) => [aura(src, 'retreat_reduction', scopeOf(p), -p.amount, filtersOf(p))],
  words: (p, w) =>
    `${whenWords(p, w)}the Retreat Cost of ${reachWords(p, w.energy)} is ${Math.abs(p.amount)} ${p.amount < 0 ? 'less' : 'more'}`,
});
