/**
 * "The Pokémon this card is attached to gets +20 HP." (Giant Cape), "Each
 * Basic Pokémon in play … gets +20 HP." (Starting Plains), "This Pokémon
 * gets +30 HP for each [P] Energy attached to it." (`perEnergy`: the
 * amount once per such Energy, counted whenever HP is read).
 */
import { z } from 'zod';
import { defineEffect, energy, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';
import { auraShape, filtersOf, reachWords, scopeOf, whenWords } from './attached-scope.ts';

export const hpModifier = defineEffect({
  id: 'hp_modifier',
  description: 'a Tool, Stadium or Ability: the Pokémon it reaches get `amount` more maximum HP (T6)',
  params: paramsOf('hp_modifier', {
    ...auraShape,
    amount: z.number().int().positive(),
    perEnergy: energy.optional(),
  }),
  phase: 'after',
  aura: (p, src) => [
    aura(src, 'hp_modifier', scopeOf(p), p.amount, {
      ...filtersOf(p),
      ...(p.perEnergy ? { perEnergy: p.perEnergy } : {}),
    }),
  ],
  words: (p, w) =>
    `${whenWords(p, w)}${reachWords(p, w.energy)} gets +${p.amount} HP${
      p.perEnergy ? ` for each ${w.energy(p.perEnergy)} Energy attached to it` : ''
    }`,
});
