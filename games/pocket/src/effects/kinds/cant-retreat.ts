import { defineKind } from './kind.ts';

/** The Pokémon reached can't retreat. */
export const cantRetreat = defineKind({
  id: 'cant_retreat',
  description: "the reached Pokémon can't retreat",
  trigger: 'on_retreat_calc',
  words: (w) => `${w.pokemon} can't retreat`,
});
