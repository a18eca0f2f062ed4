import { defineKind } from './kind.ts';

/** The Retreat Cost of the Pokémon reached is lower. */
export const retreatReduction = defineKind({
  id: 'retreat_reduction',
  description: 'the Retreat Cost of the reached Pokémon is its value less',
  trigger: 'on_retreat_calc',
  words: (w) => `the Retreat Cost of ${w.pokemon} is ${w.value} less`,
});
