/**
 * The report of one finished match (for sims and scenarios): who played what
 * with which defense system, the result, and each seat's counters. Batches
 * fold these into their summary game by game (telemetry/summary.ts).
 */
import type { GameReport } from '@arbiter/core';
import { DEFENSE_DSL_VERSION, DEFENSE_SCHEMA_VERSION } from '../data/defense-card-schema.ts';
import { fieldsHashOf } from '../defense/resolve-v2.ts';
import { catalogOf, type DuelState } from '../state.ts';
import type { SeatStats } from './stats.ts';

export interface DuelReport extends GameReport {
  defenseSchemaVersion: number;
  defenseDslVersion: string;
  enableDefenseV2: boolean;
  defenseOverride: string;
  heroes: [string, string];
  heroDefenseVersion: [string, string];
  defenseUsed: [string, string];
  fellBackToV1: [boolean, boolean];
  fieldsHash: [string | null, string | null];
  turnsV1: number;
  turnsV2: number;
  firstPlayer: number;
  winner: number | null;
  doubleKo: boolean;
  reason: string;
  rounds: number;
  turns: number;
  hpLeft: [number, number];
  /** Defended attacks that failed the integrity check (0 in a correct engine). */
  driftCount: number;
  stats: [SeatStats, SeatStats];
}

export function reportOf(state: DuelState): DuelReport {
  const heroes = catalogOf(state).heroes;
  const [a, b] = state.fighters;
  return {
    defenseSchemaVersion: DEFENSE_SCHEMA_VERSION,
    defenseDslVersion: DEFENSE_DSL_VERSION,
    enableDefenseV2: state.options.enableDefenseV2,
    defenseOverride: state.options.defenseOverride,
    heroes: [a.hero, b.hero],
    heroDefenseVersion: [heroes[a.hero].def.defenseVersion, heroes[b.hero].def.defenseVersion],
    defenseUsed: [a.defense, b.defense],
    fellBackToV1: [a.fellBackToV1, b.fellBackToV1],
    fieldsHash: [a.card ? fieldsHashOf(a.card) : null, b.card ? fieldsHashOf(b.card) : null],
    turnsV1: state.stats[0].defenseTurnsV1 + state.stats[1].defenseTurnsV1,
    turnsV2: state.stats[0].defenseTurnsV2 + state.stats[1].defenseTurnsV2,
    firstPlayer: state.firstPlayer,
    winner: state.result?.winner ?? null,
    doubleKo: state.result?.doubleKo ?? false,
    reason: state.result?.reason ?? 'unfinished',
    rounds: state.round,
    turns: state.turn,
    hpLeft: [a.hp, b.hp],
    driftCount: (state.stats[0].driftCount ?? 0) + (state.stats[1].driftCount ?? 0),
    stats: state.stats,
  };
}
