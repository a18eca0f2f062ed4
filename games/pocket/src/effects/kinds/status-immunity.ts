import { defineKind } from './kind.ts';

/** The Pokémon reached can't be affected by Special Conditions (all, or the payload's `statuses`). */
export const statusImmunity = defineKind({
  id: 'status_immunity',
  description: "the reached Pokémon can't be affected by Special Conditions",
  trigger: 'on_status_apply',
  words: (w) => `${w.pokemon} can't be affected by Special Conditions`,
});
