/**
 * What gainStatus and applyStatusToOpponent share: `amount` stacks per
 * match plus fixed `stacks`, clamped to the status's max stacks and to
 * `stackCap` (a pool already above stackCap is not lowered), locked by
 * `usablePhase`; their compile step, run, words and outcome words.
 */
import { z } from 'zod';
import { count, positive, type UsablePhase, usablePhaseSchema } from '../../data/dsl-parts.ts';
import { statusWords } from '../../rules/status-kinds/index.ts';
import { grantStatusFrom, sourceName } from '../../rules/statuses.ts';
import type { Seat } from '../../state.ts';
import type { CardWords, OutcomeWords } from '../../words/defense-words.ts';
import type { CardCheck } from '../card-check.ts';
import { sharedOutcome } from '../outcomes.ts';
import type { EffectOutcome } from '../resolution.ts';
import { capped, capWords, type EffectContext, why } from './effect-module.ts';

export const statusGrantFields = {
  status: z.string(),
  amount: positive.optional(),
  stacks: positive.optional(),
  stackCap: count.optional(),
  usablePhase: usablePhaseSchema.optional(),
};

interface GrantDef {
  type: string;
  status: string;
  amount?: number;
  stacks?: number;
  stackCap?: number;
  usablePhase?: UsablePhase;
  cap?: number;
}

export function compileGrant<D extends GrantDef>(e: D, at: CardCheck): D {
  at.status(e.status, ['status']);
  if (at.statuses.has(e.status) && e.stackCap !== undefined && e.stackCap > at.statuses.maxStacks(e.status)) {
    at.warn(
      ['stackCap'],
      `conflicting caps: stackCap ${e.stackCap} is above ${e.status}'s max stacks ${at.statuses.maxStacks(e.status)}`,
    );
  }
  if (e.stackCap === 0) at.warn(['stackCap'], 'stackCap 0: nothing can ever be gained');
  return e;
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
  if (added === 0)
    return sharedOutcome(e.type, false, 0, sourceName(statusWords(e.status), ' already at its cap'));
  return sharedOutcome(e.type, true, added);
}

/** "gain 1 chi, up to 3, usable from the next turn" (`verb`: "gain", "give the attacker"). */
export function grantWords(verb: string, e: GrantDef, w: CardWords): string {
  const status = w.status(e.status);
  const perMatch = e.amount ?? (e.stacks === undefined ? 1 : 0);
  const amounts =
    perMatch === 0
      ? `${e.stacks} ${status} once`
      : `${perMatch} ${status}${e.stacks !== undefined ? ` and ${e.stacks} more once` : ''}`;
  const upTo = e.stackCap !== undefined ? `, up to ${e.stackCap}` : '';
  const usable = e.usablePhase !== undefined ? `, ${w.usable(e.usablePhase)}` : '';
  return `${verb} ${amounts}${capWords(e.cap)}${upTo}${usable}`;
}

/** "gains 2 chi", "gives the attacker no burn (burn already at its cap)". */
export function grantOutcome(verb: string, e: GrantDef, o: EffectOutcome, w: OutcomeWords): string {
  const status = w.status(e.status);
  return o.ok ? `${verb} ${o.value} ${status}` : `${verb} no ${status}${why(o)}`;
}
