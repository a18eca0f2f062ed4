/**
 * The batch summary, folded game by game as each match ends (the kernel's
 * streaming `metrics`: memory flat in the number of games): win rate per
 * hero and per initiative with 95% Wilson intervals, rounds to kill, damage
 * per round, the mitigation breakdown per hero and per matchup (average
 * pipeline checkpoints per defense, blocked / prevented / reflected kept
 * apart, defenseEfficiency), status analytics, rule hits and defense-version
 * telemetry. Counts are integers and merge exactly; rounds to kill are a
 * histogram, so its median is exact too.
 */
import {
  defineMetrics,
  type Histogram,
  histogramAdd,
  histogramCount,
  histogramMedian,
  histogramSum,
  mergeHistogram,
  mergeTally,
  type Outcome,
  type Tally,
  wilson,
} from '@arbiter/core';
import type { DuelReport } from './report.ts';

/** The pipeline sums kept per hero (and per hero in a matchup). */
const SUM_KEYS = [
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

interface HeroFigures {
  games: number;
  wins: number;
  defenses: number;
  sums: Tally;
}

/** The reports' version fields, taken from the first game (every game of a batch shares them). */
interface Versions {
  defenseSchemaVersion: number;
  defenseDslVersion: string;
  enableDefenseV2: boolean;
  heroDefenseVersion: Record<string, string>;
  defenseUsed: Record<string, string>;
}

export interface SummaryAcc {
  games: number;
  first: Versions | null;
  byHero: Record<string, HeroFigures>;
  /** 'hero vs opponent' → the same figures, for that hero in that matchup */
  byMatchup: Record<string, HeroFigures>;
  statusGained: Tally;
  rulesHit: Record<string, { hits: number; matchCount: number }>;
  firstWins: number;
  decided: number;
  doubleKo: number;
  driftCount: number;
  fellBack: number;
  turnsV1: number;
  turnsV2: number;
  burnDamage: number;
  evAttempts: number;
  evSuccesses: number;
  koRounds: Histogram;
  /** Sum over games of (damage dealt / rounds). */
  damagePerRoundSum: number;
}

function emptyAcc(): SummaryAcc {
  return {
    games: 0,
    first: null,
    byHero: {},
    byMatchup: {},
    statusGained: {},
    rulesHit: {},
    firstWins: 0,
    decided: 0,
    doubleKo: 0,
    driftCount: 0,
    fellBack: 0,
    turnsV1: 0,
    turnsV2: 0,
    burnDamage: 0,
    evAttempts: 0,
    evSuccesses: 0,
    koRounds: {},
    damagePerRoundSum: 0,
  };
}

function figuresFor(map: Record<string, HeroFigures>, key: string): HeroFigures {
  if (!Object.hasOwn(map, key)) map[key] = { games: 0, wins: 0, defenses: 0, sums: {} };
  return map[key];
}

function hitsFor(map: SummaryAcc['rulesHit'], key: string): SummaryAcc['rulesHit'][string] {
  if (!Object.hasOwn(map, key)) map[key] = { hits: 0, matchCount: 0 };
  return map[key];
}

function addGame(acc: SummaryAcc, r: DuelReport): void {
  acc.games++;
  if (acc.first === null) {
    acc.first = {
      defenseSchemaVersion: r.defenseSchemaVersion,
      defenseDslVersion: r.defenseDslVersion,
      enableDefenseV2: r.enableDefenseV2,
      heroDefenseVersion: Object.fromEntries(r.heroes.map((h, i) => [h, r.heroDefenseVersion[i]])),
      defenseUsed: Object.fromEntries(r.heroes.map((h, i) => [h, r.defenseUsed[i]])),
    };
  }
  if (r.doubleKo) acc.doubleKo++;
  acc.driftCount += r.driftCount ?? 0;
  if (r.winner !== null) {
    acc.decided++;
    if (r.winner === r.firstPlayer) acc.firstWins++;
  }
  if (r.reason.startsWith('KO') || r.doubleKo || r.reason.startsWith('ko'))
    histogramAdd(acc.koRounds, r.rounds);
  acc.turnsV1 += r.turnsV1;
  acc.turnsV2 += r.turnsV2;
  let dealt = 0;
  for (const seat of [0, 1] as const) {
    const s = r.stats[seat];
    for (const [map, key] of [
      [acc.byHero, r.heroes[seat]],
      [acc.byMatchup, `${r.heroes[seat]} vs ${r.heroes[1 - seat]}`],
    ] as const) {
      const h = figuresFor(map, key);
      h.games++;
      if (r.winner === seat) h.wins++;
      h.defenses += s.defenseTurnsV1 + s.defenseTurnsV2;
      for (const k of SUM_KEYS) h.sums[k] = (h.sums[k] ?? 0) + s[k];
    }
    if (r.fellBackToV1[seat]) acc.fellBack++;
    mergeTally(acc.statusGained, s.statusGained);
    for (const k of Object.keys(s.rulesHit)) {
      const [hits, mc] = s.rulesHit[k];
      const e = hitsFor(acc.rulesHit, k);
      e.hits += hits;
      e.matchCount += mc;
    }
    acc.burnDamage += s.burnDamageTaken;
    acc.evAttempts += s.evasiveAttempts;
    acc.evSuccesses += s.evasiveSuccesses;
    dealt += s.damageDealt + s.burnDamageTaken + s.damageReflected + s.dealPerSum;
  }
  acc.damagePerRoundSum += dealt / Math.max(1, r.rounds);
}

function mergeFigures(into: Record<string, HeroFigures>, other: Record<string, HeroFigures>): void {
  for (const key of Object.keys(other)) {
    const o = other[key];
    const h = figuresFor(into, key);
    h.games += o.games;
    h.wins += o.wins;
    h.defenses += o.defenses;
    mergeTally(h.sums, o.sums);
  }
}

function mergeAcc(into: SummaryAcc, other: SummaryAcc): void {
  into.games += other.games;
  into.first ??= other.first;
  mergeFigures(into.byHero, other.byHero);
  mergeFigures(into.byMatchup, other.byMatchup);
  mergeTally(into.statusGained, other.statusGained);
  for (const k of Object.keys(other.rulesHit)) {
    const e = hitsFor(into.rulesHit, k);
    e.hits += other.rulesHit[k].hits;
    e.matchCount += other.rulesHit[k].matchCount;
  }
  into.firstWins += other.firstWins;
  into.decided += other.decided;
  into.doubleKo += other.doubleKo;
  into.driftCount += other.driftCount;
  into.fellBack += other.fellBack;
  into.turnsV1 += other.turnsV1;
  into.turnsV2 += other.turnsV2;
  into.burnDamage += other.burnDamage;
  into.evAttempts += other.evAttempts;
  into.evSuccesses += other.evSuccesses;
  mergeHistogram(into.koRounds, other.koRounds);
  into.damagePerRoundSum += other.damagePerRoundSum;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const sortedKeys = <V>(r: Record<string, V>) => Object.fromEntries(Object.entries(r).sort());

function finish(acc: SummaryAcc): Record<string, unknown> {
  const heroes: Record<string, ReturnType<typeof figuresOf>> = {};
  for (const key of Object.keys(acc.byHero).sort()) heroes[key] = figuresOf(acc.byHero[key]);
  const matchups: Record<string, ReturnType<typeof figuresOf>> = {};
  for (const key of Object.keys(acc.byMatchup).sort()) matchups[key] = figuresOf(acc.byMatchup[key]);
  const kos = histogramCount(acc.koRounds);
  return {
    defenseSchemaVersion: acc.first?.defenseSchemaVersion ?? null,
    defenseDslVersion: acc.first?.defenseDslVersion ?? null,
    enableDefenseV2: acc.first?.enableDefenseV2 ?? null,
    heroDefenseVersion: acc.first?.heroDefenseVersion ?? {},
    defenseUsed: acc.first?.defenseUsed ?? {},
    turnsV1: acc.turnsV1,
    turnsV2: acc.turnsV2,
    fellBackToV1: acc.fellBack,
    doubleKo: acc.doubleKo,
    driftCount: acc.driftCount,
    winRateByHero: Object.fromEntries(Object.entries(heroes).map(([k, v]) => [k, v.winRate])),
    winRateByInitiative: { firstPlayer: wilson(acc.firstWins, acc.decided), decidedGames: acc.decided },
    roundsToKill: {
      mean: round3(kos === 0 ? 0 : histogramSum(acc.koRounds) / kos),
      median: histogramMedian(acc.koRounds),
      games: kos,
    },
    damagePerRound: round3(acc.games === 0 ? 0 : acc.damagePerRoundSum / acc.games),
    heroes,
    matchups,
    statusAnalytics: {
      gainedBySource: sortedKeys(acc.statusGained),
      burnDamagePerGame: round3(acc.burnDamage / Math.max(1, acc.games)),
      evasive: {
        attempts: acc.evAttempts,
        successes: acc.evSuccesses,
        rate: wilson(acc.evSuccesses, acc.evAttempts),
      },
    },
    rulesHit: sortedKeys(acc.rulesHit),
  };
}

/** Win rate and the per-defense mitigation figures of one hero (or one hero in one matchup). */
function figuresOf(h: HeroFigures) {
  const sum = (k: string) => h.sums[k] ?? 0;
  const perDefense = (k: string) => round3(sum(k) / Math.max(1, h.defenses));
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

/** Dice Duel's streaming batch summary (`GameModule.metrics`). */
export const duelMetrics = defineMetrics<DuelReport, SummaryAcc>({
  init: emptyAcc,
  add: (acc, report: DuelReport, _outcome: Outcome) => addGame(acc, report),
  merge: mergeAcc,
  finish,
});

/** The summary of a whole list of reports (tests, one-off tools): the same fold, game by game. */
export function summarizeReports(reports: readonly DuelReport[]): Record<string, unknown> {
  const acc = emptyAcc();
  for (const r of reports) addGame(acc, r);
  return finish(acc);
}
