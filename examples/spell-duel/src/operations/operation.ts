/**
 * What one operation module holds: the kernel's one effect shape
 * (`EffectModule`): its id (the name data uses), a line for designers, the
 * schema of its parameters, how it changes the state, and its words for
 * players. Adding an operation is one new file in this folder plus a line in
 * `index.ts`.
 */
import type { EffectModule } from '@arbiter/core';
import type { DuelEvent, DuelState } from '../state.ts';

export interface OperationContext {
  /** The seat playing the card. */
  player: number;
  emit?: (event: DuelEvent) => void;
}

/** The types Spell Duel's operations are written against, named once. */
export interface SpellDuelEffects {
  /** `run(state, params, { player, emit })`. */
  ctx: DuelState;
  args: [OperationContext];
  /** No compile step needs anything: the parsed params are what `run` reads. */
  env: undefined;
  /** Words need no shared phrasing here. */
  words: undefined;
}

export type Operation<P = unknown> = EffectModule<SpellDuelEffects, P>;

/** Keeps each module's parameter type while it is written; the registry holds them together. */
export function defineOperation<P>(op: Operation<P>): Operation {
  // Hooks are methods, so a module of any params is an Operation; `run` only gets what `params` parsed.
  return op;
}
