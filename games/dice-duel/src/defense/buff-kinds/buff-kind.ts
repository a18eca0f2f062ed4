/**
 * What one kind of pending defense buff does when consumed (a buff is a
 * record — kind, payload, owner, stacks, expiry — and its kind says when it
 * is consumed and what its payload adds), and its words. A card naming an
 * unregistered kind fails validation.
 */
import type { VocabularyItem } from '@arbiter/core';

export interface BuffKind extends VocabularyItem {
  /** When the owner consumes it: on its next attack with an ability, or its next defense. */
  readonly consumedOn: 'attack' | 'defense';
  /** What `amount × stacks` adds to. */
  readonly adds: string;
  /** What a buff of this kind gives, as players read it ("+2 damage on its next attack"). */
  words(amount: number): string;
}

export function defineBuffKind(kind: BuffKind): BuffKind {
  return kind;
}
