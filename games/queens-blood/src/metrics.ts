/**
 * Simulation metrics. `reportGame` records one finished game; `summarizeReports`
 * aggregates a batch: win rate per seat and per deck (95% Wilson intervals),
 * mean score margin, lanes won, most-played cards and each card's win-rate
 * contribution (win rate of the sides that played it minus the overall
 * side win rate, 0.5 less half the draws).
 */
import { type GameReport, type Interval, type Outcome, wilson } from '@arbiter/core';
import { catalog } from './data.ts';
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

export function reportGame(s: QBState): QBReport {
  const sheet = scoreBoard(s, catalog());
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

export function summarizeReports(
  reports: GameReport[],
  outcomes: Array<Outcome | null>,
): Record<string, unknown> {
  const rs = reports as QBReport[];
  const n = rs.length;
  const seatWins = [0, 0];
  const deckGames = new Map<string, { games: number; wins: number; draws: number }>();
  const cardStats = new Map<string, { plays: number; games: number; wins: number }>();
  let margin = 0;
  let absMargin = 0;
  const lanes = [0, 0];
  let sideGames = 0;
  let sideWins = 0;
  rs.forEach((r, i) => {
    const winner = outcomes[i]?.winner ?? null;
    if (winner !== null) seatWins[winner]++;
    margin += r.scores[0] - r.scores[1];
    absMargin += Math.abs(r.scores[0] - r.scores[1]);
    lanes[0] += r.lanesWon[0];
    lanes[1] += r.lanesWon[1];
    for (const side of [0, 1] as const) {
      const d = deckGames.get(r.decks[side]) ?? { games: 0, wins: 0, draws: 0 };
      d.games++;
      if (winner === side) d.wins++;
      if (winner === null) d.draws++;
      deckGames.set(r.decks[side], d);
      sideGames++;
      if (winner === side) sideWins++;
      const counted = new Set<string>();
      for (const id of r.played[side]) {
        const c = cardStats.get(id) ?? { plays: 0, games: 0, wins: 0 };
        c.plays++;
        if (!counted.has(id)) {
          counted.add(id);
          c.games++;
          if (winner === side) c.wins++;
        }
        cardStats.set(id, c);
      }
    }
  });
  const baseline = sideGames > 0 ? sideWins / sideGames : 0;
  const cat = catalog();
  const nameOf = (id: string) => cat.byId.get(id)?.name ?? id;
  const cards = [...cardStats.entries()].map(([id, c]) => ({
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
      wins: seatWins[s],
      ...roundInterval(wilson(seatWins[s], n)),
    })),
    deckWinRate: [...deckGames.entries()]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([deck, d]) => ({
        deck,
        games: d.games,
        wins: d.wins,
        draws: d.draws,
        ...roundInterval(wilson(d.wins, d.games)),
      })),
    meanScoreMargin: round(n ? margin / n : 0, 3),
    meanAbsScoreMargin: round(n ? absMargin / n : 0, 3),
    meanLanesWon: [round(n ? lanes[0] / n : 0, 3), round(n ? lanes[1] / n : 0, 3)],
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
