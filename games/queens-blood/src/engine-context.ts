/** The engine context of an action: made (or reused) when it starts, handed back when it resolved. */
import { DEFAULT_MAX_TRIGGER_DEPTH } from '@arbiter/core';
import type { Catalog, EngineCtx } from './catalog-types.ts';
import type { QBEvent } from './events.ts';
import type { QBState } from './state.ts';

export type { EngineCtx, PendingTrigger } from './catalog-types.ts';

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
