/**
 * The batch runner's inputs and report. Kept in one file so the CLI, the
 * server and the benchmarks agree on it.
 */
import type { AgentSettings } from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
import type { DataChange } from './variants.ts';

export interface BatchOptions {
  game: AnyGame;
  /** Number of games; seeds are seed, seed+1, ..., seed+games-1 (as strings). */
  games: number;
  seed: number;
  /** Agent kind per seat ('random' | 'greedy' | 'mcts' | 'llm'); fewer than seats repeats the last. */
  agents: string[];
  agentSettings?: AgentSettings;
  /** Raw game options (parsed by the game's optionsSchema). */
  options?: Record<string, unknown>;
  /** When set, one match log per game is written here as <game>-<seed>.json. */
  logDir?: string;
  /** Abort one game after this many actions (counts as a draw with reason 'action limit'). Default 10000. */
  maxActions?: number;
  /**
   * Worker threads to spread the games over (default 1: run in this thread).
   * Results are identical whatever the count. More than one needs `gameSource`,
   * since a game module (functions) cannot be sent to a thread. With an
   * asynchronous agent (llm) there are no threads: this many games are played
   * at once in this thread instead, each waiting on its agents' I/O.
   */
  workers?: number;
  /** Where worker threads import the game from. */
  gameSource?: GameSource;
  /**
   * Write every decision of every game here as `arbiter.decisions/1` JSON
   * lines (see export.ts), streamed game by game in seed order.
   */
  exportPath?: string;
  /** Called after each game is counted (in seed order) with the number counted so far; cheap callers only. */
  onProgress?: (gamesDone: number) => void;
}

/**
 * A module specifier (resolvable from the worker, e.g. a package name or a
 * file URL) and the name of an export that is either the game itself or a
 * function from a game id to the game (a catalog's `findGame`).
 */
export interface GameSource {
  module: string;
  export: string;
  /** The game plays the data in this folder (its `withData`), as the caller's game does. */
  dataDir?: string;
  /** Then with these changes made to its data in memory (a Lab variant; see variants.ts). */
  dataChanges?: DataChange[];
}

export interface AbOptions extends BatchOptions {
  /** The option to vary; dotted keys nest (`hero.p1`), as on the command line. */
  key: string;
  /** At least two values; the first is the baseline. */
  values: unknown[];
}

export type { Interval } from '@arbiter/core';

import type { Interval } from '@arbiter/core';

export interface BatchReport {
  game: string;
  games: number;
  seed: number;
  agents: string[];
  options: unknown;
  /** Wins per seat. */
  wins: number[];
  draws: number;
  /** Per seat: wins / games with a 95% Wilson interval. */
  winRate: Interval[];
  /** Per agent kind: wins of the seats it played / games × those seats, with a 95% Wilson interval. */
  winRateByAgent: Record<string, { wins: number; seatGames: number } & Interval>;
  drawRate: Interval;
  /** Actions per game. */
  avgLength: number;
  medianLength: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  elapsedMs: number;
  /** Game-specific statistics from the game's summarize(), or averaged report() numbers. */
  metrics: Record<string, unknown>;
  /** Game lengths: number of actions → number of games that long. */
  lengths: Record<string, number>;
  /** Wins per seat and draws after 1-9, 10-90, 100-900, ... games and after the last: the rates converging. */
  convergence: Array<{ games: number; wins: number[]; draws: number }>;
  /** Paths of the written match logs, when logDir was given. */
  logs?: string[];
  /** The decision export, when exportPath was given. */
  export?: { path: string; games: number; decisions: number };
}

export interface AbReport {
  game: string;
  /** The option the variants differ in. */
  key: string;
  variants: Array<{ value: unknown; report: BatchReport }>;
  /** Per variant after the first: the difference of seat-0 win rate and of avgLength from the first variant. */
  differences: Array<{
    value: unknown;
    seat0WinRateDelta: number;
    avgLengthDelta: number;
    significant: boolean;
  }>;
}
