/**
 * The greedy agent: one-step lookahead on sampled worlds.
 *
 * For each decision it rebuilds full states from its view, one per
 * determinization seed drawn from its own RNG. Every candidate action is
 * tried on a clone of every sample (the same samples for every candidate, so
 * candidates are compared on equal worlds), and scored by the outcome when
 * the action ends the game (+1 / -1 / 0) or by `evaluate`. The best mean
 * wins; ties are broken by the agent's RNG.
 *
 * Budget: `samples` worlds (default 4), or with `thinkMs` as many worlds as
 * the time allows (at least one; `samples`, when given too, caps them), so
 * greedy and MCTS can be compared at equal time. A decision with one legal
 * action, or one the game calls obvious, is answered without looking.
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
import { type Budget, budgetOf, type Clock, clockOf, Deadline } from './search/budget.ts';

export const DEFAULT_GREEDY_SAMPLES = 4;

export const createGreedyAgent: AgentFactory = (seed, settings = {}) => {
  const rng = createRng(seed);
  const budget = budgetOf(settings, settings.samples, DEFAULT_GREEDY_SAMPLES);
  const clock = clockOf(settings);
  return {
    kind: 'greedy',
    choose<A extends Action>(ctx: DecisionContext<A>): A {
      if (ctx.legal.length === 1) return ctx.legal[0];
      const obvious = ctx.game.search?.obviousAction?.(ctx.view, ctx.player, ctx.legal) as A | undefined;
      if (obvious !== undefined) return obvious;
      if (!ctx.game.determinize) return pick(rng, ctx.legal);
      return pick(rng, bestActions(ctx, rng, budget, clock));
    },
  } satisfies Agent;
};

/** The candidates with the highest mean score over the sampled worlds (several when tied). */
function bestActions<A extends Action>(
  ctx: DecisionContext<A>,
  rng: RngState,
  budget: Budget,
  clock: Clock,
): A[] {
  const { game, player, legal } = ctx;
  const deadline = new Deadline(clock, budget.thinkMs);
  const totals = new Array<number>(legal.length).fill(0);
  const counts = new Array<number>(legal.length).fill(0);
  const values = new Array<number>(legal.length);
  worlds: for (let w = 0; w < budget.iterations && (w === 0 || !deadline.passed()); w++) {
    const world = game.determinize!(ctx.view, player, `greedy/${nextUint32(rng)}`);
    for (let i = 0; i < legal.length; i++) {
      // Time up in the middle of a world (not the first): it is left out whole, so every
      // candidate is still judged on the same worlds.
      if (w > 0 && deadline.passed()) break worlds;
      const state = game.clone(world);
      try {
        game.apply(state, player, legal[i]);
        values[i] = positionValue(game, state, player);
      } catch (e) {
        // A determinization the game could not make fully consistent: this world says nothing of it.
        if (e instanceof RuleViolation) values[i] = Number.NaN;
        else throw e;
      }
    }
    for (let i = 0; i < legal.length; i++) {
      if (Number.isNaN(values[i])) continue;
      totals[i] += values[i];
      counts[i]++;
    }
  }
  let best: A[] = [];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < legal.length; i++) {
    // An action refused in every world scores -Infinity.
    const score = counts[i] === 0 ? Number.NEGATIVE_INFINITY : totals[i] / counts[i];
    if (score > bestScore) {
      bestScore = score;
      best = [legal[i]];
    } else if (score === bestScore) {
      best.push(legal[i]);
    }
  }
  return best.length > 0 ? best : legal;
}
