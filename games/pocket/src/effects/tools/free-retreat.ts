/** "The Stage 2 Pokémon this card is attached to has no Retreat Cost." (Big Air Balloon) */
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';
import { attachedShape, filtersOf, reachWords, scopeOf } from './attached-scope.ts';

export const freeRetreat = defineEffect({
  id: 'free_retreat',
  description: 'a Tool or Stadium: the Pokémon it reaches have no Retreat Cost',
  params: paramsOf('free_retreat', attachedShape),
  phase: 'after',
  aura: (p, src) => [aura(src, 'free_retreat', scopeOf(p), 1, filtersOf(p))],
  words: (p, w) => `${reachWords(p, w.energy)} has no Retreat Cost`,
});
