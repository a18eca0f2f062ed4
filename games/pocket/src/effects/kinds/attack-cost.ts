import { defineKind } from './kind.ts';

/** Attacks used by the reached Pokémon cost more (value > 0) or less Energy of one type. */
export const attackCost = defineKind({
  id: 'attack_cost',
  description: "changes the Energy cost of the reached Pokémon's attacks by its value (of its energy type)",
  trigger: 'on_energy_count',
  words: (w) =>
    `attacks used by ${w.pokemon} cost ${Math.abs(w.value)} ${w.energy} Energy ${w.value >= 0 ? 'more' : 'less'}`,
});
