/**
 * What gainStatus and applyStatusToOpponent share: `amount` stacks per
 * match plus fixed `stacks`, clamped to the status's max stacks and to
 * `stackCap` (a pool already above stackCap is not lowered), locked by
 * `usablePhase`.
 */
import { z } from 'zod';
import { count, positive, usablePhaseSchema } from '../../data/dsl-parts.ts';
import { grantStatusFrom, sourceName } from '../../rules/statuses.ts';
import type { Seat } from '../../state.ts';
import type { CardCheck } from '../card-check.ts';
import { sharedOutcome } from '../outcomes.ts';
import type { EffectOutcome } from '../resolution.ts';
import { capped, type EffectContext } from './effect-module.ts';

export const statusGrantFields = {
  status: z.string(),
  amount: positive.optional(),
  stacks: positive.optional(),
  stackCap: count.optional(),
  usablePhase: usablePhaseSchema.optional(),
};

interface GrantDef {
  type: 'gainStatus' | 'applyStatusToOpponent';
  status: string;
  amount?: number;
  stacks?: number;
  stackCap?: number;
  usablePhase?: 'immediate' | 'nextAttack' | 'nextTurn';
  cap?: number;
}

export function checkGrant(e: GrantDef, at: CardCheck): void {
  at.status(e.status, ['status']);
  if (at.statuses.has(e.status) && e.stackCap !== undefined && e.stackCap > at.statuses.maxStacks(e.status)) {
    at.warn(
      ['stackCap'],
      `conflicting caps: stackCap ${e.stackCap} is above ${e.status}'s max stacks ${at.statuses.maxStacks(e.status)}`,
    );
  }
  if (e.stackCap === 0) at.warn(['stackCap'], 'stackCap 0: nothing can ever be gained');
}

export function runGrant(e: GrantDef, seat: Seat, ctx: EffectContext): EffectOutcome {
  // amount scales per match; stacks is a fixed grant (rules summary decision).
  const requested = capped(
    (e.amount ?? (e.stacks === undefined ? 1 : 0)) * ctx.matchCount + (e.stacks ?? 0),
    e.cap,
  );
  const added = grantStatusFrom(
    ctx.state,
    seat,
    e.status,
    requested,
    sourceName('rule:', ctx.ruleId),
    e.stackCap,
    e.usablePhase,
    ctx.apply,
  );
  if (added === 0) return sharedOutcome(e.type, false, 0, sourceName(e.status, ' already at its cap'));
  return sharedOutcome(e.type, true, added);
}
