import { defineKind } from './kind.ts';

/** The Pokémon reached can't be evolved from the hand. */
export const evolutionBlock = defineKind({
  id: 'evolution_block',
  description: "the reached Pokémon can't be evolved by playing a Pokémon from the hand",
  trigger: 'continuous',
  words: (w) => `${w.pokemon} can't be evolved by playing a Pokémon from the hand`,
});
