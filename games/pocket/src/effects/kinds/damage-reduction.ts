import { defineKind, verb } from './kind.ts';

/** The Pokémon reached take less damage from attacks. */
export const damageReduction = defineKind({
  id: 'damage_reduction',
  description: 'the reached Pokémon take its value less damage from attacks',
  trigger: 'on_damage_calc',
  words: (w) => `${w.pokemon} ${verb(w, 'takes', 'take')} ${w.value} less damage from attacks`,
});
