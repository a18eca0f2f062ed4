import { defineKind, verb } from './kind.ts';

/** Damage from an attack to the reached Pokémon: a coin, on heads `value` less (or none, with `prevent`). */
export const coinDamageReduction = defineKind({
  id: 'coin_damage_reduction',
  description: 'when an attack damages the reached Pokémon, a coin: on heads it takes `value` less (or none)',
  trigger: 'on_damage_calc',
  words: (w) =>
    `when an attack damages ${w.pokemon}, a coin is flipped; on heads ${w.pokemon} ${verb(w, 'takes', 'take')} ${w.value > 0 ? `${w.value} less damage` : 'no damage'}`,
});
