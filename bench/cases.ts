/**
 * What the bench measures. A case is one row of one table: it runs for a
 * wall-time budget on this thread (no workers) and returns named figures.
 * Every game gets the generic cases from `casesFor`; a game can add more
 * (another option set, its own hot path) in `extra-cases.ts`.
 */
import { createAgent } from '@arbiter/agents';
import type { AnyGame, Match } from '@arbiter/core';
import { playGame, seatAgents } from '@arbiter/sim';

export type Figures = Record<string, number | string>;

export interface BenchCase {
  /** The table this row goes into. */
  table: string;
  /** The game id, for the command-line filter. */
  game: string;
  /** The row's label, e.g. `dice-duel` or `dice-duel (defense v2)`. */
  label: string;
  run(budgetMs: number): Figures;
}

export const RANDOM_PLAY_TABLE = 'Random vs random (complete games, no event recording, no hashing)';
export const MCTS_TABLE = 'MCTS decisions (1,000 iterations each)';
export const MCTS_ITERATIONS = 1000;

/** Samples resident memory now and then during a loop; `peak` is the highest seen. */
class RssSampler {
  peak = process.memoryUsage().rss;
  private last = performance.now();
  sample(now: number): void {
    if (now - this.last < 50) return;
    this.last = now;
    this.peak = Math.max(this.peak, process.memoryUsage().rss);
  }
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const rate = (count: number, ms: number) => Math.round((count / ms) * 1000 * 10) / 10;

/** Complete random-vs-random games, back to back, until the budget is spent. */
export function randomPlayCase(
  game: AnyGame,
  options: Record<string, unknown> = {},
  label = game.id,
): BenchCase {
  return {
    table: RANDOM_PLAY_TABLE,
    game: game.id,
    label,
    run(budgetMs): Figures {
      const kinds = Array.from({ length: game.players }, () => 'random');
      const rss = new RssSampler();
      let games = 0;
      let actions = 0;
      let limited = 0;
      const start = performance.now();
      let now = start;
      while (now - start < budgetMs) {
        const seed = `bench/${games}`;
        const played = playGame(game, options, seed, seatAgents(kinds, seed), { record: false });
        games++;
        actions += played.actions;
        if (played.match.outcome() === null) limited++;
        now = performance.now();
        rss.sample(now);
      }
      const elapsed = now - start;
      const figures: Figures = {
        games,
        'games/s': rate(games, elapsed),
        'actions/s': Math.round(rate(actions, elapsed)),
        'actions/game': Math.round((actions / games) * 10) / 10,
        'peak RSS (MB)': mb(rss.peak),
      };
      if (limited > 0) figures['hit action limit'] = limited;
      return figures;
    },
  };
}

/**
 * A few positions from one random game (its start, a third and two thirds
 * in), each a decision with more than one legal action where possible.
 */
function mctsPositions(game: AnyGame, options: Record<string, unknown>): Match[] {
  const kinds = Array.from({ length: game.players }, () => 'random');
  const seed = 'bench/mcts';
  const full = playGame(game, options, seed, seatAgents(kinds, seed), { record: false }).actions;
  const positions: Match[] = [];
  for (const fraction of [0, 1 / 3, 2 / 3]) {
    let at = Math.floor(full * fraction);
    // The same seed and agents replay the same game; stop it `at` actions in.
    for (let tries = 0; tries < 20 && at < full; tries++, at++) {
      const { match } = playGame(game, options, seed, seatAgents(kinds, seed), {
        record: false,
        maxActions: at,
      });
      const player = match.toAct()[0];
      if (player !== undefined && match.legalActions(player).length > 1) {
        positions.push(match);
        break;
      }
    }
  }
  return positions;
}

/** MCTS decisions at 1,000 iterations, cycling over a few positions until the budget is spent. */
export function mctsCase(game: AnyGame, options: Record<string, unknown> = {}, label = game.id): BenchCase {
  return {
    table: MCTS_TABLE,
    game: game.id,
    label,
    run(budgetMs): Figures {
      const positions = mctsPositions(game, options);
      if (positions.length === 0) return { positions: 0, note: 'no position with a choice' };
      let decisions = 0;
      const start = performance.now();
      let now = start;
      // Every position at least once, then round and round until the budget is spent.
      while (decisions < positions.length || now - start < budgetMs) {
        const match = positions[decisions % positions.length];
        const player = match.toAct()[0];
        const agent = createAgent('mcts', `bench/${decisions}`, { iterations: MCTS_ITERATIONS });
        agent.choose({ game, player, view: match.view(player), legal: match.legalActions(player) });
        decisions++;
        now = performance.now();
      }
      const elapsed = now - start;
      return {
        positions: positions.length,
        decisions,
        'decisions/s': rate(decisions, elapsed),
        'ms/decision': Math.round((elapsed / decisions) * 10) / 10,
      };
    },
  };
}

/** The generic cases every game gets. */
export function casesFor(game: AnyGame, options: Record<string, unknown> = {}, label = game.id): BenchCase[] {
  return [randomPlayCase(game, options, label), mctsCase(game, options, label)];
}
