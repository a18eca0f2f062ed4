/**
 * What the bench measures. A case is one row of one table (or, for a
 * comparison, a few rows run interleaved): it runs for a wall-time budget on
 * one thread and returns named figures. `run.ts` runs every case in a fresh
 * child process (`child.ts`), so rows do not share a heap or a JIT, and the
 * child's peak RSS is the row's own. Every game gets the generic cases from
 * `casesFor`; a game can add more in `extra-cases.ts`.
 */

import { GCProfiler } from 'node:v8';
import { createAgent } from '@arbiter/agents';
import { type AnyGame, type Match, seatCountOf } from '@arbiter/core';
import { playGame, playUnrecorded, seatAgents } from '@arbiter/sim';
import { llmOverheadCase } from './llm-overhead.ts';

export type Figures = Record<string, number | string>;

/** One row of a case that fills several (a comparison). */
export interface LabeledFigures {
  label: string;
  figures: Figures;
}

export interface BenchCase {
  /** Unique among the cases: how `run.ts` names the case to the child process that runs it. */
  id: string;
  /** The table this row goes into. */
  table: string;
  /** The game id, for the command-line filter. */
  game: string;
  /** The row's label, e.g. `dice-duel` or `dice-duel (defense v2)`. */
  label: string;
  /** Node flags for the child process that runs it. */
  nodeFlags?: string[];
  /** Which budget it runs for (default: the random-play one). */
  budget?: 'random' | 'mcts' | 'fixed';
  run(budgetMs: number): Figures | LabeledFigures[];
}

export const RANDOM_PLAY_TABLE = 'Random vs random (complete games, one core, no recording, no hashing)';
export const MCTS_TABLE = 'MCTS decisions (1,000 iterations each)';
export const MCTS_ITERATIONS = 1000;

export const round1 = (n: number) => Math.round(n * 10) / 10;
const mb = (bytes: number) => round1(bytes / 2 ** 20);
const rate = (count: number, ms: number) => round1((count / ms) * 1000);

/** The process's peak resident memory so far (the kernel's high-water mark), in MB. */
export function peakRssMb(): number {
  return mb(process.resourceUsage().maxRSS * 1024);
}

/** 'random' for every seat of a match with these options (counting the seats parses the options: once per stretch, not per game). */
function randomKinds(game: AnyGame, options: unknown = {}): string[] {
  return Array.from({ length: seatCountOf(game, options) }, () => 'random');
}

/** Random agents for every seat of a match with these options, seeded from the game's seed. */
function randomSeats(game: AnyGame, seed: string, options: unknown = {}, kinds = randomKinds(game, options)) {
  return seatAgents(kinds, seed);
}

/** Plays random games back to back from seed `bench/<first>` on for `budgetMs`; totals. */
export function playRandomFor(game: AnyGame, options: Record<string, unknown>, budgetMs: number, first = 0) {
  let games = 0;
  let actions = 0;
  let limited = 0;
  const kinds = randomKinds(game, options);
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    const seed = `bench/${first + games}`;
    const played = playUnrecorded(game, options, seed, randomSeats(game, seed, options, kinds));
    games++;
    actions += played.actions;
    if (played.outcome.reason === 'action limit') limited++;
    now = performance.now();
  }
  return { games, actions, limited, ms: now - start };
}

/** The usual figures of a stretch of random play. */
export function playFigures(t: { games: number; actions: number; ms: number }): Figures {
  return {
    games: t.games,
    'games/s': rate(t.games, t.ms),
    'actions/s': Math.round(rate(t.actions, t.ms)),
    'actions/game': round1(t.actions / t.games),
    'µs/action': Math.round(((t.ms * 1000) / t.actions) * 100) / 100,
  };
}

/**
 * Complete random-vs-random games through the sim's lean loop
 * (`playUnrecorded`), after a warm-up of a tenth of the budget (at most 1 s).
 */
