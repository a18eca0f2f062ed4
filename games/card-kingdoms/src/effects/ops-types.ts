/** The shape of a named operation's handler and of the resolver of the decision it raises. */
import type { Catalog } from '../data/catalog.ts';
import type { Leg } from '../grammar/tree.ts';
import type { CkAction, CkState, Decision, Task } from '../state.ts';

export type OpLeg = Extract<Leg, { kind: 'op' }>;

/** Runs an operation for `task.player`: changes the state and returns null, or returns the decision it raises. */
export type OpHandler = (cat: Catalog, state: CkState, task: Task, leg: OpLeg) => Decision | null;

/** Carries out the chosen option of a decision an operation raised (`decline` never gets here). */
export type OpResolver = (cat: Catalog, state: CkState, d: Decision, action: CkAction, leg: OpLeg) => void;

export interface Operation {
  run: OpHandler;
  resolve?: OpResolver;
}
