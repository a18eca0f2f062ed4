/** "The Retreat Cost of the Basic Pokémon this card is attached to is 1 less." (Tools), "… of each [P] Pokémon in play … is 2 less." (a Stadium). */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';
import { attachedShape, filtersOf, reachWords, scopeOf } from './attached-scope.ts';

export const retreatModifier = defineEffect({
  id: 'retreat_modifier',
  description:
    'a Tool or Stadium: the Retreat Cost of the Pokémon it reaches changes by `amount` (negative: less; floor 0)',
  params: paramsOf('retreat_modifier', { ...attachedShape, amount: z.number().int().negative() }),
  phase: 'after',
  // A reduction is the `retreat_reduction` kind's value (additive with the others, floor 0 in `retreatCost`).
  aura: (p, src) => [aura(src, 'retreat_reduction', scopeOf(p), -p.amount, filtersOf(p))],
  words: (p, w) => `the Retreat Cost of ${reachWords(p, w.energy)} is ${-p.amount} less`,
});
