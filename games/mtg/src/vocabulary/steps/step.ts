/**
 * What one step is: one effect of the step vocabulary that a spell's or
 * ability's text compiles to ("deal 3 damage to any target", "draw a
 * card"). Each is a module of the kernel's effect shape — its params schema
 * (the JSON the parser writes, checked for every card at load), `run` (what
 * it does as its spell or ability resolves), its words — plus the hooks the
 * engine asks of some: the library cards its decision shows the deciding
 * seat, the steps and rules blocks nested in it.
 *
 * `run` changes the state; a step that needs a player's choice asks it
 * (`frame.ask`, which sets the pending decision) and returns: the engine
 * waits for the answer and runs the step again with it (`f.vars.answer`).
 */
import type { EffectModule, EffectTypes } from '@arbiter/core';
import { z } from 'zod';
import type { Condition, Continuous, Ref, RuleFlag, RulesBlock, Step } from '../../cards/rules-block.ts';
import { refSchema } from '../../cards/shapes.ts';
import type { Frame, MtgState } from '../../engine/state.ts';
import { conditionSchema } from '../conditions/index.ts';
import type { Phrasing } from '../phrasing.ts';

/** What every step may carry besides its own fields. */
export interface StepBase {
  op: string;
  /** The step happens only if this holds at resolution. */
  if?: Condition;
  /** "You may": decided on resolution by the controller, or by `chooser` ("its controller may …", CR 608.2d). */
  optional?: boolean;
  /** The player an optional step's text names as the one who may (absent: "you"). */
  chooser?: Ref;
}

export interface StepTypes extends EffectTypes {
  /** The game state the step changes. */
  ctx: MtgState;
  /** The resolving spell or ability. */
  args: [f: Frame];
  env: undefined;
  words: Phrasing;
}

/**
 * The vocabulary items a step holds besides its own fields' shapes (vote
 * outcomes, condition branches, a token's abilities, an effect's continuous
 * change, a rule it sets): checked and counted like the card's own.
 */
export interface Nested {
  /** Each item with its JSON path inside the step. */
  steps?: ReadonlyArray<readonly [InnerPath, readonly Step[]]>;
  blocks?: ReadonlyArray<readonly [InnerPath, RulesBlock]>;
  effects?: ReadonlyArray<readonly [InnerPath, Continuous]>;
  ruleFlags?: ReadonlyArray<readonly [InnerPath, RuleFlag]>;
  conditions?: ReadonlyArray<readonly [InnerPath, Condition]>;
}

/** A JSON path inside a step ("outcomes", 0). */
export type InnerPath = ReadonlyArray<string | number>;

export interface StepModule<P extends StepBase = StepBase> extends EffectModule<StepTypes, P> {
  readonly id: P['op'];
  run(s: MtgState, step: P, f: Frame): void;
  /**
   * The library cards this step's decision shows the seat that owes it (the
   * top cards it looks at, the cards a search can find), given the
   * decision's answers; absent: none (library-shown.ts).
   */
  shows?(f: Frame, answers: readonly unknown[]): readonly unknown[];
  /**
   * Its change is told by its own words (an `effect` event: "Giant Growth:
   * Serra Angel gets +3/+3 until end of turn"), as no other event tells it
   * (a continuous effect, a goad, a delayed trigger); absent: the engine's
   * own events tell what it does (damage, zone changes, life).
   */
  readonly announced?: boolean;
  /** The vocabulary items nested in it (steps, rules blocks, continuous effects, rule flags, conditions). */
  nested?(step: P): Nested;
}

export function defineStep<P extends StepBase>(m: StepModule<P>): StepModule<P> {
  return m;
}

/** The params schema of a step: its op, the fields every step may carry, and its own. */
export function stepSchema<const Op extends string, S extends z.ZodRawShape>(op: Op, shape: S) {
  return z
    .object({
      op: z.literal(op),
      if: conditionSchema.optional(),
      optional: z.boolean().optional(),
      chooser: refSchema.optional(),
      ...shape,
    })
    .strict();
}

/** A step inside another (vote outcomes, condition branches): checked by the rules-block checker, which walks into it. */
export const nestedStepSchema = z.custom<Step>(
  (v) => typeof v === 'object' && v !== null && 'op' in v && typeof v.op === 'string',
  'a step',
);

/** The cards a step looks at (`work.top`), for `shows`. */
export function topCards(f: Frame): readonly unknown[] {
  return f.vars.work?.top ?? [];
}
