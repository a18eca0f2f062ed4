import { defineKind } from './kind.ts';

/** While the Pokémon reached is in the Active Spot, the opponent's Pokémon that comes in by a retreat takes its value in damage. */
export const retreatDamage = defineKind({
  id: 'retreat_damage',
  description:
    "the opponent's new Active Pokémon takes its value in damage when their Active Pokémon retreats",
  trigger: 'continuous',
  words: (w) => `when the opponent's Active Pokémon retreats, the new one takes ${w.value} damage`,
});
