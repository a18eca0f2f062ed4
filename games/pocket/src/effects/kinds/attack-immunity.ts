import { defineKind } from './kind.ts';

/** All damage and effects of attacks done to the Pokémon reached are prevented. */
export const attackImmunity = defineKind({
  id: 'attack_immunity',
  description: 'prevents all damage from and effects of attacks done to the reached Pokémon',
  trigger: 'on_damage_calc',
  words: (w) => `all damage from and effects of attacks done to ${w.pokemon} are prevented`,
});
