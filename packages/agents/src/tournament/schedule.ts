/**
 * Which games a round-robin plays. Every two agents meet in cells: each
 * deck matchup (every ordered pair of the plan's decks, mirrors included;
 * one cell pair without decks) in both seat orders, `perCell` games each on
 * seeds `seed .. seed + perCell - 1`. The two seat orders of a matchup play
 * the same seeds, so each deal is played twice with the agents swapped, and
 * every pairing plays the same deals: neither agent gets the better seat,
 * deck or shuffle. `games` is the least number of games per pairing; it is
 * rounded up to fill the cells (2 × matchups × perCell).
 *
 * A cell is what a queued run submits as one batch (`arbiter tournament
 * --queue`), so local and queued runs play the same games.
 */

export interface TournamentPlan {
  /** Agent specs (`random`, `greedy`, `mcts:200`, a game's own policy...), at least two, no repeats. */
  agents: string[];
  /** Games per pairing, at least (rounded up to fill every cell). */
  games: number;
  /** The first seed. */
  seed: number;
  /** Decks to rotate through (the `deck1`/`deck2` options), or none. */
  decks?: string[];
}

export interface Cell {
  /** The pairing: indices into the plan's agents, lower first. */
  pair: [number, number];
  /** The agent at each seat (indices into the plan's agents). */
  seats: [number, number];
  /** The decks, as game options, when the plan has decks. */
  decks?: { deck1: string; deck2: string };
  /** Position of the cell among its pairing's cells. */
  index: number;
  /** Games in the cell, on seeds `seed .. seed + games - 1`. */
  games: number;
  seed: number;
}

export interface ScheduledGame {
  pair: [number, number];
  /** This game's position among its pairing's games. */
  round: number;
  seats: [number, number];
  seed: string;
  decks?: { deck1: string; deck2: string };
}

/** Every ordered pair of decks, mirrors included. */
export function deckMatchups(decks: readonly string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const a of decks) for (const b of decks) out.push([a, b]);
  return out;
}

/** Every pairing (lower index first), in order. */
export function pairings(agents: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < agents; i++) for (let j = i + 1; j < agents; j++) out.push([i, j]);
  return out;
}

function matchupsOf(plan: TournamentPlan): Array<[string, string] | null> {
  return plan.decks && plan.decks.length > 0 ? deckMatchups(plan.decks) : [null];
}

/** Games per cell: the plan's games per pairing spread over its cells, rounded up. */
export function gamesPerCell(plan: TournamentPlan): number {
  return Math.ceil(plan.games / (2 * matchupsOf(plan).length));
}

/** Games each pairing really plays. */
export function gamesPerPairing(plan: TournamentPlan): number {
  return gamesPerCell(plan) * 2 * matchupsOf(plan).length;
}

/** The cells of one pairing: each deck matchup in both seat orders. */
export function pairingCells(plan: TournamentPlan, pair: [number, number]): Cell[] {
  const perCell = gamesPerCell(plan);
  const cells: Cell[] = [];
  for (const matchup of matchupsOf(plan)) {
    for (const swapped of [false, true]) {
      const cell: Cell = {
        pair,
        seats: swapped ? [pair[1], pair[0]] : [pair[0], pair[1]],
        index: cells.length,
        games: perCell,
        seed: plan.seed,
      };
      if (matchup) cell.decks = { deck1: matchup[0], deck2: matchup[1] };
      cells.push(cell);
    }
  }
  return cells;
}

/** The games of one cell. */
export function cellGames(cell: Cell): ScheduledGame[] {
  return Array.from({ length: cell.games }, (_, k) => {
    const g: ScheduledGame = {
      pair: cell.pair,
      round: cell.index * cell.games + k,
      seats: cell.seats,
      seed: String(cell.seed + k),
    };
    if (cell.decks) g.decks = cell.decks;
    return g;
  });
}

/** Every cell of the round-robin, pairing by pairing. */
export function tournamentCells(plan: TournamentPlan): Cell[] {
  checkPlan(plan);
  return pairings(plan.agents.length).flatMap((pair) => pairingCells(plan, pair));
}

/** Every game of the round-robin, pairing by pairing, cell by cell. */
export function scheduleTournament(plan: TournamentPlan): ScheduledGame[] {
  return tournamentCells(plan).flatMap(cellGames);
}

/** Throws an Error saying what is wrong with the plan. */
export function checkPlan(plan: TournamentPlan): void {
  if (plan.agents.length < 2) throw new Error('a tournament needs at least two agents');
  const seen = new Set<string>();
  for (const a of plan.agents) {
    if (seen.has(a)) {
      throw new Error(
        `agent '${a}' is listed twice (give each agent once; a budget tells two of a kind apart: mcts:200,mcts:1000)`,
      );
    }
    seen.add(a);
  }
  if (!Number.isInteger(plan.games) || plan.games < 1) {
    throw new Error(`games per pairing must be a whole number >= 1, got ${plan.games}`);
  }
  if (!Number.isSafeInteger(plan.seed)) throw new Error(`the seed must be a whole number, got ${plan.seed}`);
  if (plan.decks && new Set(plan.decks).size !== plan.decks.length) throw new Error('a deck is listed twice');
}
