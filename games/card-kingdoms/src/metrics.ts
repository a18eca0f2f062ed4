/**
 * Simulation metrics. `reportOf` records one finished game; `ckMetrics`
 * folds a batch's reports as they finish (exact counts, plain JSON): win
 * rate per seat and per duke with 95% Wilson intervals, game length in
 * turns and rounds, mean VP per source (all players and winners), the end
 * reasons, the most-hired citizens and the most-slain monsters.
 */
import {
  countRate,
  defineMetrics,
  type GameReport,
  type MetricsSpec,
  mergeRates,
  mergeTally,
  type RateTally,
  ratesWithIntervals,
  type Tally,
  tally,
} from '@arbiter/core';
import type { Catalog } from './data/cards.ts';
import { outcomeOf, vpSources } from './rules/score.ts';
import type { CkState } from './state.ts';

export interface CkReport extends GameReport {
  seats: number;
  turns: number;
  rounds: number;
  endReason: string;
  dukes: string[];
  vp: { tokens: number; monsters: number; domains: number; duke: number; total: number }[];
  winner: number | null;
  hired: Record<string, number>;
  slain: Record<string, number>;
}

export function reportOf(cat: Catalog, s: CkState): CkReport {
  const outcome = outcomeOf(cat, s);
  return {
    seats: s.seats,
    turns: s.turn,
    rounds: s.round,
    endReason: (s.endReason ?? 'unfinished').replace(
      /^\d+ citizen stacks exhausted$/,
      'citizen stacks exhausted',
    ),
    dukes: s.players.map((p) => (p.duke === null ? '(none)' : cat.dukes[p.duke].name)),
    vp: s.players.map((p) => vpSources(cat, p)),
    winner: outcome && !outcome.draw ? outcome.winner : null,
    hired: { ...s.tally.hired },
    slain: { ...s.tally.slain },
  };
}

const SOURCES = ['tokens', 'monsters', 'domains', 'duke', 'total'] as const;

interface Acc {
  games: number;
  seat: RateTally;
  duke: RateTally;
  turns: number;
  rounds: number;
  players: number;
  vpAll: Tally;
  vpWinners: Tally;
  winners: number;
  endReasons: Tally;
  hired: Tally;
  slain: Tally;
}

const top = (t: Tally, n = 5) =>
  Object.entries(t)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([name, count]) => ({ name, count }));
const round = (x: number) => Math.round(x * 100) / 100;
const means = (t: Tally, n: number) =>
  Object.fromEntries(SOURCES.map((k) => [k, n ? round((t[k] ?? 0) / n) : 0]));

export const ckMetrics: MetricsSpec<CkReport> = defineMetrics<CkReport, Acc>({
  init: () => ({
    games: 0,
    seat: {},
    duke: {},
    turns: 0,
    rounds: 0,
    players: 0,
    vpAll: {},
    vpWinners: {},
    winners: 0,
    endReasons: {},
    hired: {},
    slain: {},
  }),
  add(acc, r) {
    acc.games++;
    acc.turns += r.turns;
    acc.rounds += r.rounds;
    tally(acc.endReasons, r.endReason);
    for (let i = 0; i < r.seats; i++) {
      const won = r.winner === i;
      countRate(acc.seat, `seat ${i + 1}`, won);
      countRate(acc.duke, r.dukes[i], won);
      acc.players++;
      for (const k of SOURCES) tally(acc.vpAll, k, r.vp[i][k]);
      if (won) {
        acc.winners++;
        for (const k of SOURCES) tally(acc.vpWinners, k, r.vp[i][k]);
      }
    }
    mergeTally(acc.hired, r.hired);
    mergeTally(acc.slain, r.slain);
  },
  merge(into, other) {
    into.games += other.games;
    into.turns += other.turns;
    into.rounds += other.rounds;
    into.players += other.players;
    into.winners += other.winners;
    mergeRates(into.seat, other.seat);
    mergeRates(into.duke, other.duke);
    mergeTally(into.vpAll, other.vpAll);
    mergeTally(into.vpWinners, other.vpWinners);
    mergeTally(into.endReasons, other.endReasons);
    mergeTally(into.hired, other.hired);
    mergeTally(into.slain, other.slain);
  },
  finish(acc) {
    return {
      winRateBySeat: ratesWithIntervals(acc.seat),
      winRateByDuke: ratesWithIntervals(acc.duke),
      meanTurns: acc.games ? round(acc.turns / acc.games) : 0,
      meanRounds: acc.games ? round(acc.rounds / acc.games) : 0,
      meanVpPerPlayer: means(acc.vpAll, acc.players),
      meanVpOfWinners: means(acc.vpWinners, acc.winners),
      endReasons: acc.endReasons,
      mostHired: top(acc.hired),
      mostSlain: top(acc.slain),
    };
  },
});
