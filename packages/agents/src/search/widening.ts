/**
 * Progressive widening at the root with a one-step prior (opt-in: MCTS's
 * `prior` setting, spec `prior=N`).
 *
 * Where a decision has more legal actions than the budget has iterations
 * (Card Kingdoms: 30 to 80 main actions, a few hundred iterations at 50 ms),
 * plain UCT tries untried actions one after another and ends up playing
 * whichever a few noisy playouts happened to favour. With a prior, the root
 * first looks one step ahead on `worlds` sampled worlds (greedy's look: each
 * legal action applied, the position scored by the outcome or `evaluate`),
 * ranks the actions by that value, and lets only the best `k` take part,
 * `k = 1 + floor(visits ^ alpha)` growing with the root's visits. Each child's
 * mean starts from its one-step value, counted as `weight` visits, so the
 * playouts must outweigh the look to overturn it. With a budget too small to
 * search, the agent plays greedy's move; with more, the playouts decide
 * between greedy's best few.
 *
 * The look's values live in the search's scratch, never in the tree, so a
 * reused tree keeps only real visits.
 */
import {
  type Action,
  type AnyGame,
  nextUint32,
  type PlayerId,
  type RngState,
  RuleViolation,
} from '@arbiter/core';
import { outcomeValue } from '../scoring.ts';
import type { Deadline } from './budget.ts';

export interface WideningParams {
  /** Worlds of the one-step look (at least 1). */
  worlds: number;
  /** How fast the root widens: `1 + floor(visits ^ alpha)` actions take part. */
  alpha: number;
  /** Visits the look's value counts for in a child's mean. */
  weight: number;
  /** Whether nodes below the root widen too, each over a one-step look of its own. */
  inner: boolean;
}

export const DEFAULT_WIDENING_ALPHA = 0.5;
export const DEFAULT_PRIOR_WEIGHT = 2;

/** The root's actions as the look ranks them. */
export interface RootPrior {
  /** Positions in the legal list, best one-step value first (ties in the game's order). */
  order: number[];
  /** One-step value per legal position (-1 for an action every world refused). */
  value: Float64Array;
}

/**
 * Greedy's one-step look over `legal` on up to `worlds` worlds sampled from
 * `view`, each position scored by its outcome or `leaf` (the value the
 * search's playouts end on: the game's `search.leafValue`, else `evaluate`).
 */
export function lookOneStep(
  game: AnyGame,
  leaf: ((state: unknown, player: PlayerId) => number) | null,
  observer: PlayerId,
  view: unknown,
  legal: readonly Action[],
  rng: RngState,
  worlds: number,
  deadline: Deadline,
): RootPrior {
  const totals = new Float64Array(legal.length);
  const counts = new Uint32Array(legal.length);
  for (let w = 0; w < worlds && (w === 0 || !deadline.passed()); w++) {
    const world = game.determinize!(view, observer, `mcts/prior/${nextUint32(rng)}`);
    for (let i = 0; i < legal.length; i++) {
      const state = game.clone(world);
      try {
        game.apply(state, observer, legal[i]);
      } catch (e) {
        if (e instanceof RuleViolation) continue;
        throw e;
      }
      const outcome = game.outcome(state);
      totals[i] += outcome ? outcomeValue(outcome, observer) : leaf ? leaf(state, observer) : 0;
      counts[i]++;
    }
  }
  const value = new Float64Array(legal.length);
  for (let i = 0; i < legal.length; i++) value[i] = counts[i] === 0 ? -1 : totals[i] / counts[i];
  const order = legal.map((_, i) => i);
  order.sort((a, b) => value[b] - value[a] || a - b);
  return { order, value };
}

/** How many of the ranked root actions take part after `visits` visits of the root. */
export function widthAt(visits: number, alpha: number, legalCount: number): number {
  return Math.min(legalCount, 1 + Math.floor(visits ** alpha));
}

/** A node's prior below the root: its actor's action keys, best one-step value first, and their values. */
export interface NodePrior {
  actor: PlayerId;
  keys: string[];
  value: Map<string, number>;
}

/** Priors of nodes below the root, kept with the nodes (a reused tree keeps them). */
const nodePriors = new WeakMap<object, NodePrior>();

export function nodePriorOf(node: object, actor: PlayerId): NodePrior | undefined {
  const p = nodePriors.get(node);
  return p !== undefined && p.actor === actor ? p : undefined;
}

/**
 * The one-step look at a node below the root, on the world being walked
 * (a full state: no sampling), kept with the node for later walks.
 */
export function lookHere(
  node: object,
  game: AnyGame,
  leaf: ((state: unknown, player: PlayerId) => number) | null,
  state: unknown,
  actor: PlayerId,
  legal: readonly Action[],
  keys: readonly string[],
): NodePrior {
  const value = new Map<string, number>();
  for (let i = 0; i < legal.length; i++) {
    const next = game.clone(state);
    let v: number;
    try {
      game.apply(next, actor, legal[i]);
      const outcome = game.outcome(next);
      v = outcome ? outcomeValue(outcome, actor) : leaf ? leaf(next, actor) : 0;
    } catch (e) {
      if (e instanceof RuleViolation) v = -1;
      else throw e;
    }
    if (!value.has(keys[i])) value.set(keys[i], v);
  }
  const ordered = [...value.keys()];
  // Stable: equal values keep the game's order.
  ordered.sort((a, b) => value.get(b)! - value.get(a)!);
  const prior = { actor, keys: ordered, value };
  nodePriors.set(node, prior);
  return prior;
}
