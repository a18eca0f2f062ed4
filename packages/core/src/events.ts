/**
 * Typed events. A game declares its events as one union of object types
 * discriminated by a string-literal `type` (`EventBase` is what each has:
 * `level`, `visibleTo`), so the compiler checks every place that emits or
 * reads one. Each event type has words — a sentence a player reads, seats
 * numbered from 1 — written once per type in an `EventWords` record, which
 * the compiler holds complete: a new event type does not typecheck until it
 * has words, and an erased `{ type: string }` event type cannot have any.
 * `describeWith(words)` makes the game's `describeEvent` from that record.
 *
 * Visibility: an event with `visibleTo` is for those seats only; everyone
 * else's log (`eventVisible`, `Match.eventsFor`) never holds it, and the
 * conformance suite checks that what an event shows its seats is no more
 * than their views show.
 */
import type { EventBase, PlayerId } from './game.ts';

/**
 * The words of each event type of the union `E`: one function per `type`,
 * given that type's own event. `never` for an erased event type (`type:
 * string`): declare the union.
 */
export type EventWords<E extends EventBase> = string extends E['type']
  ? never
  : { readonly [K in E['type']]: (event: Extract<E, { type: K }>) => string };

/** A game's `describeEvent` from its words record. */
export function describeWith<E extends EventBase>(words: EventWords<E>): (event: E) => string {
  const table = words as unknown as Record<string, (event: E) => string>;
  return (event) => {
    const say = Object.hasOwn(table, event.type) ? table[event.type] : undefined;
    // Only an event from outside the union (unchecked input) has no words.
    if (say === undefined) throw new Error(`no words for event type '${event.type}'`);
    return say(event);
  };
}

/** Whether `seat` (null: a spectator) may see `event`: events without `visibleTo` are public. */
export function eventVisible(event: EventBase, seat: PlayerId | null): boolean {
  const to = event.visibleTo;
  if (to === undefined) return true;
  if (seat === null) return false;
  return Array.isArray(to) ? to.includes(seat) : to === seat;
}
