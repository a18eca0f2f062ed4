import { defineKind } from './kind.ts';

/** The reached Pokémon is untouched by the effects of the opponent's attacks (their damage still counts). */
export const effectImmunity = defineKind({
  id: 'effect_immunity',
  description:
    "the effects of the opponent's attacks do nothing to the reached Pokémon (damage still counts)",
  trigger: 'on_attack',
  words: (w) => `the effects of the opponent's attacks do nothing to ${w.pokemon}`,
});
