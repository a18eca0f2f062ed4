/**
 * The work of a batch, game by game: the part that runs in whichever thread
 * plays the games. Everything it returns is plain data, so a worker can post
 * it back and the merge does not care who played what.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentSettings } from '@arbiter/agents';
import type { AnyGame, GameReport, Outcome } from '@arbiter/core';
import { playGame, playUnrecorded, seatAgents } from './play.ts';

export interface GameJob {
  /** Raw options; each game parses them again, as a replay would. */
  options: Record<string, unknown>;
  /** Agent kind per seat (already expanded to every seat). */
  kinds: string[];
  agentSettings?: AgentSettings;
  logDir?: string;
  maxActions?: number;
}

export interface GameResult {
  seed: string;
  outcome: Outcome;
  actions: number;
  /** The game's report(), when it has one. */
  report: GameReport | null;
  /** Where the match log was written. */
  log?: string;
}

export function logFileName(game: AnyGame, seed: string): string {
  return `${game.id}-${seed}.json`;
}

/**
 * One game of the batch. Without a log folder it runs the lean loop (no
 * Match, no hashes, no per-action records); with one, a recorded Match whose
 * log is written. Both play the same game for the same seed.
 */
export function runGame(game: AnyGame, job: GameJob, seed: string): GameResult {
  try {
    const agents = seatAgents(job.kinds, seed, job.agentSettings);
    if (job.logDir === undefined) {
      const { state, options, outcome, actions } = playUnrecorded(game, job.options, seed, agents, {
        maxActions: job.maxActions,
      });
      return { seed, outcome, actions, report: game.report ? game.report(state, options) : null };
    }
    return recordedGame(
      game,
      job,
      seed,
      playGame(game, job.options, seed, agents, { record: true, maxActions: job.maxActions }),
    );
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new Error(`${game.id} seed ${seed}: ${message}`, { cause: e });
  }
}

function recordedGame(
  game: AnyGame,
  job: GameJob,
  seed: string,
  played: ReturnType<typeof playGame>,
): GameResult {
  const { match, outcome, actions } = played;
  const result: GameResult = {
    seed,
    outcome,
    actions,
    report: game.report ? game.report(match.state, match.options) : null,
  };
  if (job.logDir !== undefined) {
    mkdirSync(job.logDir, { recursive: true });
    const path = join(job.logDir, logFileName(game, seed));
    writeFileSync(path, `${JSON.stringify(match.toLog())}\n`);
    result.log = path;
  }
  return result;
}

export function runGames(game: AnyGame, job: GameJob, seeds: readonly string[]): GameResult[] {
  return seeds.map((seed) => runGame(game, job, seed));
}
