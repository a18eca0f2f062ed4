/**
 * Effect conditions, checked before an effect runs; a failed one rejects the
 * effect with a logged reason. The same conditions for every effect.
 */
import type { ConditionDef } from '../../data/dsl-parts.ts';
import { stacks } from '../../rules/statuses.ts';
import type { CardCheck } from '../card-check.ts';
import type { EffectContext } from './effect-module.ts';

/** null when all conditions hold, else the reason. */
export function checkConditions(
  c: ConditionDef | undefined,
  ctx: EffectContext,
  incoming: number,
): string | null {
  if (!c) return null;
  const { state, defender, attacker } = ctx;
  if (c.opponentHasStatus && stacks(state, attacker, c.opponentHasStatus) === 0) {
    return `condition failed: opponent has no ${c.opponentHasStatus}`;
  }
  if (c.selfHasStatus && stacks(state, defender, c.selfHasStatus) === 0) {
    return `condition failed: self has no ${c.selfHasStatus}`;
  }
  if (c.selfLacksStatus && stacks(state, defender, c.selfLacksStatus) > 0) {
    return `condition failed: self has ${c.selfLacksStatus}`;
  }
  if (c.minMatchCount !== undefined && ctx.matchCount < c.minMatchCount) {
    return `condition failed: matchCount ${ctx.matchCount} < ${c.minMatchCount}`;
  }
  if (c.selfHpAtMost !== undefined && state.fighters[defender].hp > c.selfHpAtMost) {
    return `condition failed: HP ${state.fighters[defender].hp} > ${c.selfHpAtMost}`;
  }
  if (c.incomingAtLeast !== undefined && incoming < c.incomingAtLeast) {
    return `condition failed: incoming ${incoming} < ${c.incomingAtLeast}`;
  }
  return null;
}

/** The statuses conditions name must exist. */
export function checkConditionRefs(c: ConditionDef | undefined, at: CardCheck): void {
  if (c?.opponentHasStatus) at.status(c.opponentHasStatus, ['conditions', 'opponentHasStatus']);
  if (c?.selfHasStatus) at.status(c.selfHasStatus, ['conditions', 'selfHasStatus']);
  if (c?.selfLacksStatus) at.status(c.selfLacksStatus, ['conditions', 'selfLacksStatus']);
}
