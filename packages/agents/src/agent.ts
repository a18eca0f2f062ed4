/**
 * What an agent is. Agents play from views: they get the redacted view of
 * their seat and the list of legal actions, never the real state. Agents
 * that search (greedy, MCTS) rebuild full states with the game's
 * `determinize(view, seat, seed)` and look ahead on those.
 *
 * Each agent owns a seeded RNG of its own, so the same seed gives the same
 * choices, and agent randomness never touches the game's RNG.
 *
 * Two ways to decide. `choose` answers at once, on the caller's thread: the
 * random, greedy and MCTS agents, and the sim's lean loop, live on it.
 * `chooseAsync` is for an agent that waits on I/O (the LLM agent waits on an
 * HTTP endpoint): a play loop that can wait (`decide` below; the CLI's play,
 * the sim's async batch, the server's rooms) awaits it, so a slow answer
 * never holds the thread. An agent with `chooseAsync` may refuse `choose`
 * (it throws AsyncOnlyAgentError): loops that cannot wait must not be given
 * one (the registry's `isAsyncAgentKind` tells them beforehand).
 */
import type { Action, AnyGame, PlayerId } from '@arbiter/core';
import type { LlmSettings } from './llm/settings.ts';

export interface DecisionContext<A extends Action = Action> {
  game: AnyGame;
  player: PlayerId;
  /** The game's view for `player`. */
  view: unknown;
  /** Legal actions for `player`, in the game's order. Never empty. */
  legal: A[];
  /** Which match this decision is in (a seed, a server match id): traces record it. Optional. */
  match?: string;
  /** Seats in this match (games played by a varying number say how many here). Optional. */
  seats?: number;
  /** Actions played in the match before this decision: traces record it. Optional. */
  turn?: number;
  /**
   * The game's description of one of `legal` for the acting seat
   * (`game.describe(action, state)`): loops that hold the state provide it,
   * so an agent reads the text without seeing the state. Optional.
   */
  describe?(action: A): string;
}

export interface Agent {
  readonly kind: string;
  /** The action types it ever chooses (a game policy's `reads`): loops may give it only those legal actions. */
  readonly reads?: readonly string[];
  /** One of `ctx.legal`, decided now. */
  choose<A extends Action>(ctx: DecisionContext<A>): A;
  /** One of `ctx.legal`, for agents that wait on I/O; loops that can wait prefer it. */
  chooseAsync?<A extends Action>(ctx: DecisionContext<A>): Promise<A>;
}

/** Thrown by `choose` of an agent that can only decide asynchronously. */
export class AsyncOnlyAgentError extends Error {
  constructor(kind: string) {
    super(`the ${kind} agent decides asynchronously: this play loop must await chooseAsync (see decide())`);
    this.name = 'AsyncOnlyAgentError';
  }
}

/** The agent's choice through whichever path it has: `chooseAsync` when it has one, else `choose`. */
export function decide<A extends Action>(agent: Agent, ctx: DecisionContext<A>): Promise<A> {
  if (agent.chooseAsync) return agent.chooseAsync(ctx);
  try {
    return Promise.resolve(agent.choose(ctx));
  } catch (e) {
    return Promise.reject(e);
  }
}

/** Whether the agent must be awaited (it has `chooseAsync`). */
export function isAsyncAgent(agent: Agent): boolean {
  return typeof agent.chooseAsync === 'function';
}

export interface AgentSettings {
  /** MCTS iterations per decision (default 1000; with `thinkMs` alone, as many as the time allows) */
  iterations?: number;
  /**
   * Time per decision in ms, for MCTS and greedy: the search stops when it is
   * up (or at `iterations` / `samples`, whichever comes first). Results then
   * depend on the machine: iteration budgets for tests and ratings.
   */
  thinkMs?: number;
  /**
   * What `thinkMs` counts: 'wall' time (the default: what a waiting player
   * sees) or the process's 'cpu' time (equal work on a busy machine: for
   * comparing agents at equal time).
   */
  clock?: 'wall' | 'cpu';
  /** Greedy: determinizations averaged per candidate action (default 4; with `thinkMs` alone, as many as the time allows) */
  samples?: number;
  /** MCTS playout length before `evaluate` (default: the game's `search.rolloutDepth`, else 200) */
  rolloutDepth?: number;
  /** MCTS: visits a node below the root needs before it grows children (default: the game's `search.expandAfter`, else 1) */
  expandAfter?: number;
  /** MCTS: the rollout policy's head start in the tree (default: the game's `search.policyBias`, else 0.5) */
  policyBias?: number;
  /**
   * MCTS: worlds of a one-step look (greedy's: each root action applied, the position scored by
   * `evaluate`) that seed the root's children before the first iteration, so a search with fewer
   * iterations than legal actions still starts from greedy's ranking (default 0: none)
   */
  rootLook?: number;
  /**
   * MCTS: worlds of a one-step look that rank the root's actions for progressive widening
   * (search/widening.ts): only the best `1 + visits^widen` take part, each child's mean starting
   * from its one-step value (default 0: off)
   */
  prior?: number;
  /** MCTS with `prior`: the widening exponent (default 0.5) */
  widen?: number;
  /** MCTS with `prior`: visits the one-step value counts for in a child's mean (default 2) */
  priorWeight?: number;
  /** MCTS with `prior`: 1 widens the nodes below the root too, each over its own one-step look (default 0: the root only) */
  widenBelow?: number;
  /**
   * MCTS: take the game's exact decisions (`search.exactDecider`: play its answer, or search only the
   * candidates it leaves) (default true; games without the hook are unaffected)
   */
  exact?: boolean;
  /** MCTS: keep the tree from one decision to the next one right after it (default true) */
  reuseTree?: boolean;
  /** UCT exploration constant (default 1.4) */
  exploration?: number;
  /** The LLM agent's endpoint and behaviour (default: from the ARBITER_LLM_* environment). */
  llm?: LlmSettings;
}

export type AgentFactory = (seed: string, settings?: AgentSettings) => Agent;
