/**
 * The operation registry: every named operation the data may name (`VERB
 * args…` legs), one module each, grouped in folders by family. Adding an
 * operation is its module and its line here; the engine, the compile step,
 * the coverage check, validation and card text all read this list.
 */
import { registryOf } from '@arbiter/core';
import type { OperationModule } from '../module.ts';
import { doublesOrNoPayout, doublesOrNoPayoutTwice } from './activation/doubles-only.ts';
import { banishCenter, banishCenterCitizen, banishCenterDomain } from './centre/banish-center.ts';
import { blockRecruitMatchingRoll } from './centre/blockade.ts';
import { addSelfGoldPool, addSelfSlayCost, gainSelfGoldPool } from './centre/event-pools.ts';
import { addSlayCost, modifyMonsterStrength } from './centre/monster-cost.ts';
import { placeKingsGuard } from './centre/place-kings-guard.ts';
import { placeReserveMonster } from './centre/place-reserve-monster.ts';
import { gainPerTome } from './goods/gain-per-tome.ts';
import { refreshTomes } from './goods/refresh-tomes.ts';
import { sail } from './goods/sail.ts';
import { banishOwned } from './owned/banish-owned.ts';
import { PER_OWNED_NAME } from './owned/gain-per-owned-name.ts';
import { returnOwned } from './owned/return-owned.ts';
import { takeOwned } from './owned/take-owned.ts';
import { allGainPerOwned } from './players/all-gain-per-owned.ts';
import { gainAction } from './players/gain-action.ts';
import { grantAll } from './players/grant-all.ts';
import { payToChosen } from './players/pay-to-chosen.ts';
import { WHO_AMOUNTS } from './players/who-amounts.ts';
import { buildDomain, recruit, slay } from './purchases.ts';
import { exekratysImmune } from './roll/exekratys-immune.ts';
import { REROLLS } from './roll/rerolls.ts';
import { setOneDie } from './roll/set-one-die.ts';
import { floorDiv, wildChoose } from './scoring/noble-payouts.ts';
import {
  concurrentFlipOneCitizen,
  flipOpponentCitizen,
  flipOpponentDomain,
  flipOwnCitizen,
} from './tableaus/flips.ts';
import {
  banishOwnedCitizen,
  banishPlayerCitizen,
  banishRandomPlayerMonster,
  stealCitizen,
} from './tableaus/take-and-banish.ts';

const OPERATIONS: readonly OperationModule[] = [
  // Purchases outside the two actions.
  slay,
  recruit,
  buildDomain,
  // The player's own cards.
  returnOwned,
  banishOwned,
  takeOwned,
  ...PER_OWNED_NAME,
  // Who gains and loses.
  ...WHO_AMOUNTS,
  allGainPerOwned,
  payToChosen,
  gainAction,
  grantAll,
  // The centre.
  addSlayCost,
  modifyMonsterStrength,
  addSelfSlayCost,
  addSelfGoldPool,
  gainSelfGoldPool,
  blockRecruitMatchingRoll,
  placeKingsGuard,
  placeReserveMonster,
  banishCenter,
  banishCenterCitizen,
  banishCenterDomain,
  // Players' tableaus.
  flipOwnCitizen,
  flipOpponentCitizen,
  concurrentFlipOneCitizen,
  flipOpponentDomain,
  stealCitizen,
  banishPlayerCitizen,
  banishRandomPlayerMonster,
  banishOwnedCitizen,
  // Goods and tomes.
  sail,
  refreshTomes,
  gainPerTome,
  // Consulted by the turn, scoring and the catalog rather than run.
  setOneDie,
  ...REROLLS,
  exekratysImmune,
  doublesOrNoPayout,
  doublesOrNoPayoutTwice,
  floorDiv,
  wildChoose,
];

export const operationRegistry = registryOf('operation', OPERATIONS);
