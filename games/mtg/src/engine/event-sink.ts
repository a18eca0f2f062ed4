/**
 * Where the engine's events go while one action (or the setup) is applied.
 * The game module sets the kernel's `emit` here for that call and clears it
 * after (`recording`); everywhere else it is null, so an unrecorded game
 * (random play, search agents, the bench) builds no event: every emitting
 * site reads `events.emit?.(…)`, which skips building its argument when
 * nobody listens. The state stays plain JSON: no function lives in it.
 */
import type { MtgEvent } from '../events.ts';

export const events: { emit: ((e: MtgEvent) => void) | null } = { emit: null };

/** Runs `fn` with `emit` receiving the events it causes (none recorded when `emit` is absent). */
export function recording<T>(emit: ((e: MtgEvent) => void) | undefined, fn: () => T): T {
  const outer = events.emit;
  events.emit = emit ?? null;
  try {
    return fn();
  } finally {
    events.emit = outer;
  }
}
