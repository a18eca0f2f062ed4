/**
 * The status vocabulary: what the engine does with each status id the data
 * declares. Numbers (stack caps, burn damage by stacks, cleanse rolls) come
 * from the data; the behaviour kind is registered here, so a status in the
 * data with no behaviour fails the coverage check.
 */
import { createRegistry } from '@arbiter/core';

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

export const statusBehaviours = createRegistry<string, StatusBehaviour>('status', {
  burn: 'upkeepDamage',
  chi: 'spendForPower',
  evasive: 'spendToEvade',
  prevent_half: 'spendToHalve',
  purify: 'upkeepBounce',
});
