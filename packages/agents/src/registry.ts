/**
 * Agents by name, for the CLI, the simulator and the server.
 */
import type { Action, AnyGame } from '@arbiter/core';
import type { Agent, AgentFactory, AgentSettings, DecisionContext } from './agent.ts';
import { createGreedyAgent } from './greedy.ts';
import { createLlmAgent } from './llm/agent.ts';
import { createMctsAgent } from './mcts.ts';
import { createRandomAgent } from './random.ts';

export type AgentKind = 'random' | 'greedy' | 'mcts' | 'llm';

const factories: Record<AgentKind, AgentFactory> = {
  random: createRandomAgent,
  greedy: createGreedyAgent,
  mcts: createMctsAgent,
  llm: createLlmAgent,
};

export const agentKinds: readonly AgentKind[] = Object.keys(factories) as AgentKind[];

/** Kinds whose agents decide asynchronously (`chooseAsync`): a play loop must be able to wait for them. */
export const asyncAgentKinds: readonly AgentKind[] = ['llm'];

export function isAgentKind(kind: string): kind is AgentKind {
  return Object.hasOwn(factories, kind);
}

/** A common kind, or one of `game`'s own agent kinds (`GameModule.agents`). */
export function isKnownAgentKind(kind: string, game?: AnyGame): boolean {
  return isAgentKind(kind) || (game?.agents !== undefined && Object.hasOwn(game.agents, kind));
}

/** Every kind `game` can be played by: the common ones, then its own. */
export function agentKindsFor(game?: AnyGame): string[] {
  return [...agentKinds, ...Object.keys(game?.agents ?? {})];
}

export function isAsyncAgentKind(kind: string): boolean {
  return (asyncAgentKinds as readonly string[]).includes(kind);
}

/**
 * What a game's own policy is asked: the seat, its legal actions and its view,
 * read only if the policy asks for it (loops may build it lazily). A class,
 * so the getter lives once on the prototype: an object literal whose getter
 * closes over the context kept the game behind it alive through minor
 * collections (see the sim's decisionContext).
 */
class PolicyDecision {
  readonly player: number;
  readonly legal: Action[];
  constructor(private readonly ctx: DecisionContext) {
    this.player = ctx.player;
    this.legal = ctx.legal;
  }
  get view(): unknown {
    return this.ctx.view;
  }
}

/** A new agent of `kind` with its own RNG seeded by `seed`. Throws on an unknown kind. */
export function createAgent(kind: string, seed: string, settings?: AgentSettings, game?: AnyGame): Agent {
  if (isAgentKind(kind)) return factories[kind](seed, settings);
  const own = game?.agents && Object.hasOwn(game.agents, kind) ? game.agents[kind] : undefined;
  if (!own) throw new Error(`unknown agent kind '${kind}' (known: ${agentKindsFor(game).join(', ')})`);
  const policy = own(seed);
  return {
    kind,
    choose<A extends Action>(ctx: DecisionContext<A>): A {
      // The view is read only if the policy asks for it (loops may build it lazily).
      return policy.choose(new PolicyDecision(ctx)) as A;
    },
  };
}
