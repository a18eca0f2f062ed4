/**
 * The report of one finished match (for sims and `arbiter scenario`), and
 * the aggregate over a batch: win rate per hero and per initiative with 95%
 * Wilson intervals, rounds to kill, damage per round, the mitigation
 * breakdown per hero (average pipeline checkpoints per defense, blocked /
 * prevented / reflected kept apart, defenseEfficiency), status analytics,
 * rule hits and defense-version telemetry.
 */
import { type GameReport, median, type Outcome, wilson } from '@arbiter/core';
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
    stats: state.stats,
  };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

export function summarizeReports(
  reports: GameReport[],
  _outcomes: Array<Outcome | null>,
): Record<string, unknown> {
  const rs = reports as DuelReport[];
  type Acc = { games: number; wins: number; defenses: number; sums: Record<string, number> };
  const byHero = new Map<string, Acc>();
  /** 'hero vs opponent' → the same figures, for that hero in that matchup */
  const byMatchup = new Map<string, Acc>();
  const statusGained: Record<string, number> = {};
  const rulesHit: Record<string, { hits: number; matchCount: number }> = {};
  let firstWins = 0;
  let decided = 0;
  let doubleKo = 0;
  let fellBack = 0;
  let turnsV1 = 0;
  let turnsV2 = 0;
  let burnDamage = 0;
  let evAttempts = 0;
  let evSuccesses = 0;
  const koRounds: number[] = [];
  const damagePerRound: number[] = [];
  const keys = [
    'raw',
    'afterFlat',
    'afterPrevent',
    'afterBlock',
    'final',
    'damageBlocked',
    'damagePrevented',
    'damageReflected',
    'wastedBlockSum',
    'preventHalfEvents',
    'flatBlockSum',
    'dealPerSum',
  ] as const;

  for (const r of rs) {
    if (r.doubleKo) doubleKo++;
    if (r.winner !== null) {
      decided++;
      if (r.winner === r.firstPlayer) firstWins++;
    }
    if (r.reason === 'KO' || r.reason.startsWith('KO') || r.doubleKo || r.reason.startsWith('ko'))
      koRounds.push(r.rounds);
    turnsV1 += r.turnsV1;
    turnsV2 += r.turnsV2;
    let dealt = 0;
    for (const seat of [0, 1] as const) {
      const s = r.stats[seat];
      const keysFor: Array<[Map<string, Acc>, string]> = [
        [byHero, r.heroes[seat]],
        [byMatchup, `${r.heroes[seat]} vs ${r.heroes[1 - seat]}`],
      ];
      for (const [map, key] of keysFor) {
        const h = map.get(key) ?? { games: 0, wins: 0, defenses: 0, sums: {} };
        h.games++;
        if (r.winner === seat) h.wins++;
        h.defenses += s.defenseTurnsV1 + s.defenseTurnsV2;
        for (const k of keys) h.sums[k] = (h.sums[k] ?? 0) + s[k];
        map.set(key, h);
      }
      if (r.fellBackToV1[seat]) fellBack++;
      for (const [k, v] of Object.entries(s.statusGained)) statusGained[k] = (statusGained[k] ?? 0) + v;
      for (const [k, [hits, mc]] of Object.entries(s.rulesHit)) {
        const e = rulesHit[k] ?? { hits: 0, matchCount: 0 };
        e.hits += hits;
        e.matchCount += mc;
        rulesHit[k] = e;
      }
      burnDamage += s.burnDamageTaken;
      evAttempts += s.evasiveAttempts;
      evSuccesses += s.evasiveSuccesses;
      dealt += s.damageDealt + s.burnDamageTaken + s.damageReflected + s.dealPerSum;
    }
    damagePerRound.push(dealt / Math.max(1, r.rounds));
  }

  const heroes: Record<string, unknown> = {};
  for (const [hero, h] of [...byHero.entries()].sort()) heroes[hero] = figuresOf(h);
  const matchups: Record<string, unknown> = {};
  for (const [key, h] of [...byMatchup.entries()].sort()) matchups[key] = figuresOf(h);
  const first = rs[0];
  return {
    defenseSchemaVersion: first?.defenseSchemaVersion ?? null,
    defenseDslVersion: first?.defenseDslVersion ?? null,
    enableDefenseV2: first?.enableDefenseV2 ?? null,
    heroDefenseVersion: first
      ? Object.fromEntries(first.heroes.map((h, i) => [h, first.heroDefenseVersion[i]]))
      : {},
    defenseUsed: first ? Object.fromEntries(first.heroes.map((h, i) => [h, first.defenseUsed[i]])) : {},
    turnsV1,
    turnsV2,
    fellBackToV1: fellBack,
    doubleKo,
    winRateByHero: Object.fromEntries(
      Object.entries(heroes).map(([k, v]) => [k, (v as { winRate: unknown }).winRate]),
    ),
    winRateByInitiative: { firstPlayer: wilson(firstWins, decided), decidedGames: decided },
    roundsToKill: { mean: round3(mean(koRounds)), median: median(koRounds), games: koRounds.length },
    damagePerRound: round3(mean(damagePerRound)),
    heroes,
    matchups,
    statusAnalytics: {
      gainedBySource: Object.fromEntries(Object.entries(statusGained).sort()),
      burnDamagePerGame: round3(burnDamage / Math.max(1, rs.length)),
      evasive: { attempts: evAttempts, successes: evSuccesses, rate: wilson(evSuccesses, evAttempts) },
    },
    rulesHit: Object.fromEntries(Object.entries(rulesHit).sort()),
  };
}

/** Win rate and the per-defense mitigation figures of one hero (or one hero in one matchup). */
function figuresOf(h: { games: number; wins: number; defenses: number; sums: Record<string, number> }) {
  const perDefense = (k: string) => round3((h.sums[k] ?? 0) / Math.max(1, h.defenses));
  const sum = (k: string) => h.sums[k] ?? 0;
  const raw = sum('raw');
  return {
    games: h.games,
    wins: h.wins,
    winRate: wilson(h.wins, h.games),
    defenses: h.defenses,
    avgPipeline: {
      raw: perDefense('raw'),
      afterFlat: perDefense('afterFlat'),
      afterPrevent: perDefense('afterPrevent'),
      afterBlock: perDefense('afterBlock'),
      final: perDefense('final'),
    },
    damageBlocked: sum('damageBlocked'),
    damagePrevented: sum('damagePrevented'),
    damageReflected: sum('damageReflected'),
    wastedBlockSum: sum('wastedBlockSum'),
    flatBlockSum: sum('flatBlockSum'),
    preventHalfEvents: sum('preventHalfEvents'),
    dealPerSum: sum('dealPerSum'),
    /** (prevented + blocked + reflected) / raw; above 1 only when reflect exceeds the damage taken. */
    defenseEfficiency:
      raw === 0 ? 0 : round3((sum('damagePrevented') + sum('damageBlocked') + sum('damageReflected')) / raw),
  };
}
