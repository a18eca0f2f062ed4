/**
 * One game between agents, through the kernel's one decision loop
 * (`driveMatch`; the sim's tables and agent seats are in drive.ts). Agents
 * see only `view(state, seat)` and the legal actions; the first seat `toAct`
 * lists decides next (games that owe several seats a decision at once take
 * them in that order).
 */
import type { Agent, AgentSettings } from '@arbiter/agents';
import { createAgent } from '@arbiter/agents';
import {
  ACTION_LIMIT_REASON,
  type AnyGame,
  DriveError,
  driveMatch,
  Match,
  type Outcome,
  parseOptions,
  seatCount,
  seatCountOf,
} from '@arbiter/core';
import {
  AgentSeat,
  type DecisionObserver,
  LazyDecisionContext,
  LeanTable,
  MatchTable,
  outcomeOfDrive,
} from './drive.ts';

export type { DecisionObserver, DecisionSeen } from './drive.ts';
export { indexOfChoice } from './drive.ts';
export { ACTION_LIMIT_REASON };

export const DEFAULT_MAX_ACTIONS = 10_000;

export interface PlayOptions {
  /** Hash every action so the match log replays (default false: faster, no hashes). */
  record?: boolean;
  /** Stop after this many actions; the game then counts as a draw, reason 'action limit'. */
  maxActions?: number;
  /** Told of every decision before its action is applied (the decision export). */
  onDecision?: DecisionObserver;
}

export interface PlayedGame {
  match: Match;
  /** The game's outcome, or the action-limit draw. */
  outcome: Outcome;
  /** Actions played. */
  actions: number;
}

/** Refuses too few agents for the seats. */
export function checkSeats(game: AnyGame, seats: number, agents: readonly Agent[]): void {
  if (agents.length < seats)
    throw new Error(`${game.id} has ${seats} seats but ${agents.length} agents were given`);
}

/** A drive's contract error with the game and the seed it happened in. */
export function inGame(game: AnyGame, seed: string, e: unknown): unknown {
  return e instanceof DriveError ? new DriveError(`${game.id} seed ${seed}: ${e.message}`) : e;
}

/** A recorded game (a Match: its log replays when `record` is set). */
export function playGame(
  game: AnyGame,
  rawOptions: unknown,
  seed: string,
  agents: Agent[],
  opts: PlayOptions = {},
): PlayedGame {
  checkSeats(game, seatCountOf(game, rawOptions), agents);
  const match = new Match(game, rawOptions, seed, {
    recordEvents: false,
    hashEachAction: opts.record ?? false,
  });
  const table = new MatchTable(match);
  const ctx = new LazyDecisionContext(game, table, seed, match.seats);
  const seats = agents.map((agent) => new AgentSeat(agent, ctx, table, opts.onDecision));
  try {
    const end = driveMatch(table, seats, { maxActions: opts.maxActions ?? DEFAULT_MAX_ACTIONS });
    return { match, outcome: outcomeOfDrive(game, end), actions: match.actions.length };
  } catch (e) {
    throw inGame(game, seed, e);
  }
}

export interface UnrecordedGame {
  /** The final state (the game's own object, applied to in place). */
  state: unknown;
  /** The parsed options the game was set up with. */
  options: unknown;
  /** The game's outcome, or the action-limit draw. */
  outcome: Outcome;
  /** Actions played. */
  actions: number;
}

/**
 * `playGame` without a Match, for games nobody records (benchmarks, batch
 * games without logs): no log, no hashing, no event context, and no
 * allocation of its own per action. The same seed and agents give the same
 * game as `playGame`. An agent that chooses by index (the random agent does)
 * is asked for a position, so its choice needs no legality lookup; when the
 * game also enumerates its actions by index, the list is never built.
 */
export function playUnrecorded(
  game: AnyGame,
  rawOptions: unknown,
  seed: string,
  agents: Agent[],
  opts: { maxActions?: number; onDecision?: DecisionObserver } = {},
): UnrecordedGame {
  const options = parsedOnce(game, rawOptions);
  const seatTotal = seatCount(game, options);
  checkSeats(game, seatTotal, agents);
  const table = new LeanTable(game, game.setup(options, seed));
  const ctx = new LazyDecisionContext(game, table, seed, seatTotal);
  const seats = agents.map((agent) => new AgentSeat(agent, ctx, table, opts.onDecision));
  try {
    const end = driveMatch(table, seats, { maxActions: opts.maxActions ?? DEFAULT_MAX_ACTIONS });
    return { state: table.state, options, outcome: outcomeOfDrive(game, end), actions: table.played };
  } catch (e) {
    throw inGame(game, seed, e);
  }
}

/**
 * Parsed options per raw options object and game: a batch plays its games
 * from one options object, and parsing them (a schema walk, defaults that
 * may read the environment) is per batch, not per game. Read only: the
 * parsed options are shared by every game played from that object.
 */
const parsedByRaw = new WeakMap<object, WeakMap<AnyGame, unknown>>();
const NO_OPTIONS = {};

function parsedOnce(game: AnyGame, rawOptions: unknown): unknown {
  const raw = rawOptions ?? NO_OPTIONS;
  if (typeof raw !== 'object') return parseOptions(game, raw);
  let byGame = parsedByRaw.get(raw);
  if (byGame === undefined) {
    byGame = new WeakMap();
    parsedByRaw.set(raw, byGame);
  }
  if (byGame.has(game)) return byGame.get(game);
  const parsed = parseOptions(game, raw);
  byGame.set(game, parsed);
  return parsed;
}

/** The agent kind for each seat: a shorter list repeats its last entry. */
export function seatKinds(kinds: readonly string[], players: number): string[] {
  if (kinds.length === 0) throw new Error('no agents given: name one agent kind per seat');
  return Array.from({ length: players }, (_, seat) => kinds[Math.min(seat, kinds.length - 1)]);
}

/** Fresh agents for one game, each seeded from the game's seed and its seat. */
export function seatAgents(
  kinds: readonly string[],
  seed: string,
  settings?: AgentSettings,
  game?: AnyGame,
): Agent[] {
  return kinds.map((kind, seat) => createAgent(kind, `${seed}/agent/${seat}`, settings, game));
}
