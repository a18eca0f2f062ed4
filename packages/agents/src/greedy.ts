/**
 * The greedy agent: one-step lookahead on sampled worlds.
 *
 * For each decision it draws `samples` determinization seeds from its own
 * RNG and rebuilds that many full states from its view. Every candidate
 * action is tried on a clone of every sample (the same samples for every
 * candidate, so candidates are compared on equal worlds), and scored by the
 * outcome when the action ends the game (+1 / -1 / 0) or by `evaluate`.
 * The best mean wins; ties are broken by the agent's RNG.
 *
 * Fallbacks: a game without `determinize` gives the agent no state to look
 * ahead on, so it plays uniformly at random. A game with `determinize` but no
 * `evaluate` scores unfinished positions 0, so the agent takes an immediately
 * winning action when one exists and otherwise plays at random among the
 * rest (it still avoids immediately losing ones).
 */
import { type Action, createRng, nextUint32, pick, type RngState, RuleViolation } from '@arbiter/core';
import type { Agent, AgentFactory, DecisionContext } from './agent.ts';
import { positionValue } from './scoring.ts';

export const DEFAULT_GREEDY_SAMPLES = 4;

export const createGreedyAgent: AgentFactory = (seed, settings = {}) => {
  const rng = createRng(seed);
  const samples = Math.max(1, Math.floor(settings.samples ?? DEFAULT_GREEDY_SAMPLES));
  return {
    kind: 'greedy',
    choose<A extends Action>(ctx: DecisionContext<A>): A {
      if (ctx.legal.length === 1) return ctx.legal[0];
      if (!ctx.game.determinize) return pick(rng, ctx.legal);
      return pick(rng, bestActions(ctx, sampleWorlds(ctx, rng, samples)));
    },
  } satisfies Agent;
};

function sampleWorlds(ctx: DecisionContext, rng: RngState, samples: number): unknown[] {
  const determinize = ctx.game.determinize!;
  const worlds: unknown[] = [];
  for (let i = 0; i < samples; i++) {
    worlds.push(determinize(ctx.view, ctx.player, `greedy/${nextUint32(rng)}`));
  }
  return worlds;
}

/** The candidates with the highest mean score (several when tied). */
function bestActions<A extends Action>(ctx: DecisionContext<A>, worlds: unknown[]): A[] {
  let best: A[] = [];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of ctx.legal) {
    const score = meanScore(ctx, worlds, action);
    if (score > bestScore) {
      bestScore = score;
      best = [action];
    } else if (score === bestScore) {
      best.push(action);
    }
  }
  return best.length > 0 ? best : ctx.legal;
}

/**
 * Mean value of `action` over the sampled worlds. A world where the action is
 * refused (a determinization the game could not make fully consistent) is
 * left out; an action refused everywhere scores -Infinity.
 */
function meanScore(ctx: DecisionContext, worlds: unknown[], action: Action): number {
  const { game, player } = ctx;
  let total = 0;
  let counted = 0;
  for (const world of worlds) {
    const state = game.clone(world);
    try {
      game.apply(state, player, action);
    } catch (e) {
      if (e instanceof RuleViolation) continue;
      throw e;
    }
    total += positionValue(game, state, player);
    counted++;
  }
  return counted === 0 ? Number.NEGATIVE_INFINITY : total / counted;
}
