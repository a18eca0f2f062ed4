/**
 * What the rules and every effect module run with: the catalog, the state
 * being changed in place, and where events go. `emit` is null when nobody
 * records (agents' simulations, batch runs): events are built only when
 * someone reads them, so an unrecorded game pays nothing for its log.
 */
import type { Catalog } from './data/cards.ts';
import type { CkEvent } from './events/events.ts';
import type { CkState } from './state.ts';

export type Emit = (event: CkEvent) => void;

export interface Engine {
  readonly cat: Catalog;
  readonly state: CkState;
  readonly emit: Emit | null;
}

export function engineOf(cat: Catalog, state: CkState, emit: Emit | null = null): Engine {
  return { cat, state, emit };
}
