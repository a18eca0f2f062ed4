/** "The Pokémon this card is attached to gets +20 HP." (Giant Cape), "Each Basic Pokémon in play … gets +20 HP." (Starting Plains). */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';
import { auraShape, filtersOf, reachWords, scopeOf, whenWords } from './attached-scope.ts';

export const hpModifier = defineEffect({
  id: 'hp_modifier',
  description: 'a Tool, Stadium or Ability: the Pokémon it reaches get `amount` more maximum HP (T6)',
  params: paramsOf('hp_modifier', { ...auraShape, amount: z.number().int().positive() }),
  phase: 'after',
  aura: (p, src) => [aura(src, 'hp_modifier', scopeOf(p), p.amount, filtersOf(p))],
  words: (p, w) => `${whenWords(p, w)}${reachWords(p, w.energy)} gets +${p.amount} HP`,
});
