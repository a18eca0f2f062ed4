/**
 * The buff-kind registry: one module per kind (when it is consumed, what it
 * adds, its words). Cards name a kind in `buffNextAttack`'s `kind`; the
 * validator and the loader's coverage check read this registry.
 */
import { registryOf } from '@arbiter/core';
import { blockBonus } from './block-bonus.ts';
import type { BuffKind } from './buff-kind.ts';
import { damageBonus } from './damage-bonus.ts';

/** Both kinds are registered and tested; no shipped card makes a buff yet (reserved). */
export const buffKinds = registryOf<BuffKind>('buff kind', [damageBonus, blockBonus]);

/** What a buff of `kind` gives, in words (a kind with no module reads as a bonus of that amount). */
export function buffWords(kind: string, amount: number): string {
  return buffKinds.has(kind) ? buffKinds.get(kind).words(amount) : `a bonus of ${amount}`;
}

export type { BuffKind } from './buff-kind.ts';
