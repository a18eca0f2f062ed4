/**
 * Agents by name, for the CLI, the simulator and the server. A name is a
 * kind (`mcts`) or a spec with a budget (`mcts:200`, `mcts:250ms`; spec.ts).
 */
import type { Action, AnyGame } from '@arbiter/core';
import type { Agent, AgentFactory, AgentSettings, DecisionContext } from './agent.ts';
import { createGreedyAgent } from './greedy.ts';
import { createLlmAgent } from './llm/agent.ts';
import { createMctsAgent } from './mcts.ts';
import { createRandomAgent } from './random.ts';
import { createRolloutAgent } from './rollout-agent.ts';
import { AgentSpecError, parseAgentSpec, specSettings } from './spec.ts';

export type AgentKind = 'random' | 'greedy' | 'mcts' | 'rollout' | 'llm';

const factories: Record<AgentKind, AgentFactory> = {
  random: createRandomAgent,
  greedy: createGreedyAgent,
  mcts: createMctsAgent,
  rollout: createRolloutAgent,
  llm: createLlmAgent,
};

export const agentKinds: readonly AgentKind[] = Object.keys(factories) as AgentKind[];

/** Kinds whose agents decide asynchronously (`chooseAsync`): a play loop must be able to wait for them. */
export const asyncAgentKinds: readonly AgentKind[] = ['llm'];

export function isAgentKind(kind: string): kind is AgentKind {
  return Object.hasOwn(factories, kind);
}

/** Kinds that take a budget and settings in a spec (`mcts:200`). */
const tunableKinds: readonly string[] = ['greedy', 'mcts', 'rollout'];

function isOwnKind(kind: string, game?: AnyGame): boolean {
  return game?.agents !== undefined && Object.hasOwn(game.agents, kind);
}

/**
 * Why `spec` names no agent for `game` (an unknown kind, a malformed budget,
 * settings on a kind that takes none), or null when it names one.
 */
export function agentSpecProblem(spec: string, game?: AnyGame): string | null {
  let parsed: ReturnType<typeof parseAgentSpec>;
  try {
    parsed = parseAgentSpec(spec);
  } catch (e) {
    if (e instanceof AgentSpecError) return e.message;
    throw e;
  }
  if (!isAgentKind(parsed.kind) && !isOwnKind(parsed.kind, game)) {
    return `unknown agent kind '${parsed.kind}' (known: ${agentKindsFor(game).join(', ')})`;
  }
  if (parsed.name !== parsed.kind && !tunableKinds.includes(parsed.kind)) {
    return `agent '${spec}': ${parsed.kind} takes no budget or settings (only ${tunableKinds.join(' and ')} do)`;
  }
  return null;
}

/** A common kind, one of `game`'s own agent kinds (`GameModule.agents`), or a spec of either (`mcts:200`). */
export function isKnownAgentKind(kind: string, game?: AnyGame): boolean {
  return agentSpecProblem(kind, game) === null;
}

/** A spec whose kind is a common one (any machine can make it: queued batches carry only these). */
export function isCommonAgentSpec(spec: string): boolean {
  return agentSpecProblem(spec) === null;
}

/** Every kind `game` can be played by: the common ones, then its own. */
export function agentKindsFor(game?: AnyGame): string[] {
  return [...agentKinds, ...Object.keys(game?.agents ?? {})];
}

export function isAsyncAgentKind(kind: string): boolean {
  return (asyncAgentKinds as readonly string[]).includes(kind.split(':')[0].trim());
}

/** A decision context that can build a part of its view alone (the sim's lean loop: `GameModule.viewPart`). */
interface PartContext extends DecisionContext {
  viewPart?(part: string): unknown;
}

/** What `view` holds at `path` (`'sides.0.active'`), undefined where the path leads nowhere. */
function partOfView(view: unknown, path: string): unknown {
  let at = view;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * What a game's own policy is asked: the seat, its legal actions and its view,
 * read only if the policy asks for it (loops may build it lazily). A class,
 * so the getter lives once on the prototype: an object literal whose getter
 * closes over the context kept the game behind it alive through minor
 * collections (see the sim's decisionContext). One per agent, refilled for
 * each decision.
 */
class PolicyDecision {
  player = 0;
  legal: Action[] = [];
  protected ctx: PartContext | null = null;

  fill(ctx: PartContext): this {
    this.ctx = ctx;
    this.player = ctx.player;
    this.legal = ctx.legal;
    return this;
  }

  get view(): unknown {
    return (this.ctx as PartContext).view;
  }
}

/**
 * The same, for a context that builds parts of its view alone (the sim's
 * lean loop): the policy may ask for a part (`GamePolicy`'s `viewPart`)
 * instead of the whole view. A part the game does not build alone is read
 * from the whole view.
 */
class PartPolicyDecision extends PolicyDecision {
  viewPart(part: string): unknown {
    const ctx = this.ctx as PartContext;
    const built = ctx.viewPart?.(part);
    return built !== undefined ? built : partOfView(ctx.view, part);
  }
}

/**
 * A new agent of `kind` (or spec: `mcts:200`) with its own RNG seeded by
 * `seed`; a spec's settings override `settings`. Throws on an unknown kind or
 * a malformed spec.
 */
export function createAgent(kind: string, seed: string, settings?: AgentSettings, game?: AnyGame): Agent {
  if (isAgentKind(kind)) return factories[kind](seed, settings);
  if (kind.includes(':')) {
    const problem = agentSpecProblem(kind, game);
    if (problem) throw new Error(problem);
    const spec = parseAgentSpec(kind);
    if (isAgentKind(spec.kind)) return factories[spec.kind](seed, specSettings(spec, settings));
  }
  const own = game?.agents && Object.hasOwn(game.agents, kind) ? game.agents[kind] : undefined;
  if (!own) throw new Error(`unknown agent kind '${kind}' (known: ${agentKindsFor(game).join(', ')})`);
  const policy = own(seed);
  const decision = new PolicyDecision();
  const partDecision = new PartPolicyDecision();
  return {
    kind,
    reads: policy.reads,
    choose<A extends Action>(ctx: DecisionContext<A>): A {
      // The view is read only if the policy asks for it (loops may build it lazily), or parts of it where the loop can.
      const withParts = (ctx as PartContext).viewPart !== undefined;
      return policy.choose((withParts ? partDecision : decision).fill(ctx)) as A;
    },
  };
}
