/**
 * What one operation module holds: its id (the name data uses), the schema of
 * its parameters, and how it changes the state. Adding an operation is one
 * new file in this folder plus a line in `index.ts`.
 */
import type { z } from 'zod';
import type { DuelEvent, DuelState } from '../state.ts';

export interface OperationContext {
  /** The seat playing the card. */
  player: number;
  emit?: (event: DuelEvent) => void;
}

export interface Operation<P = unknown> {
  readonly id: string;
  readonly params: z.ZodType<P, unknown>;
  run(state: DuelState, params: P, ctx: OperationContext): void;
}

/** Keeps each module's parameter type while the registry holds them together. */
export function defineOperation<P>(op: Operation<P>): Operation {
  // The registry hands `run` only what `params` parsed.
  return op as Operation;
}
