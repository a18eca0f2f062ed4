import { defineKind } from './kind.ts';

/** The reached Pokémon can evolve during its player's first turn or the turn it was played. */
export const earlyEvolution = defineKind({
  id: 'early_evolution',
  description: "the reached Pokémon can evolve during its player's first turn or the turn it was played",
  trigger: 'continuous',
  words: (w) => `${w.pokemon} can evolve during the first turn or the turn it was played`,
});
