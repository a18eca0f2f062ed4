/**
 * "As long as this Pokémon is in the Active Spot, it can evolve during your
 * first turn or the turn you play it." An `early_evolution` aura on its
 * holder (suppressed off the Active Spot: `activeOnly`): evolving it skips
 * the first-turn and played-this-turn rules (`canEvolve`).
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';

export const earlyEvolution = defineEffect({
  id: 'early_evolution',
  description: "aura: its holder can evolve during its player's first turn or the turn it was played",
  params: paramsOf('early_evolution', { scope: z.literal('self'), activeOnly: z.boolean().optional() }),
  phase: 'after',
  aura: (p, src) => [aura(src, 'early_evolution', 'self', 1, { activeOnly: p.activeOnly ?? src.activeOnly })],
  words: (p) =>
    `${p.activeOnly ? 'as long as this Pokémon is in the Active Spot, ' : ''}it can evolve during your first turn or the turn you play it`,
});
