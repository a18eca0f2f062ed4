import { defineKind, verb } from './kind.ts';

/** The reached Pokémon's maximum HP changes by its value (T6: a Tool's or a Stadium's "+20 HP"). */
export const hpModifier = defineKind({
  id: 'hp_modifier',
  description: "changes the reached Pokémon's maximum HP by its value",
  trigger: 'continuous',
  words: (w) => `${w.pokemon} ${verb(w, 'gets', 'get')} ${w.value >= 0 ? '+' : ''}${w.value} HP`,
});
