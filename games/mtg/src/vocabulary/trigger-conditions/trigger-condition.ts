/**
 * What one trigger condition is: a test on the event that triggered an
 * ability ("you cast an instant or sorcery spell", "a creature you control
 * with flying enters", "during an opponent's turn"), read when it triggers.
 * One module each, on the kernel's effect shape: params schema, `holds`, words.
 */
import type { EffectModule, EffectTypes } from '@arbiter/core';
import type { GameObject, MtgState, Seat } from '../../engine/state.ts';
import type { Phrasing } from '../phrasing.ts';
import type { TriggerEvent } from '../triggers/trigger-event.ts';

export interface TriggerConditionContext {
  s: MtgState;
  /** The object the ability watches (its own source, or a delayed ability's "that creature"). */
  self: GameObject;
  /** Who controls the ability ("you"). */
  controller: Seat;
  event: TriggerEvent;
}

export interface TriggerConditionTypes extends EffectTypes {
  ctx: TriggerConditionContext;
  args: [];
  env: undefined;
  words: Phrasing;
}

export interface TriggerConditionModule<P extends { id: string } = { id: string }>
  extends EffectModule<TriggerConditionTypes, P> {
  readonly id: P['id'];
  holds(c: TriggerConditionContext, p: P): boolean;
}

export function defineTriggerCondition<P extends { id: string }>(
  m: TriggerConditionModule<P>,
): TriggerConditionModule<P> {
  return m;
}
