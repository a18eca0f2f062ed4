/** What every rule and operation handler gets: the state, the data and the resolution in progress. */
import { DEFAULT_MAX_TRIGGER_DEPTH } from '@arbiter/core';
import type { Catalog } from './catalog-types.ts';
import type { Emit, QBEvent } from './events.ts';
import type { QBState } from './state.ts';

export interface PendingTrigger {
  uid: number;
  trigger: string;
}

export interface EngineCtx {
  s: QBState;
  cat: Catalog;
  emit: Emit;
  /** Triggers raised by power changes, fired in the settle step of the action. */
  queue: PendingTrigger[];
  /** Cards of the destroy batch in progress. */
  dying: Set<number>;
  /** replace_ally: effective power of the ally the played card replaced (0 when none). */
  replacedAllyPower: number;
  /** The played or destroyed card a watcher reacts to. */
  event: { trigger: string; uid: number } | null;
  /**
   * Watcher levels already open: a watcher's effect may destroy or play
   * cards that other watchers see, so the kernel's dispatch depth guard
   * covers the whole cascade, not one dispatch call.
   */
  depth: number;
  maxDepth: number;
}

/** A context a finished action handed back (one action resolves at a time), reused by the next. */
let spare: EngineCtx | null = null;

export function newCtx(s: QBState, cat: Catalog, emit?: ((e: QBEvent) => void) | null): EngineCtx {
  const ctx = spare;
  if (ctx === null) {
    return {
      s,
      cat,
      emit: emit ?? null,
      queue: [],
      dying: new Set(),
      replacedAllyPower: 0,
      event: null,
      depth: 0,
      maxDepth: DEFAULT_MAX_TRIGGER_DEPTH,
    };
  }
  spare = null;
  ctx.s = s;
  ctx.cat = cat;
  ctx.emit = emit ?? null;
  ctx.replacedAllyPower = 0;
  ctx.event = null;
  ctx.depth = 0;
  return ctx;
}

/**
 * Hands back a context whose action resolved completely (its queue and
 * destroy batch are empty); an action that threw keeps its context.
 */
export function releaseCtx(ctx: EngineCtx): void {
  if (ctx.queue.length === 0 && ctx.dying.size === 0) spare = ctx;
}
