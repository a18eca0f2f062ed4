import { defineKind } from './kind.ts';

/** Damage done to the reached Pokémon is prevented (narrowed by its source, its size, once). */
export const preventDamage = defineKind({
  id: 'prevent_damage',
  description: 'damage done to the reached Pokémon (by attacks, or as narrowed) is prevented',
  trigger: 'on_damage_calc',
  words: (w) => `all damage done to ${w.pokemon} by attacks is prevented`,
});
