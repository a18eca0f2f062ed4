/**
 * The condition vocabulary (statics' "as long as", steps' "if", intervening
 * "if", restrictions): one module per condition. The `Condition` union is
 * made of the modules' params schemas; adding one is its module and a line here.
 */
import { registryOf } from '@arbiter/core';
import { itemOf, type ParamsOf } from '../params.ts';
import { castDuringYourMain } from './cast-during-your-main.ts';
import type { ConditionContext, ConditionModule } from './condition.ts';
import { didPrevious } from './did-previous.ts';
import { duringYourUpkeep } from './during-your-upkeep.ts';
import { graveyardEmpty } from './graveyard-empty.ts';
import { noneOnBattlefield } from './none-on-battlefield.ts';
import { objectIsColor } from './object-is-color.ts';
import { onceEachTurn } from './once-each-turn.ts';
import { paid } from './paid.ts';
import { selfEquipped } from './self-equipped.ts';
import { selfUntapped } from './self-untapped.ts';
import { sourceAttacking } from './source-attacking.ts';
import { youControl } from './you-control.ts';
import { yourTurn } from './your-turn.ts';

const CONDITIONS = [
  yourTurn,
  selfEquipped,
  youControl,
  paid,
  didPrevious,
  castDuringYourMain,
  objectIsColor,
  sourceAttacking,
  duringYourUpkeep,
  noneOnBattlefield,
  selfUntapped,
  onceEachTurn,
  graveyardEmpty,
] as const;

export type Condition = ParamsOf<(typeof CONDITIONS)[number]>;

export const conditionRegistry = registryOf<ConditionModule>('condition', CONDITIONS);

/** A condition of the vocabulary: an object whose `id` names a module, checked by that module's schema. */
/** An item of the vocabulary, checked by its own module's schema. */
export const conditionSchema = itemOf<Condition>(conditionRegistry, 'id');

/** Whether condition `c` holds in context `ctx` (its module's `holds`). */
export function conditionHolds(ctx: ConditionContext, c: Condition): boolean {
  return conditionRegistry.get(c.id).holds(ctx, c);
}

export type { ConditionContext, ConditionModule } from './condition.ts';
