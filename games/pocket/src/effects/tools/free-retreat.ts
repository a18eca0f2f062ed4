/** "The Stage 2 Pokémon this card is attached to has no Retreat Cost." (Big Air Balloon), "If you have Latias in play, this Pokémon has no Retreat Cost." (an Ability) */
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';
import { auraShape, filtersOf, reachWords, scopeOf, whenWords } from './attached-scope.ts';

export const freeRetreat = defineEffect({
  id: 'free_retreat',
  description:
    'a Tool, Stadium or Ability: the Pokémon it reaches have no Retreat Cost (while its condition holds)',
  params: paramsOf('free_retreat', auraShape),
  phase: 'after',
  aura: (p, src) => [aura(src, 'free_retreat', scopeOf(p), 1, filtersOf(p))],
  words: (p, w) => `${whenWords(p, w)}${reachWords(p, w.energy)} has no Retreat Cost`,
});
