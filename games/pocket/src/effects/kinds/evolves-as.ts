import { defineKind } from './kind.ts';

/** A card that evolves from the payload's `evolvesAs` name may be played onto the reached Pokémon to evolve it. */
export const evolvesAs = defineKind({
  id: 'evolves_as',
  description: 'the reached Pokémon can evolve into any Pokémon that evolves from another name',
  trigger: 'continuous',
  words: (w) => `${w.pokemon} can evolve as another Pokémon`,
});
