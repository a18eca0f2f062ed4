/**
 * Simulation metrics. `reportGame` records one finished game; `qbMetrics`
 * folds the reports of a batch as its games finish (memory flat in the
 * number of games): win rate per seat and per deck (95% Wilson intervals),
 * mean score margin, lanes won, most-played cards and each card's win-rate
 * contribution (win rate of the sides that played it minus the overall
 * side win rate, 0.5 less half the draws).
 */
import { defineMetrics, type GameReport, type Interval, type MetricsSpec, wilson } from '@arbiter/core';
import type { Catalog } from './catalog-types.ts';
import { scoreBoard } from './scoring.ts';
import type { QBState } from './state.ts';

export { type Interval, wilson };

export interface QBReport extends GameReport {
  decks: [string, string];
  scores: [number, number];
  lanesWon: [number, number];
  played: [string[], string[]];
  moves: number;
}

export function reportGame(s: QBState, cat: Catalog): QBReport {
  const sheet = scoreBoard(s, cat);
  const lanesWon: [number, number] = [0, 0];
  for (const lane of sheet.lanes) if (lane.winner !== null) lanesWon[lane.winner]++;
  return {
    decks: [s.deckNames[0], s.deckNames[1]],
    scores: sheet.total,
    lanesWon,
    played: [s.played[0].slice(), s.played[1].slice()],
    moves: s.moves,
  };
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

/** The batch so far: exact integer counts only, plain JSON. */
interface Tallies {
  games: number;
  seatWins: [number, number];
  margin: number;
  absMargin: number;
  lanes: [number, number];
  sideGames: number;
  sideWins: number;
  decks: Record<string, { games: number; wins: number; draws: number }>;
  cards: Record<string, { plays: number; games: number; wins: number }>;
}

function addCounts<T extends Record<string, number>>(
  into: Record<string, T>,
  other: Record<string, T>,
): void {
  for (const [key, v] of Object.entries(other)) {
    const t = into[key];
    if (!t) {
      into[key] = { ...v };
      continue;
    }
    const sum = t as Record<string, number>;
    for (const k of Object.keys(v)) sum[k] += v[k];
  }
}

export function qbMetrics(cat: Catalog): MetricsSpec<QBReport> {
  return defineMetrics<QBReport, Tallies>({
    init: () => ({
      games: 0,
      seatWins: [0, 0],
      margin: 0,
      absMargin: 0,
      lanes: [0, 0],
      sideGames: 0,
      sideWins: 0,
      decks: {},
      cards: {},
    }),
    add(acc, r, outcome) {
      const winner = outcome.winner;
      acc.games++;
      if (winner !== null) acc.seatWins[winner]++;
      acc.margin += r.scores[0] - r.scores[1];
      acc.absMargin += Math.abs(r.scores[0] - r.scores[1]);
      acc.lanes[0] += r.lanesWon[0];
      acc.lanes[1] += r.lanesWon[1];
      for (const side of [0, 1] as const) {
        const d = acc.decks[r.decks[side]] ?? { games: 0, wins: 0, draws: 0 };
        d.games++;
        if (winner === side) d.wins++;
        if (winner === null) d.draws++;
        acc.decks[r.decks[side]] = d;
        acc.sideGames++;
        if (winner === side) acc.sideWins++;
        const counted = new Set<string>();
        for (const id of r.played[side]) {
          const c = acc.cards[id] ?? { plays: 0, games: 0, wins: 0 };
          c.plays++;
          if (!counted.has(id)) {
            counted.add(id);
            c.games++;
            if (winner === side) c.wins++;
          }
          acc.cards[id] = c;
        }
      }
    },
    merge(into, other) {
      into.games += other.games;
      for (const i of [0, 1] as const) {
        into.seatWins[i] += other.seatWins[i];
        into.lanes[i] += other.lanes[i];
      }
      into.margin += other.margin;
      into.absMargin += other.absMargin;
      into.sideGames += other.sideGames;
      into.sideWins += other.sideWins;
      addCounts(into.decks, other.decks);
      addCounts(into.cards, other.cards);
    },
    finish: (acc) => summarize(acc, cat),
  });
}

function summarize(acc: Tallies, cat: Catalog): Record<string, unknown> {
  const n = acc.games;
  const baseline = acc.sideGames > 0 ? acc.sideWins / acc.sideGames : 0;
  const nameOf = (id: string) => cat.byId.get(id)?.name ?? id;
  const cards = Object.entries(acc.cards).map(([id, c]) => ({
    id,
    name: nameOf(id),
    plays: c.plays,
    games: c.games,
    winRate: round(c.games ? c.wins / c.games : 0),
    contribution: round((c.games ? c.wins / c.games : 0) - baseline),
  }));
  const byPlays = [...cards].sort((a, b) => b.plays - a.plays || (a.id < b.id ? -1 : 1));
  const minGames = Math.max(5, Math.floor(n / 50));
  const ranked = cards
    .filter((c) => c.games >= minGames)
    .sort((a, b) => b.contribution - a.contribution || (a.id < b.id ? -1 : 1));
  return {
    games: n,
    seatWinRate: [0, 1].map((s) => ({
      seat: s,
      wins: acc.seatWins[s],
      ...roundInterval(wilson(acc.seatWins[s], n)),
    })),
    deckWinRate: Object.entries(acc.decks)
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([deck, d]) => ({
        deck,
        games: d.games,
        wins: d.wins,
        draws: d.draws,
        ...roundInterval(wilson(d.wins, d.games)),
      })),
    meanScoreMargin: round(n ? acc.margin / n : 0, 3),
    meanAbsScoreMargin: round(n ? acc.absMargin / n : 0, 3),
    meanLanesWon: [round(n ? acc.lanes[0] / n : 0, 3), round(n ? acc.lanes[1] / n : 0, 3)],
    mostPlayedCards: byPlays.slice(0, 10),
    cardContribution: {
      baselineWinRate: round(baseline),
      minGames,
      best: ranked.slice(0, 10),
      worst: ranked.slice(-10).reverse(),
    },
  };
}

function roundInterval(i: Interval) {
  return { rate: round(i.rate), low: round(i.low), high: round(i.high) };
}
