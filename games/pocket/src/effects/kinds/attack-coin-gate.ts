import { defineKind, verb } from './kind.ts';

/** An attack of the Pokémon reached needs heads to happen. */
export const attackCoinGate = defineKind({
  id: 'attack_coin_gate',
  description: 'an attack of a reached Pokémon happens only on heads',
  trigger: 'on_attack',
  words: (w) =>
    `if ${w.pokemon} ${verb(w, 'tries', 'try')} to use an attack, a coin is flipped; if tails, that attack doesn't happen`,
});
