/**
 * What one condition is: a clause the rules read as true or false — on a
 * static ability ("as long as you control an Equipment", "during your
 * turn"), on a step ("if you do", "if it's white"), as an intervening "if"
 * (CR 603.4), an alternate cost's or an activation's restriction. Each is a
 * module of the kernel's effect shape: its params schema (the JSON the
 * parser writes), `holds` (what it reads), its words.
 */
import type { EffectModule, EffectTypes } from '@arbiter/core';
import type { Ref } from '../../cards/rules-block.ts';
import type { Board } from '../../engine/derived.ts';
import type { FrameVars, MtgState, Seat } from '../../engine/state.ts';
import type { Phrasing } from '../phrasing.ts';

export interface ConditionContext {
  s: MtgState;
  board: Board;
  /** The player the text calls "you". */
  you: Seat;
  /** The object whose ability or spell asks. */
  source: number;
  /** The resolving frame's variables; null outside a resolution (statics, costs, restrictions). */
  vars: FrameVars | null;
  /** The objects and players a ref names now; null outside a resolution. */
  refIds: ((ref: Ref) => number[]) | null;
}

export interface ConditionTypes extends EffectTypes {
  ctx: ConditionContext;
  args: [];
  env: undefined;
  words: Phrasing;
}

export interface ConditionModule<P extends { id: string } = { id: string }>
  extends EffectModule<ConditionTypes, P> {
  readonly id: P['id'];
  /** Whether it holds now. */
  holds(c: ConditionContext, p: P): boolean;
}

export function defineCondition<P extends { id: string }>(m: ConditionModule<P>): ConditionModule<P> {
  return m;
}

/** For conditions only a resolution can answer ("if you do"): the frame's variables, or an error. */
export function resolving(c: ConditionContext, id: string): FrameVars {
  if (!c.vars) throw new Error(`condition '${id}' is read only while a spell or ability resolves`);
  return c.vars;
}
