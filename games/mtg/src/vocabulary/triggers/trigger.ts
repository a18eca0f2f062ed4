/**
 * What one trigger is (CR 603): the event it waits for ("when this
 * creature enters", "whenever another creature you control dies"), as a
 * `match` from the engine's trigger event to the variables the ability
 * resolves with (what "it" and "that much" are), and its opening words.
 * Its further tests (whose event, which kind of spell) are trigger
 * conditions; the engine fires events, never a trigger by name.
 */
import type { VocabularyItem } from '@arbiter/core';
import type { FrameVars, GameObject, MtgState } from '../../engine/state.ts';
import type { TriggerEvent } from './trigger-event.ts';

export interface TriggerMatchContext {
  s: MtgState;
  /** The object whose ability it is (or that a delayed ability watches). */
  self: GameObject;
  event: TriggerEvent;
}

export interface TriggerModule<Id extends string = string> extends VocabularyItem {
  readonly id: Id;
  /** The variables the ability resolves with when this event triggers it, or null. */
  match(c: TriggerMatchContext): FrameVars | null;
  /** Its opening clause as a card prints it ("when this creature enters"). */
  words(): string;
  /**
   * Every event type it can match: an event no trigger of a match waits for is not offered to that
   * match's permanents (engine/match-features.ts, engine/triggers.ts).
   */
  readonly events: readonly TriggerEvent['type'][];
}

export function defineTrigger<const Id extends string>(m: TriggerModule<Id>): TriggerModule<Id> {
  return m;
}

/** An event about the ability's own object ("this creature enters", "attacks"): "it" is the object. */
export function ownEvent(type: 'ETB' | 'ATTACKS', c: TriggerMatchContext): FrameVars | null {
  const e = c.event;
  if (e.type !== type || (e.type !== 'ETB' && e.type !== 'ATTACKS')) return null;
  return e.object === c.self.id ? { eventSubject: c.self.id } : null;
}
