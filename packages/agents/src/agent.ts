/**
 * What an agent is. Agents play from views: they get the redacted view of
 * their seat and the list of legal actions, never the real state. Agents
 * that search (greedy, MCTS) rebuild full states with the game's
 * `determinize(view, seat, seed)` and look ahead on those.
 *
 * Each agent owns a seeded RNG of its own, so the same seed gives the same
 * choices, and agent randomness never touches the game's RNG.
 */
import type { Action, AnyGame, PlayerId } from '@arbiter/core';

export interface DecisionContext<A extends Action = Action> {
  game: AnyGame;
  player: PlayerId;
  /** The game's view for `player`. */
  view: unknown;
  /** Legal actions for `player`, in the game's order. Never empty. */
  legal: A[];
}

export interface Agent {
  readonly kind: string;
  /** One of `ctx.legal`. */
  choose<A extends Action>(ctx: DecisionContext<A>): A;
}

export interface AgentSettings {
  /** MCTS iterations per decision (default 1000) */
  iterations?: number;
  /** Greedy: determinizations averaged per candidate action (default 4) */
  samples?: number;
  /** MCTS rollout depth before falling back to evaluate() (default 200) */
  rolloutDepth?: number;
  /** UCT exploration constant (default 1.4) */
  exploration?: number;
}

export type AgentFactory = (seed: string, settings?: AgentSettings) => Agent;
