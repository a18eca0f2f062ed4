/**
 * The random agent: uniform over the legal actions, from its own seeded RNG.
 * It is the baseline every other agent is measured against, and the fallback
 * of the searching agents when a game gives them nothing to search with.
 */
import { type Action, createRng, pick } from '@arbiter/core';
import type { Agent, AgentFactory, DecisionContext } from './agent.ts';

export const createRandomAgent: AgentFactory = (seed) => {
  const rng = createRng(seed);
  return {
    kind: 'random',
    choose<A extends Action>(ctx: DecisionContext<A>): A {
      return pick(rng, ctx.legal);
    },
  } satisfies Agent;
};
