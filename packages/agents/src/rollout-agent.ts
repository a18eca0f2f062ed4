/**
 * The rollout agent: greedy's choice, improved by paired playouts over its
 * best candidates (search/rollout-improvement.ts). Budget: `iterations`
 * playout worlds, or `thinkMs` (with `clock`), or both; `samples` greedy
 * worlds (default 8). A decision with one legal action, or an obvious one,
 * is answered at once; a game without `determinize` is played at random.
 */
import { type Action, createRng, pick } from '@arbiter/core';
import type { Agent, AgentFactory, DecisionContext } from './agent.ts';
import { DEFAULT_MCTS_ROLLOUT_DEPTH } from './mcts.ts';
import { budgetOf, clockOf, Deadline } from './search/budget.ts';
import { rolloutImprovement } from './search/rollout-improvement.ts';

export const DEFAULT_ROLLOUT_PLAYOUTS = 200;
export const DEFAULT_ROLLOUT_GREEDY_WORLDS = 8;
export const DEFAULT_ROLLOUT_CANDIDATES = 3;
export const DEFAULT_ROLLOUT_MARGIN = 1;
/** The share of a timed decision greedy's look may take; the playouts get the rest. */
const GREEDY_SHARE = 0.3;

export const createRolloutAgent: AgentFactory = (seed, settings = {}) => {
  const rng = createRng(seed);
  const budget = budgetOf(settings, settings.iterations, DEFAULT_ROLLOUT_PLAYOUTS);
  const clock = clockOf(settings);
  return {
    kind: 'rollout',
    choose<A extends Action>(ctx: DecisionContext<A>): A {
      if (ctx.legal.length === 1) return ctx.legal[0];
      const obvious = ctx.game.search?.obviousAction?.(ctx.view, ctx.player, ctx.legal) as A | undefined;
      if (obvious !== undefined) return obvious;
      if (!ctx.game.determinize) return pick(rng, ctx.legal);
      const deadline = new Deadline(clock, budget.thinkMs);
      const found = rolloutImprovement(
        ctx.game,
        ctx.player,
        ctx.view,
        ctx.legal,
        rng,
        {
          greedyWorlds: settings.samples ?? DEFAULT_ROLLOUT_GREEDY_WORLDS,
          greedyShare: GREEDY_SHARE,
          candidates: DEFAULT_ROLLOUT_CANDIDATES,
          playouts: budget.iterations,
          rolloutDepth: settings.rolloutDepth ?? ctx.game.search?.rolloutDepth ?? DEFAULT_MCTS_ROLLOUT_DEPTH,
          margin: DEFAULT_ROLLOUT_MARGIN,
        },
        deadline,
        budget.thinkMs,
      );
      return found.action;
    },
  } satisfies Agent;
};
