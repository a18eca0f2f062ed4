/**
 * `playGame` for agents that wait on I/O (the LLM agent): the same loop,
 * the kernel's `driveMatchAsync`, through a Match, awaiting each decision
 * (`chooseAsync` when the agent has it, `choose` otherwise). The same seed
 * and agents play the same game as `playGame` when no agent is asynchronous.
 */
import type { Agent } from '@arbiter/agents';
import { type AnyGame, driveMatchAsync, Match, seatCountOf } from '@arbiter/core';
import { AsyncAgentSeat, LazyDecisionContext, MatchTable, outcomeOfDrive } from './drive.ts';
import { checkSeats, DEFAULT_MAX_ACTIONS, inGame, type PlayedGame, type PlayOptions } from './play.ts';

export async function playGameAsync(
  game: AnyGame,
  rawOptions: unknown,
  seed: string,
  agents: Agent[],
  opts: PlayOptions = {},
): Promise<PlayedGame> {
  checkSeats(game, seatCountOf(game, rawOptions), agents);
  const match = new Match(game, rawOptions, seed, {
    recordEvents: false,
    hashEachAction: opts.record ?? false,
  });
  const table = new MatchTable(match);
  const ctx = new LazyDecisionContext(game, table, seed, match.seats);
  const seats = agents.map((agent) => new AsyncAgentSeat(agent, ctx, table, opts.onDecision));
  try {
    const end = await driveMatchAsync(table, seats, { maxActions: opts.maxActions ?? DEFAULT_MAX_ACTIONS });
    return { match, outcome: outcomeOfDrive(game, end), actions: match.actions.length };
  } catch (e) {
    throw inGame(game, seed, e);
  }
}
