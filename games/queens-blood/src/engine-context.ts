/** What every rule and operation handler gets: the state, the data and the resolution in progress. */
import type { GameEvent } from '@arbiter/core';
import type { Catalog } from './catalog-types.ts';
import type { QBState } from './state.ts';
import type { Trigger } from './vocabulary.ts';

export interface PendingTrigger {
  uid: number;
  trigger: Trigger;
}

export interface EngineCtx {
  s: QBState;
  cat: Catalog;
  emit: ((e: GameEvent) => void) | null;
  /** Triggers raised by power changes, fired in the settle step of the action. */
  queue: PendingTrigger[];
  /** Cards of the destroy batch in progress. */
  dying: Set<number>;
  /** replace_ally: effective power of the ally the played card replaced (0 when none). */
  replacedAllyPower: number;
  /** The played or destroyed card a watcher reacts to. */
  event: { trigger: Trigger; uid: number } | null;
}

export function newCtx(s: QBState, cat: Catalog, emit?: (e: GameEvent) => void): EngineCtx {
  return { s, cat, emit: emit ?? null, queue: [], dying: new Set(), replacedAllyPower: 0, event: null };
}
