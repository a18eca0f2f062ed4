/**
 * What one defense effect is: its data schema, its check (compile step:
 * references and lint), and what it does when its rule fires. Effects are a
 * strict enum of deterministic operations, no free-form scripting. Damage
 * effects add to the resolution's pipeline contributions; the others
 * (statuses, buffs, heal, cleanse, transfer) apply at once; rerollDice
 * queues a reroll the resolver carries out after the pass. Conditions are
 * checked before `run` (conditions.ts).
 */
import type { z } from 'zod';
import type { DuelContext } from '../../events.ts';
import type { DuelState, Seat } from '../../state.ts';
import type { CardCheck } from '../card-check.ts';
import type { DefenseResolution, EffectOutcome } from '../resolution.ts';

export interface RerollRequest {
  ruleId: string;
  count: number;
  fields?: string[];
  policy: string;
}

export interface EffectContext {
  state: DuelState;
  defender: Seat;
  attacker: Seat;
  res: DefenseResolution;
  ruleId: string;
  /** New matches this pass; per-match effects scale by it. */
  matchCount: number;
  rerolls: RerollRequest[];
  apply?: DuelContext;
}

export interface EffectModule<D extends { type: string }> {
  readonly id: D['type'];
  /** The effect's data, as cards write it (with the common fields of data/dsl-parts.ts). */
  readonly schema: z.ZodType<D, unknown>;
  /** It turns matches into damage numbers (dealt, blocked, reflected): the double-counting lint reads it. */
  readonly countsIntoDamage?: boolean;
  /** References and lint beyond the schema and the common fields. */
  check?(e: D, at: CardCheck): void;
  run(e: D, ctx: EffectContext): EffectOutcome;
}

export const capped = (n: number, cap?: number) => (cap === undefined ? n : Math.min(n, cap));

/** The seat an effect lands on: `target` defaults per effect; 'ally' (reserved) means self. */
export function seatOf(
  ctx: EffectContext,
  target: 'self' | 'opponent' | 'ally' | undefined,
  fallback: 'self' | 'opponent',
): Seat {
  const t = target ?? fallback;
  return t === 'opponent' ? ctx.attacker : ctx.defender;
}
