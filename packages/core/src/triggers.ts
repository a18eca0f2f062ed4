/**
 * Deterministic dispatch of game events to watchers.
 *
 * Contract: `watchersFor(event)` lists the watchers that may react; they fire
 * in ascending `order`, ties broken by `id` (a string compare), never by
 * insertion order. A watcher's `fire` may return follow-up events; those are
 * dispatched depth-first before the next watcher of the current event fires.
 * A chain deeper than `maxDepth` throws RuleViolation('trigger-depth'), so a
 * loop in card data ends the action instead of the process.
 */
import { RuleViolation } from './errors.ts';

export interface Watcher<E, C> {
  id: string;
  order: number;
  /** Follow-up events to dispatch, or nothing. */
  // biome-ignore lint/suspicious/noConfusingVoidType: watchers that return nothing are the common case
  fire(event: E, ctx: C): readonly E[] | undefined | void;
}

export interface DispatchOptions {
  maxDepth?: number;
}

export const DEFAULT_MAX_TRIGGER_DEPTH = 32;

export function compareWatchers(a: { order: number; id: string }, b: { order: number; id: string }): number {
  if (a.order !== b.order) return a.order - b.order;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function dispatch<E, C>(
  event: E,
  watchersFor: (event: E, ctx: C) => Watcher<E, C>[],
  ctx: C,
  opts: DispatchOptions = {},
): number {
  const maxDepth = opts.maxDepth ?? DEFAULT_MAX_TRIGGER_DEPTH;
  let fired = 0;
  const run = (e: E, depth: number): void => {
    if (depth > maxDepth) {
      throw new RuleViolation('trigger-depth', `trigger chain deeper than ${maxDepth}; the data loops`);
    }
    const watchers = watchersFor(e, ctx).slice().sort(compareWatchers);
    for (const w of watchers) {
      fired++;
      const follow = w.fire(e, ctx);
      if (follow) for (const f of follow) run(f, depth + 1);
    }
  };
  run(event, 0);
  return fired;
}
