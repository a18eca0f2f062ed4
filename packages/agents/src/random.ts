/**
 * The random agent: uniform over the legal actions, from its own seeded RNG.
 * It is the baseline every other agent is measured against, and the fallback
 * of the searching agents when a game gives them nothing to search with.
 */
import { type Action, createRng, randIntFrom, rngStream, type StreamState } from '@arbiter/core';
import type { Agent, AgentFactory, DecisionContext } from './agent.ts';

/**
 * An agent that can choose by position among `count` legal actions (in the
 * game's order) without seeing them: a play loop whose game can enumerate
 * its actions by index skips building the list (see the sim's play loop).
 */
export interface IndexChooser {
  chooseIndex(count: number): number;
}

export const createRandomAgent: AgentFactory = (seed) => {
  const rng = createRng(seed);
  // The agent draws from one stream of its own generator: looked up once, on
  // the first choice (where `randInt` would create it), not on every one.
  let stream: StreamState | null = null;
  // choose() and chooseIndex() draw the same number from the same RNG, so a
  // game plays out the same whichever of the two a loop calls.
  const chooseIndex = (count: number) => {
    if (count <= 0) throw new RangeError('random agent: no legal action to choose from');
    stream ??= rngStream(rng);
    return randIntFrom(stream, count);
  };
  return {
    kind: 'random',
    choose<A extends Action>(ctx: DecisionContext<A>): A {
      return ctx.legal[chooseIndex(ctx.legal.length)];
    },
    chooseIndex,
  } satisfies Agent & IndexChooser;
};
