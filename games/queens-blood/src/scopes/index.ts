/** The scope registry: one module per scope; data naming any other scope fails validation. */
import { registryOf } from '@arbiter/core';
import { allCardsGlobal } from './all-cards-global.ts';
import { allCardsInLane } from './all-cards-in-lane.ts';
import { allCardsOnAffectedTiles } from './all-cards-on-affected-tiles.ts';
import { alliesGlobal } from './allies-global.ts';
import { alliesInLane } from './allies-in-lane.ts';
import { alliesOnAffectedTiles } from './allies-on-affected-tiles.ts';
import { enemiesGlobal } from './enemies-global.ts';
import { enemiesInLane } from './enemies-in-lane.ts';
import { enemiesOnAffectedTiles } from './enemies-on-affected-tiles.ts';
import { laneOwner } from './lane-owner.ts';
import type { ScopeInput, ScopeModule } from './scope.ts';
import { self } from './self.ts';

const SCOPES: readonly ScopeModule[] = [
  self,
  alliesOnAffectedTiles,
  enemiesOnAffectedTiles,
  allCardsOnAffectedTiles,
  alliesGlobal,
  enemiesGlobal,
  allCardsGlobal,
  alliesInLane,
  enemiesInLane,
  allCardsInLane,
  laneOwner,
];

export const scopeRegistry = registryOf('scope', SCOPES);

/** The uids `scope` reaches from `input.src`, in tile order. */
export function resolveScope(input: ScopeInput, scope: string): number[] {
  const out: number[] = [];
  scopeRegistry.get(scope).resolve(input, out);
  return out;
}

export { type Relation, relationHolds, type ScopeInput, type ScopeModule, type UidSink } from './scope.ts';
