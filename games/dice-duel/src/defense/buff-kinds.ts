/**
 * What a pending defense buff does when consumed, one entry per kind (the
 * buff-kind registry). A buff is a record — kind, payload, owner, stacks,
 * expiry — and its kind says when it is consumed and what its payload adds.
 * A card naming an unregistered kind fails validation.
 */
import { registryOf } from '@arbiter/core';

export interface BuffKind {
  readonly id: string;
  /** When the owner consumes it: on its next attack with an ability, or its next defense. */
  readonly consumedOn: 'attack' | 'defense';
  /** What `amount × stacks` adds to. */
  readonly adds: string;
}

export const buffKinds = registryOf<BuffKind>(
  'buff kind',
  [
    { id: 'damageBonus', consumedOn: 'attack', adds: "the owner's next attack's raw damage" },
    { id: 'blockBonus', consumedOn: 'defense', adds: "the owner's next defense's block" },
  ],
  ['damageBonus', 'blockBonus'],
);
