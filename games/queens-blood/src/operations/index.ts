/**
 * The operation registry: one module per operation (params schema, compile,
 * run, words and Queen's Blood's own hooks).
 * Adding an operation is its module and one line here; the compiler, the
 * engine, scoring and the coverage check all read this registry.
 */
import { registryOf } from '@arbiter/core';
import { addToHand } from './add-to-hand.ts';
import { destroyCards } from './destroy-cards.ts';
import { drawCards } from './draw-cards.ts';
import { expandPositions } from './expand-positions.ts';
import { modifyPower } from './modify-power.ts';
import { modifyPowerScale } from './modify-power-scale.ts';
import { modifyTileRanks } from './modify-tile-ranks.ts';
import type { OperationModule } from './operation.ts';
import { replaceAlly } from './replace-ally.ts';
import { resetPower } from './reset-power.ts';
import { scoreBonus } from './score-bonus.ts';
import { spawnToken } from './spawn-token.ts';

const OPERATIONS: readonly OperationModule[] = [
  modifyPower,
  modifyPowerScale,
  destroyCards,
  replaceAlly,
  addToHand,
  spawnToken,
  modifyTileRanks,
  scoreBonus,
  expandPositions,
  drawCards,
  resetPower,
];

/** Modules marked `reserved` (draw_cards) wait for data that uses them. */
export const operationRegistry = registryOf('operation type', OPERATIONS);

export type {
  CompileCtx,
  CompiledOp,
  LaneRead,
  OperationModule,
  OperationTypes,
  OperationWords,
  UsageSets,
} from './operation.ts';
