/**
 * What one replacement (or prevention) effect is (CR 614, 615): the kind of
 * event it watches, whether it applies to the event as it is now, the event
 * that happens instead, and how the data calls for it (for the coverage
 * check). The engine offers every replaceable event to the registry
 * (engine/replacement.ts) before it happens.
 */
import type { VocabularyItem } from '@arbiter/core';
import type { MtgState, Seat, StackItem, Zone } from '../../engine/state.ts';

export type ReplaceableEvent =
  /** A spell's card leaving the stack (resolved, countered, or with every target gone). */
  | { kind: 'spell_leaves_stack'; item: StackItem; to: Zone }
  | { kind: 'damage'; source: number; target: number; amount: number; combat: boolean }
  /** A creature about to die (battlefield to graveyard, CR 700.4): where it goes instead. */
  | { kind: 'dies'; object: number; to: Zone }
  /** A card about to be put into its owner's graveyard from any zone: where it goes instead. */
  | { kind: 'to_graveyard'; object: number; owner: Seat; to: Zone };

export interface ReplacementModule extends VocabularyItem {
  readonly rule: string;
  readonly event: ReplaceableEvent['kind'];
  /** Whether it applies to this event as it is now. */
  applies(s: MtgState, e: ReplaceableEvent): boolean;
  /** The event that happens instead. */
  replace(e: ReplaceableEvent): ReplaceableEvent;
  /** Whether a node of a rules block (any object in it) calls for this replacement. */
  usedBy(node: object): boolean;
  /** What it does, as a card says it. */
  words(): string;
}

export const toExile = (e: ReplaceableEvent): ReplaceableEvent =>
  e.kind === 'spell_leaves_stack' ? { ...e, to: 'exile' } : e;
