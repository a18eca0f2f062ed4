/**
 * What one status is to the engine: the behaviour the rules give the
 * status id the data declares (numbers — stack caps, damage by stacks,
 * cleanse rolls — come from the data), and its name for players. A status in
 * the data with no module fails the coverage check, so every status has
 * words.
 */
import type { VocabularyItem } from '@arbiter/core';

export type StatusBehaviour =
  /** Deals damageByStacks at the owner's upkeep, then decays. */
  | 'upkeepDamage'
  /** Spent by the attacker for +1 damage a stack, or by the defender for +1 block a stack. */
  | 'spendForPower'
  /** Spent before damage: roll a d6, on 5+ the attack is negated. */
  | 'spendToEvade'
  /** Spent before damage: halve the remaining damage, rounded up. */
  | 'spendToHalve'
  /** Spent at upkeep: d6, on 4+ move one burn stack back to the opponent. */
  | 'upkeepBounce';

export interface StatusKind extends VocabularyItem {
  readonly behaviour: StatusBehaviour;
  /** The status as players read it ("prevent half"): stacks read "2 prevent half". */
  readonly words: string;
}

export function defineStatus(kind: StatusKind): StatusKind {
  return kind;
}
