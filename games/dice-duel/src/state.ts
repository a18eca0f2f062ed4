/**
 * The whole state of a Dice Duel match: plain JSON, cloned explicitly.
 * Seats are 0 and 1; `active` attacks this turn, the other defends.
 */
import type { RngState } from '@arbiter/core';
import type { Catalog } from './data/catalog-types.ts';
import type { DefenseCard, ExpiryDef, UsablePhase } from './data/defense-card-schema.ts';
import type { CarryOverOnKO } from './data/dsl-parts.ts';
import type { Combo } from './data/hero-schema.ts';
import type { DefenseResolution } from './defense/resolution.ts';
import type { SeatStats } from './telemetry/stats.ts';

export type Seat = 0 | 1;

/**
 * The data a match plays (heroes, statuses, their cards) travels with the
 * state by reference, under a symbol key: it is the rulebook, not the
 * position, so it stays out of hashes, JSON and views, and clones share it.
 * `arbiter sim dice-duel --data DIR` plays other data this way.
 */
export const CATALOG: unique symbol = Symbol('dice-duel catalog');

/** Status stacks that exist but may not be spent before `unlockTurn`. */
export interface LockedStacks {
  status: string;
  stacks: number;
  unlockTurn: number;
}

export interface Fighter {
  hero: string;
  hp: number;
  maxHp: number;
  /** All stacks held, spendable or not. */
  statuses: Record<string, number>;
  locked: LockedStacks[];
  /** The defense system this fighter uses this match. */
  defense: 'v1' | 'v2';
  /** Set when the hero asked for v2 but its card failed validation. */
  fellBackToV1: boolean;
  fallbackErrors: string[];
  /** The v2 card in use (null on v1). */
  card: DefenseCard | null;
}

/** A pending defense buff (seed: pendingDefenseBuffs). */
export interface PendingBuff {
  id: string;
  owner: Seat;
  kind: string;
  payload: { amount: number; source: string };
  stacks: number;
  cap?: number;
  expires: ExpiryDef;
  createdAt: { round: number; turn: number };
  cleansable: boolean;
  carryOverOnKO: CarryOverOnKO;
  usablePhase: UsablePhase;
  /** First turn in which it may be consumed. */
  usableFromTurn: number;
  /** Times it has given its bonus. */
  uses: number;
}

export type Phase = 'offense' | 'react' | 'over';

export interface OffenseState {
  dice: number[];
  /** 1..3: how many rolls have been made. */
  attempt: number;
}

/** The attack being defended, while the defender's reaction is owed. */
export interface PendingAttack {
  /** null for damage that comes from no ability (scenarios). */
  combo: Combo | null;
  label: string;
  raw: number;
  chiSpent: number;
  buffBonus: number;
  ultimate: boolean;
  post: Record<string, number>;
  defense: DefenseResolution;
}

export interface DuelOptionsResolved {
  heroes: [string, string];
  enableDefenseV2: boolean;
  defenseOverride: 'hero' | 'v1' | 'v2';
  maxRerollsPerDefense: number;
  maxRounds: number;
}

export interface DuelState {
  readonly [CATALOG]: Catalog;
  rng: RngState;
  options: DuelOptionsResolved;
  round: number;
  /** Global turn counter, 1-based. */
  turn: number;
  active: Seat;
  firstPlayer: Seat;
  initiativeRolls: [number, number][];
  phase: Phase;
  fighters: [Fighter, Fighter];
  offense: OffenseState;
  pending: PendingAttack | null;
  buffs: PendingBuff[];
  nextBuffId: number;
  /** The last defense resolved, for views and UIs. */
  lastDefense: DefenseResolution | null;
  /** The last attack's mitigation checkpoints. */
  lastAttack: AttackRecord | null;
  stats: [SeatStats, SeatStats];
  result: { winner: Seat | null; reason: string; doubleKo: boolean } | null;
  /** Scenario dice: queued faces per purpose, consumed before the RNG. */
  forced: Record<string, number[]>;
}

export interface Checkpoints {
  raw: number;
  afterFlat: number;
  afterPrevent: number;
  afterBlock: number;
  afterReflect: number;
  final: number;
}

export interface AttackRecord {
  attacker: Seat;
  combo: Combo | null;
  label: string;
  checkpoints: Checkpoints;
  blocked: number;
  prevented: number;
  reflected: number;
  dealtToAttacker: number;
  negatedByEvasive: boolean;
  clamped: boolean;
  doubleKo: boolean;
  /** An undefendable ultimate: not a defense, so not in the per-defense sums. */
  ultimate: boolean;
}

/** The data this match plays. */
export function catalogOf(state: DuelState): Catalog {
  return state[CATALOG];
}
