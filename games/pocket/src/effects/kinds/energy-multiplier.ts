import { defineKind } from './kind.ts';

/** Each Energy of one type on the Pokémon reached provides more than 1 Energy. */
export const energyMultiplier = defineKind({
  id: 'energy_multiplier',
  description: 'each Energy of its type attached to a reached Pokémon provides its value in Energy',
  trigger: 'on_energy_count',
  words: (w) => `each ${w.energy} Energy attached to ${w.pokemon} provides ${w.value} ${w.energy} Energy`,
});
