/**
 * What the rules and every effect module run with: the catalog, the state
 * being changed in place, and where events go. `emit` is null when nobody
 * records (agents' simulations, batch runs): events are built only when
 * someone reads them, so an unrecorded game pays nothing for its log.
 *
 * Consecutive `gained` events of one player from one card (a card's legs,
 * run one by one: "1 gold", then "1 strength") reach the log as one; the
 * last is held until another event comes or the engine is `done`.
 */
import type { Catalog } from './data/cards.ts';
import { addTo } from './delta.ts';
import type { CkEvent } from './events/events.ts';
import type { CkState } from './state.ts';

export type Emit = (event: CkEvent) => void;

export interface Engine {
  readonly cat: Catalog;
  readonly state: CkState;
  readonly emit: Emit | null;
  /** Sends what is held: call when the rules are done with the state for now. */
  done(): void;
}

type Gained = Extract<CkEvent, { type: 'gained' }>;

const NOTHING = () => {};

/**
 * A silent engine is made on every call, on purpose: a few fields that die
 * young, nearly free. Kept per state in a WeakMap, each entry's value held
 * its own key (the engine holds the state), and young collections did not
 * free them: every game's state survived, was copied and promoted, and each
 * young collection took several times longer (batch runs: about a fifth
 * more CPU).
 */
export function engineOf(cat: Catalog, state: CkState, emit: Emit | null = null): Engine {
  if (emit !== null) return recordingEngine(cat, state, emit);
  return { cat, state, emit: null, done: NOTHING };
}

/**
 * The engine of a recorded run. Apart from `engineOf` on purpose: the
 * closures' shared context (`held`) is allocated on entry to the function
 * that declares it, so in `engineOf` itself every silent call (every action
 * of a batch run) would allocate it for nothing.
 */
function recordingEngine(cat: Catalog, state: CkState, emit: Emit): Engine {
  let held: Gained | null = null;
  const done = () => {
    if (held) emit(held);
    held = null;
  };
  const merging: Emit = (event) => {
    if (event.type === 'gained') {
      if (held && held.player === event.player && held.source === event.source) {
        for (const [res, n] of Object.entries(event.delta)) addTo(held.delta, res, n);
        return;
      }
      done();
      held = { ...event, delta: { ...event.delta } };
      return;
    }
    done();
    emit(event);
  };
  return { cat, state, emit: merging, done };
}
