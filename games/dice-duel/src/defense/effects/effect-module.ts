/**
 * What one defense effect is: the kernel's one effect shape (`EffectModule`:
 * its params schema as cards write it, its compile step — references and
 * lint —, what it does when its rule fires, its words on the card) with
 * Dice Duel's own hooks: its words for what it came to in a defense
 * (`outcome`, for logs), whether it turns matches into damage numbers, and
 * whether it fires again while its rule still matches after a reroll.
 * Effects are a strict set of deterministic operations, no free-form
 * scripting. Damage effects add to the resolution's pipeline contributions;
 * the others (statuses, buffs, heal, cleanse, transfer) apply at once;
 * rerollDice queues a reroll the resolver carries out after the pass.
 * Conditions are checked before `run` (conditions.ts).
 *
 * A new effect is one module in this folder plus its line in `index.ts`.
 */
import type { EffectModule } from '@arbiter/core';
import type { EffectBase } from '../../data/defense-card-schema.ts';
import type { SelectionPolicy } from '../../data/dsl-parts.ts';
import type { DuelContext } from '../../events.ts';
import type { DuelState, Seat } from '../../state.ts';
import type { CardWords, OutcomeWords } from '../../words/defense-words.ts';
import type { EffectCheck } from '../card-check.ts';
import type { DefenseResolution, EffectOutcome } from '../resolution.ts';

export interface RerollRequest {
  ruleId: string;
  count: number;
  fields?: string[];
  policy: SelectionPolicy;
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

/** The types Dice Duel's effect modules are written against (the kernel's EffectModule). */
export interface DefenseEffectTypes {
  /** `run(ctx, params)`: the defense in progress. */
  ctx: EffectContext;
  args: [];
  /** The compile step checks references against the card and reports problems at paths. */
  env: EffectCheck;
  /** The card's phrasing (its fields, statuses, …). */
  words: CardWords;
}

/**
 * One effect. `P` is its params as its schema parses them; the registry
 * holds every module as `DefenseEffect` (params: the common part), and its
 * hooks are methods, so listing modules of different params needs no cast:
 * a module only ever receives what its own schema parsed (the resolver finds
 * it by the effect's `type`).
 */
export interface DefenseEffect<P extends EffectBase = EffectBase>
  extends EffectModule<DefenseEffectTypes, P> {
  readonly id: P['type'];
  /** It turns matches into damage numbers (dealt, blocked, reflected): the double-counting lint reads it. */
  readonly countsIntoDamage?: boolean;
  /** It fires again while its rule still matches after a reroll, even with no new match (the reroll cascade). */
  readonly cascades?: boolean;
  run(ctx: EffectContext, params: P): EffectOutcome;
  /** What it came to in a defense, for the log: "blocks 3", "gives the attacker 1 burn", or why not. */
  outcome(params: P, outcome: EffectOutcome, w: OutcomeWords): string;
}

/** An effect module, its own params type kept while it is written. */
export function defineEffect<P extends EffectBase>(m: DefenseEffect<P>): DefenseEffect<P> {
  return m;
}

export const capped = (n: number, cap?: number) => (cap === undefined ? n : Math.min(n, cap));

/** "(at most 3)" after an amount an effect's `cap` bounds; empty without one. */
export const capWords = (cap?: number) => (cap === undefined ? '' : ` (at most ${cap})`);

/** The seat an effect lands on: `target` defaults per effect; 'ally' (reserved) means self. */
export function seatOf(
  ctx: EffectContext,
  target: 'self' | 'opponent' | 'ally' | undefined,
  fallback: 'self' | 'opponent',
): Seat {
  const t = target ?? fallback;
  return t === 'opponent' ? ctx.attacker : ctx.defender;
}

/** Who an effect reaches, as its words say it: "you" or "the attacker". */
export function targetWords(target: 'self' | 'opponent' | 'ally' | undefined, fallback: 'self' | 'opponent') {
  return (target ?? fallback) === 'opponent' ? 'the attacker' : 'you';
}

/** "3 dice", "1 die". */
export const dice = (w: OutcomeWords, n: number) => w.plural(n, 'die', 'dice');

/** An outcome that did nothing, with why: "(burn already at its cap)". */
export const why = (o: EffectOutcome) => (o.reason ? ` (${o.reason})` : '');
