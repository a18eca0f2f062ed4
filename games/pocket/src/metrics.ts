/**
 * Simulation metrics, streamed game by game: win rate per seat and per deck
 * with 95% Wilson intervals, turns, points, knockouts by source, effect-type
 * usage, and why games ended.
 */
import { defineMetrics, type GameReport, type Outcome, type Tally, tally, wilson } from '@arbiter/core';
import type { PocketState } from './state.ts';

export interface PocketReport extends GameReport {
  decks: [string, string];
  points: [number, number];
  turns: number;
  koSources: Record<string, number>;
  effectUses: Record<string, number>;
  reason: string;
}

export function reportOf(s: PocketState): PocketReport {
  return {
    decks: [s.deckNames[0], s.deckNames[1]],
    points: [s.sides[0].points, s.sides[1].points],
    turns: s.turn,
    koSources: { ...s.stats.koSources },
    effectUses: { ...s.stats.effectUses },
    reason: s.result?.reason ?? 'unfinished',
  };
}

interface DeckAcc {
  games: number;
  wins: number;
  draws: number;
  points: number;
}

interface Acc {
  games: number;
  seatWins: [number, number];
  draws: number;
  turns: number;
  decks: Record<string, DeckAcc>;
  koSources: Tally;
  effectUses: Tally;
  reasons: Tally;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export const pocketMetrics = defineMetrics<PocketReport, Acc>({
  init: () => ({
    games: 0,
    seatWins: [0, 0],
    draws: 0,
    turns: 0,
    decks: {},
    koSources: {},
    effectUses: {},
    reasons: {},
  }),
  add(acc, r, outcome: Outcome) {
    acc.games++;
    acc.turns += r.turns;
    if (outcome.winner === null) acc.draws++;
    else acc.seatWins[outcome.winner as 0 | 1]++;
    for (const side of [0, 1] as const) {
      acc.decks[r.decks[side]] ??= { games: 0, wins: 0, draws: 0, points: 0 };
      const d = acc.decks[r.decks[side]];
      d.games++;
      d.points += r.points[side];
      if (outcome.winner === side) d.wins++;
      if (outcome.winner === null) d.draws++;
    }
    for (const [k, n] of Object.entries(r.koSources)) tally(acc.koSources, k, n);
    for (const [k, n] of Object.entries(r.effectUses)) tally(acc.effectUses, k, n);
    tally(acc.reasons, r.reason);
  },
  merge(into, other) {
    into.games += other.games;
    into.seatWins[0] += other.seatWins[0];
    into.seatWins[1] += other.seatWins[1];
    into.draws += other.draws;
    into.turns += other.turns;
    for (const [k, d] of Object.entries(other.decks)) {
      into.decks[k] ??= { games: 0, wins: 0, draws: 0, points: 0 };
      const t = into.decks[k];
      t.games += d.games;
      t.wins += d.wins;
      t.draws += d.draws;
      t.points += d.points;
    }
    for (const [k, n] of Object.entries(other.koSources)) tally(into.koSources, k, n);
    for (const [k, n] of Object.entries(other.effectUses)) tally(into.effectUses, k, n);
    for (const [k, n] of Object.entries(other.reasons)) tally(into.reasons, k, n);
  },
  finish(acc) {
    const perDeck: Record<string, unknown> = {};
    for (const [k, d] of Object.entries(acc.decks)) {
      const w = wilson(d.wins, d.games);
      perDeck[k] = {
        games: d.games,
        winRate: round(w.rate),
        interval: [round(w.low), round(w.high)],
        draws: d.draws,
        meanPoints: round(d.points / Math.max(1, d.games)),
      };
    }
    return {
      games: acc.games,
      seatWinRate: acc.seatWins.map((k) => {
        const w = wilson(k, acc.games);
        return { rate: round(w.rate), interval: [round(w.low), round(w.high)] };
      }),
      draws: acc.draws,
      meanTurns: round(acc.turns / Math.max(1, acc.games)),
      decks: perDeck,
      knockoutsBySource: acc.koSources,
      effectUses: acc.effectUses,
      endings: acc.reasons,
    };
  },
});
