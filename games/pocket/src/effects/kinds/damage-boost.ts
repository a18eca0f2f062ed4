import { defineKind } from './kind.ts';

/** Attacks of the Pokémon reached do more (or, negative, less) damage. */
export const damageBoost = defineKind({
  id: 'damage_boost',
  description: "changes the damage of the reached Pokémon's attacks by its value (negative: less)",
  trigger: 'on_damage_calc',
  words: (w) =>
    `attacks used by ${w.pokemon} do ${Math.abs(w.value)} ${w.value >= 0 ? 'more' : 'less'} damage${
      w.toActive ? " to the opponent's Active Pokémon" : ''
    }`,
});
