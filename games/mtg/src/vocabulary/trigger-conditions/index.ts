/**
 * The trigger-condition vocabulary: one module per test on a triggering
 * event. The `TriggerCondition` union is made of the modules' params schemas.
 */
import { registryOf } from '@arbiter/core';
import { itemOf, type ParamsOf } from '../params.ts';
import { attacksYourOpponent } from './attacks-your-opponent.ts';
import { controller } from './controller.ts';
import { duringOpponentTurn } from './during-opponent-turn.ts';
import { duringYourTurn } from './during-your-turn.ts';
import { hasKeyword } from './has-keyword.ts';
import { spellType } from './spell-type.ts';
import { subtype } from './subtype.ts';
import type { TriggerConditionContext, TriggerConditionModule } from './trigger-condition.ts';

const TRIGGER_CONDITIONS = [
  controller,
  duringOpponentTurn,
  duringYourTurn,
  attacksYourOpponent,
  hasKeyword,
  subtype,
  spellType,
] as const;

export type TriggerCondition = ParamsOf<(typeof TRIGGER_CONDITIONS)[number]>;

export const triggerConditionRegistry = registryOf<TriggerConditionModule>(
  'trigger condition',
  TRIGGER_CONDITIONS,
);

/** An item of the vocabulary, checked by its own module's schema. */
export const triggerConditionSchema = itemOf<TriggerCondition>(triggerConditionRegistry, 'id');

export function triggerConditionHolds(ctx: TriggerConditionContext, c: TriggerCondition): boolean {
  return triggerConditionRegistry.get(c.id).holds(ctx, c);
}

export type { TriggerConditionContext, TriggerConditionModule } from './trigger-condition.ts';
