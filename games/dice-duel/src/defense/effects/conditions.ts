/**
 * Effect conditions, checked before an effect runs; a failed one rejects the
 * effect with a logged reason (in words: it reaches logs and boards). The
 * same conditions for every effect, with their words on the card.
 */
import { type ConditionDef, type StatusThreshold, thresholdOf } from '../../data/dsl-parts.ts';
import { statusWords } from '../../rules/status-kinds/index.ts';
import { stacks } from '../../rules/statuses.ts';
import { listWords, plural } from '../../words/phrases.ts';
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
  if (c.opponentHasStatus !== undefined) {
    const failed = belowThreshold(
      c.opponentHasStatus,
      stacks(state, attacker, thresholdOf(c.opponentHasStatus).status),
    );
    if (failed) return `condition failed: opponent ${failed}`;
  }
  if (c.selfHasStatus !== undefined) {
    const failed = belowThreshold(
      c.selfHasStatus,
      stacks(state, defender, thresholdOf(c.selfHasStatus).status),
    );
    if (failed) return `condition failed: self ${failed}`;
  }
  if (c.selfLacksStatus && stacks(state, defender, c.selfLacksStatus) > 0) {
    return `condition failed: self has ${statusWords(c.selfLacksStatus)}`;
  }
  if (c.minMatchCount !== undefined && ctx.matchCount < c.minMatchCount) {
    return `condition failed: ${plural(ctx.matchCount, 'match', 'matches')}, needs at least ${c.minMatchCount}`;
  }
  if (c.selfHpAtMost !== undefined && state.fighters[defender].hp > c.selfHpAtMost) {
    return `condition failed: HP ${state.fighters[defender].hp} > ${c.selfHpAtMost}`;
  }
  if (c.incomingAtLeast !== undefined && incoming < c.incomingAtLeast) {
    return `condition failed: incoming ${incoming} < ${c.incomingAtLeast}`;
  }
  return null;
}

/** null when `have` stacks meet the threshold, else what is missing ("has 1 burn, needs at least 2"). */
function belowThreshold(t: StatusThreshold, have: number): string | null {
  const { status, atLeast } = thresholdOf(t);
  if (have >= atLeast) return null;
  const name = statusWords(status);
  if (typeof t === 'string') return `has no ${name}`;
  return `has ${have} ${name}, needs at least ${atLeast}`;
}

/** A threshold as words: "burn", "at least 2 burn". */
function thresholdWords(t: StatusThreshold): string {
  const { status, atLeast } = thresholdOf(t);
  return atLeast > 1 ? `at least ${atLeast} ${statusWords(status)}` : statusWords(status);
}

/** The conditions as one clause of the card's text: "the attacker has burn and your HP is 10 or less". */
export function conditionWords(c: ConditionDef): string {
  const parts: string[] = [];
  if (c.opponentHasStatus !== undefined)
    parts.push(`the attacker has ${thresholdWords(c.opponentHasStatus)}`);
  if (c.selfHasStatus !== undefined) parts.push(`you have ${thresholdWords(c.selfHasStatus)}`);
  if (c.selfLacksStatus !== undefined) parts.push(`you have no ${statusWords(c.selfLacksStatus)}`);
  if (c.minMatchCount !== undefined) parts.push(`it matches at least ${c.minMatchCount} times`);
  if (c.selfHpAtMost !== undefined) parts.push(`your HP is ${c.selfHpAtMost} or less`);
  if (c.incomingAtLeast !== undefined) parts.push(`the damage is ${c.incomingAtLeast} or more`);
  return listWords(parts);
}

/** The statuses conditions name must exist; a threshold above the status's max stacks can never hold. */
export function checkConditionRefs(c: ConditionDef | undefined, at: CardCheck): void {
  for (const key of ['opponentHasStatus', 'selfHasStatus'] as const) {
    const t = c?.[key];
    if (t === undefined) continue;
    const { status, atLeast } = thresholdOf(t);
    const path = typeof t === 'string' ? ['conditions', key] : ['conditions', key, 'status'];
    at.status(status, path);
    if (at.statuses.has(status) && atLeast > at.statuses.maxStacks(status))
      at.warn(
        ['conditions', key, 'atLeast'],
        `threshold ${atLeast} ${status} can never hold: ${status} stacks to ${at.statuses.maxStacks(status)}`,
      );
  }
  if (c?.selfLacksStatus) at.status(c.selfLacksStatus, ['conditions', 'selfLacksStatus']);
}
