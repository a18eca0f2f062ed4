import { defineKind, verb } from './kind.ts';

/** Damage to the Attacking Pokémon when the Pokémon reached is damaged by an attack in the Active Spot. */
export const counterDamage = defineKind({
  id: 'counter_damage',
  description:
    'when a reached Pokémon in the Active Spot is damaged by an attack, the attacker takes its value',
  trigger: 'on_damage_calc',
  words: (w) =>
    `when ${w.pokemon} ${verb(w, 'is', 'are')} damaged by an attack in the Active Spot, the Attacking Pokémon takes ${w.value} damage`,
});
