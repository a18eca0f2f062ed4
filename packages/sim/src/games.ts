/**
 * The work of a batch, game by game: the part that runs in whichever thread
 * plays the games. Everything it returns is plain data, so a worker can post
 * it back and the merge does not care who played what.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentSettings } from '@arbiter/agents';
import type { AnyGame, GameReport, Match, Outcome } from '@arbiter/core';
import { GameDecisions } from './export.ts';
import { type PlayedGame, playGame, playUnrecorded, seatAgents } from './play.ts';
import { playGameAsync } from './play-async.ts';

export interface GameJob {
  /** Raw options; each game parses them again, as a replay would. */
  options: Record<string, unknown>;
  /** Agent kind per seat (already expanded to every seat). */
  kinds: string[];
  agentSettings?: AgentSettings;
  logDir?: string;
  maxActions?: number;
  /** Give each result its decisions as `arbiter.decisions/1` lines (`exported`). */
  exportDecisions?: boolean;
}

export interface GameResult {
  seed: string;
  outcome: Outcome;
  actions: number;
  /** The game's report(), when it has one. */
  report: GameReport | null;
  /** Where the match log was written. */
  log?: string;
  /** The game's decision lines (JSONL), when the job exports them; the batch writes and drops them. */
  exported?: string;
}

export function logFileName(game: AnyGame, seed: string): string {
  return `${game.id}-${seed}.json`;
}

function failed(game: AnyGame, seed: string, e: unknown): Error {
  const message = e instanceof Error ? e.message : String(e);
  return new Error(`${game.id} seed ${seed}: ${message}`, { cause: e });
}

/**
 * One game of the batch. Without a log folder it runs the lean loop (no
 * Match, no hashes, no per-action records); with one, a recorded Match whose
 * log is written. Both play the same game for the same seed.
 */
export function runGame(game: AnyGame, job: GameJob, seed: string): GameResult {
  try {
    const agents = seatAgents(job.kinds, seed, job.agentSettings, game);
    const decisions = job.exportDecisions ? new GameDecisions(game, seed, job.options, job.kinds) : null;
    const onDecision = decisions ? decisions.add.bind(decisions) : undefined;
    if (job.logDir === undefined) {
      const { state, options, outcome, actions } = playUnrecorded(game, job.options, seed, agents, {
        maxActions: job.maxActions,
        onDecision,
      });
      const result: GameResult = {
        seed,
        outcome,
        actions,
        report: game.report ? game.report(state, options) : null,
      };
      if (decisions) result.exported = decisions.finish(outcome, actions);
      return result;
    }
    const played = playGame(game, job.options, seed, agents, {
      record: true,
      maxActions: job.maxActions,
      onDecision,
    });
    return recordedGame(game, job, seed, played, decisions);
  } catch (e) {
    throw failed(game, seed, e);
  }
}

/** One game with agents that may decide asynchronously (the LLM agent): always through a Match. */
export async function runGameAsync(game: AnyGame, job: GameJob, seed: string): Promise<GameResult> {
  try {
    const agents = seatAgents(job.kinds, seed, job.agentSettings, game);
    const decisions = job.exportDecisions ? new GameDecisions(game, seed, job.options, job.kinds) : null;
    const played = await playGameAsync(game, job.options, seed, agents, {
      record: job.logDir !== undefined,
      maxActions: job.maxActions,
      onDecision: decisions ? decisions.add.bind(decisions) : undefined,
    });
    return recordedGame(game, job, seed, played, decisions);
  } catch (e) {
    throw failed(game, seed, e);
  }
}

function recordedGame(
  game: AnyGame,
  job: GameJob,
  seed: string,
  played: PlayedGame,
  decisions: GameDecisions | null,
): GameResult {
  const { match, outcome, actions } = played;
  const result: GameResult = {
    seed,
    outcome,
    actions,
    report: game.report ? game.report(match.state, match.options) : null,
  };
  if (job.logDir !== undefined) result.log = writeLog(game, job.logDir, seed, match);
  if (decisions) result.exported = decisions.finish(outcome, actions);
  return result;
}

function writeLog(game: AnyGame, logDir: string, seed: string, match: Match): string {
  mkdirSync(logDir, { recursive: true });
  const path = join(logDir, logFileName(game, seed));
  writeFileSync(path, `${JSON.stringify(match.toLog())}\n`);
  return path;
}

/**
 * The seeds of a batch, read one at a time: a range made on demand
 * (`seedRange`), so a batch of a million games never holds a million seed
 * strings, or a plain list (a chunk).
 */
export interface Seeds {
  readonly length: number;
  at(index: number): string | undefined;
}

/** Seeds `first`, `first + 1`, … as strings, `count` of them, made when asked for. */
export function seedRange(first: number, count: number): Seeds {
  return { length: count, at: (i) => (i >= 0 && i < count ? String(first + i) : undefined) };
}

export function runGames(game: AnyGame, job: GameJob, seeds: readonly string[]): GameResult[] {
  return seeds.map((seed) => runGame(game, job, seed));
}

/**
 * Games with asynchronous agents, `concurrency` at a time in this thread
 * (their agents wait on I/O, not on the CPU), handed to `onResult` in seed
 * order as they finish.
 */
export async function runGamesAsync(
  game: AnyGame,
  job: GameJob,
  seeds: Seeds,
  concurrency: number,
  onResult: (result: GameResult) => void,
): Promise<void> {
  const done = new Map<number, GameResult>();
  let next = 0;
  let deliver = 0;
  const lane = async () => {
    while (next < seeds.length) {
      const i = next++;
      try {
        done.set(i, await runGameAsync(game, job, seeds.at(i)!));
      } catch (e) {
        next = seeds.length; // the other lanes finish their games and stop
        throw e;
      }
      while (done.has(deliver)) {
        const r = done.get(deliver)!;
        done.delete(deliver);
        deliver++;
        onResult(r);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, seeds.length)) }, lane));
}