export function randomPlayCase(
  game: AnyGame,
  options: Record<string, unknown> = {},
  label = game.id,
): BenchCase {
  return {
    id: `random:${label}`,
    table: RANDOM_PLAY_TABLE,
    game: game.id,
    label,
    run(budgetMs): Figures {
      const warm = playRandomFor(game, options, Math.min(1000, budgetMs / 10));
      const t = playRandomFor(game, options, budgetMs, warm.games);
      const figures = playFigures(t);
      figures['peak RSS (MB)'] = peakRssMb();
      if (t.limited > 0) figures['hit action limit'] = t.limited;
      return figures;
    },
  };
}

/**
 * Bytes allocated per game: the JS heap's growth over a stretch of games
 * during which no garbage collection ran. The child runs with a young
 * generation of 512 MB and `--expose-gc`; after a warm-up it collects
 * everything, then plays games until the heap has grown by ~256 MB. V8's
 * GC profiler (`v8.GCProfiler`) watches the stretch: one with a collection in
 * it is thrown away and tried again with fewer games.
 */
export function allocationCase(
  game: AnyGame,
  options: Record<string, unknown> = {},
  label = game.id,
): BenchCase {
  return {
    id: `allocation:${label}`,
    table: RANDOM_PLAY_TABLE,
    game: game.id,
    label,
    budget: 'fixed',
    nodeFlags: ['--expose-gc', '--min-semi-space-size=512', '--max-semi-space-size=512'],
    run(): Figures {
      return measureAllocation(game, options);
    },
  };
}

const WINDOW_BYTES = 256 * 2 ** 20;

function measureAllocation(game: AnyGame, options: Record<string, unknown>): Figures {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('the allocation case needs node --expose-gc');
  const warm = playRandomFor(game, options, 500);
  let next = warm.games;
  const kinds = randomKinds(game, options);
  for (let attempt = 1; attempt <= 5; attempt++) {
    collect();
    const profiler = new GCProfiler();
    profiler.start();
    const start = process.memoryUsage().heapUsed;
    let used = start;
    let games = 0;
    let actions = 0;
    while (used - start < WINDOW_BYTES / attempt && games < 100_000) {
      const seed = `bench/${next++}`;
      actions += playUnrecorded(game, options, seed, randomSeats(game, seed, options, kinds)).actions;
      games++;
      used = process.memoryUsage().heapUsed;
    }
    const collections = profiler.stop()?.statistics.length ?? 0;
    if (collections > 0) continue;
    const bytes = used - start;
    return { 'bytes/game': Math.round(bytes / games), 'bytes/action': Math.round(bytes / actions) };
  }
  return { 'bytes/game': 'a GC in every window' };
}

/**
 * A few positions from one random game (its start, a third and two thirds
 * in), each a decision with more than one legal action where possible.
 */
function mctsPositions(game: AnyGame, options: Record<string, unknown>): Match[] {
  const seed = 'bench/mcts';
  const full = playGame(game, options, seed, randomSeats(game, seed, options), { record: false }).actions;
  const positions: Match[] = [];
  for (const fraction of [0, 1 / 3, 2 / 3]) {
    let at = Math.floor(full * fraction);
    // The same seed and agents replay the same game; stop it `at` actions in.
    for (let tries = 0; tries < 20 && at < full; tries++, at++) {
      const { match } = playGame(game, options, seed, randomSeats(game, seed, options), {
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
    id: `mcts:${label}`,
    table: MCTS_TABLE,
    game: game.id,
    label,
    budget: 'mcts',
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
        'ms/decision': round1(elapsed / decisions),
      };
    },
  };
}

/** The generic cases every game gets. */
export function casesFor(game: AnyGame, options: Record<string, unknown> = {}, label = game.id): BenchCase[] {
  return [
    randomPlayCase(game, options, label),
    allocationCase(game, options, label),
    mctsCase(game, options, label),
    llmOverheadCase(game, options, label),
  ];
}
