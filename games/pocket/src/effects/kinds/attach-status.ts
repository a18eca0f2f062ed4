import { defineKind } from './kind.ts';

/** An Energy attached from the Energy Zone to the Pokémon reached gives it a Special Condition (the payload's `statuses`). */
export const attachStatus = defineKind({
  id: 'attach_status',
  description:
    'the Pokémon reached gets a Special Condition when an Energy from the Energy Zone is attached to it',
  trigger: 'continuous',
  words: (w) => `${w.pokemon} gets a Special Condition if an Energy is attached to it from the Energy Zone`,
});
