/**
 * What one kind of continuous change is (CR 611, 613): a static ability or
 * a resolved effect ("gets +1/+1", "has flying", "is a Demon in addition to
 * its other types", "can't attack you …") is an `affects` ref, an optional
 * `while` condition, and changes — each change one module here, keyed by its
 * field in the data, applied in its layer (4 types, 5 colours, 6 abilities and rule
 * flags, 7a characteristic-defining P/T, 7b base P/T, 7c modifications) by the layer system (derived.ts) in
 * timestamp order.
 */
import type { EffectModule, EffectTypes } from '@arbiter/core';
import type { Amount } from '../../cards/rules-block.ts';
import type { Derived } from '../../engine/derived.ts';
import type { Seat } from '../../engine/state.ts';
import type { Phrasing } from '../phrasing.ts';

/** The layers this pool's effects use, in the order they apply (CR 613.1). */
export const LAYERS = ['4', '5', '6', '7a', '7b', '7c'] as const;
export type Layer = (typeof LAYERS)[number];

/** What a change may use as it applies for one source. */
export interface LayerContext {
  /** The source's controller (whose "you"; who set a rule flag). */
  controller: Seat;
  /** An amount as the source reads it now (counted once per source). */
  amount(a: Amount): number;
  /** How many cards a player holds (a characteristic-defining ability's count, CR 604.3). */
  handSize(seat: Seat): number;
  /** The basic land type the source chose as it entered ("the chosen type"), if any. */
  chosenType(): string | undefined;
  /**
   * A board's values start shared with the card (and between boards): before
   * changing them, a change takes its own copy (once per object and board).
   */
  ownTypes(d: Derived): void;
  ownKeywords(d: Derived): void;
  ownFlags(d: Derived): void;
}

export interface StaticTypes extends EffectTypes {
  ctx: LayerContext;
  args: [];
  env: undefined;
  words: Phrasing;
}

export interface StaticModule<Id extends string = string, V = unknown> extends EffectModule<StaticTypes, V> {
  /** Its field in a continuous effect. */
  readonly id: Id;
  readonly layer: Layer;
  /** Applies the change to every object the source affects (in board order). */
  apply(affected: readonly Derived[], value: V, c: LayerContext): void;
}

export function defineStatic<const Id extends string, V>(m: StaticModule<Id, V>): StaticModule<Id, V> {
  return m;
}
