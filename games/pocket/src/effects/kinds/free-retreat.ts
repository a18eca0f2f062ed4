import { defineKind, verb } from './kind.ts';

/** The Pokémon reached retreat for free (no card makes it yet: the seed's model has it). */
export const freeRetreat = defineKind({
  id: 'free_retreat',
  description: 'the reached Pokémon retreat for free',
  trigger: 'on_retreat_calc',
  words: (w) => `${w.pokemon} ${verb(w, 'retreats', 'retreat')} for free`,
});
