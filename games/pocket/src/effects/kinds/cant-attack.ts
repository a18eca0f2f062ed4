import { defineKind } from './kind.ts';

/** The Pokémon reached can't attack. */
export const cantAttack = defineKind({
  id: 'cant_attack',
  description: "the reached Pokémon can't attack",
  trigger: 'on_attack',
  words: (w) => `${w.pokemon} can't attack`,
});
