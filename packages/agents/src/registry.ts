/**
 * Agents by name, for the CLI, the simulator and the server.
 */
import type { Agent, AgentFactory, AgentSettings } from './agent.ts';
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

export function isAsyncAgentKind(kind: string): boolean {
  return (asyncAgentKinds as readonly string[]).includes(kind);
}

/** A new agent of `kind` with its own RNG seeded by `seed`. Throws on an unknown kind. */
export function createAgent(kind: string, seed: string, settings?: AgentSettings): Agent {
  if (!isAgentKind(kind)) {
    throw new Error(`unknown agent kind '${kind}' (known: ${agentKinds.join(', ')})`);
  }
  return factories[kind](seed, settings);
}
