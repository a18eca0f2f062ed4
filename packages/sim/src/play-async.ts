/**
 * `playGame` for agents that wait on I/O (the LLM agent): the same loop
 * through a Match, awaiting each decision (`decide`: `chooseAsync` when the
 * agent has it, `choose` otherwise). The same seed and agents play the same
 * game as `playGame` when no agent is asynchronous.
 */
import { type Agent, decide } from '@arbiter/agents';
import { type AnyGame, Match, type Outcome, seatCountOf } from '@arbiter/core';
import {
  ACTION_LIMIT_REASON,
  DEFAULT_MAX_ACTIONS,
  decisionContext,
  indexOfChoice,
  type PlayedGame,
  type PlayOptions,
} from './play.ts';

export async function playGameAsync(
  game: AnyGame,
  rawOptions: unknown,
  seed: string,
  agents: Agent[],
  opts: PlayOptions = {},
): Promise<PlayedGame> {
  const seats = seatCountOf(game, rawOptions);
  if (agents.length < seats) {
    throw new Error(`${game.id} has ${seats} seats but ${agents.length} agents were given`);
  }
  const maxActions = opts.maxActions ?? DEFAULT_MAX_ACTIONS;
  const match = new Match(game, rawOptions, seed, {
    recordEvents: false,
    hashEachAction: opts.record ?? false,
  });
  const ctx = decisionContext(game, () => match.state, seed, match.seats);
  for (;;) {
    const outcome = match.outcome();
    if (outcome) return { match, outcome, actions: match.actions.length };
    if (match.actions.length >= maxActions) {
      const limit: Outcome = { winner: null, draw: true, reason: ACTION_LIMIT_REASON };
      return { match, outcome: limit, actions: match.actions.length };
    }
    const player = match.toAct()[0];
    if (player === undefined) {
      throw new Error(
        `${game.id} seed ${seed}: no outcome after ${match.actions.length} actions, but nobody is to act`,
      );
    }
    const legal = match.legalActions(player);
    if (legal.length === 0) {
      throw new Error(`${game.id} seed ${seed}: seat ${player} is to act but has no legal action`);
    }
    const agent = agents[player];
    ctx.player = player;
    ctx.legal = legal;
    ctx.turn = match.actions.length;
    ctx.viewBuilt = false;
    const version = match.actions.length;
    const chosen = await decide(agent, ctx);
    if (match.actions.length !== version)
      throw new Error(`${game.id} seed ${seed}: the match moved while an agent thought`);
    const index = indexOfChoice(game, legal, chosen, agent, player);
    opts.onDecision?.({ step: version, player, view: ctx.view, legal, index, state: match.state });
    match.applyTrusted(player, legal[index]);
  }
}
