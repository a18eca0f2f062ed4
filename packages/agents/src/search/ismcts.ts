/**
 * Single-observer information-set MCTS (UCT over determinizations), the
 * search behind the MCTS agent, hints and `arbiter analyze`.
 *
 * The tree is rooted at the observer's information set. Every iteration
 * samples a fresh full state from the observer's view with the game's
 * `determinize` (a seed drawn from the agent's RNG) and walks the tree on it:
 *  - children are keyed by the acting seat and the action's key, and only
 *    the children whose actions are legal in this sample take part;
 *  - selection is UCB1 with the availability count (how often a child's
 *    action was legal when its parent was passed through) in place of the
 *    parent's visits, which keeps rarely-legal actions from being starved;
 *  - the first untried legal action met is expanded, then a playout runs
 *    (the game's rollout policy, at most `rolloutDepth` actions) and is
 *    scored by the outcome or `evaluate`;
 *  - each node on the path adds the reward of the seat that chose its action.
 * The acting seat is the first one `toAct` lists, as in the match runner.
 *
 * The sampled state is the working state: the iteration mutates it in place.
 * The real state is never seen, only the view. All randomness is the given
 * RNG's, so with an iteration budget the result is a function of the seed,
 * the view and the tree handed in.
 */
import {
  type Action,
  type AnyGame,
  actionKey,
  nextUint32,
  type PlayerId,
  type RngState,
  RuleViolation,
  randInt,
  seatRange,
} from '@arbiter/core';
import { positionValue } from '../scoring.ts';
import type { Budget, Deadline } from './budget.ts';
import { type Playout, playOut, playoutOf } from './rollout.ts';
import { childrenOf, newNode, type TreeNode, ucb } from './tree.ts';
import {
  lookHere,
  lookOneStep,
  type NodePrior,
  nodePriorOf,
  type RootPrior,
  type WideningParams,
  widthAt,
} from './widening.ts';

export interface SearchParams {
  budget: Budget;
  exploration: number;
  rolloutDepth: number;
  /**
   * Visits a node below the root needs before it grows children of its own
   * (1: on its second pass). Until then iterations play out from it, so a
   * decision made after a chance event (dice, a draw) is made by the
   * playout policy, which sees the outcome, not by the tree, which cannot.
   */
  expandAfter: number;
  /**
   * A head start for the action the game's rollout policy would play at a
   * node (in the world being walked): it is expanded first, and its UCB
   * score gets `policyBias / (visits + 1)` (progressive bias), so with few
   * iterations the search leans on the policy and with many the evidence
   * decides. 0: no bias (and untried actions expand in random order).
   */
  policyBias: number;
  /**
   * Worlds of a one-step look that seed a fresh root: every legal action is
   * applied on each world and the position scored (outcome or `evaluate`),
   * and the root's children start with those visits and rewards. Where the
   * budget runs fewer iterations than there are legal actions (Card
   * Kingdoms: 50 to 80 at a main action, a few dozen iterations at 20 ms)
   * the search then starts from greedy's ranking instead of untried actions
   * in random order. 0: none.
   */
  rootLook?: number;
  /** Progressive widening at the root with a one-step prior (search/widening.ts); absent: none. */
  widening?: WideningParams;
}

export interface SearchInput<A extends Action = Action> {
  game: AnyGame;
  /** The seat whose information set is searched: worlds come from its view. */
  observer: PlayerId;
  view: unknown;
  /** The observer's legal actions when it is to act; null when another seat acts (analysis only). */
  legal: readonly A[] | null;
  rng: RngState;
  params: SearchParams;
  deadline: Deadline;
  /** A tree kept from an earlier decision whose root is this information set; a fresh one otherwise. */
  root?: TreeNode;
}

export interface SearchOutcome {
  root: TreeNode;
  /** The keys of the root's legal actions (`legal`'s order), when the observer acts. */
  rootKeys: string[];
  /** Iterations run by this search (those refused by a sampled world included). */
  iterations: number;
  /** The observer's mean reward over the iterations that were played out, in [-1, 1]. */
  observerValue: number;
}

/** The keys of `legal` (the game's `actionKey`, or the stable JSON), into `out`. */
export function keysOf(game: AnyGame, legal: readonly Action[], out: string[]): string[] {
  out.length = legal.length;
  for (let i = 0; i < legal.length; i++) out[i] = actionKey(game, legal[i]);
  return out;
}

/**
 * What one search reuses from iteration to iteration (the iteration mutates
 * the sampled world in place; these keep it from allocating per step).
 */
interface Scratch {
  input: SearchInput;
  playout: Playout;
  root: TreeNode;
  rootKeys: string[];
  /** The nodes the current iteration passed through, root first. */
  path: TreeNode[];
  /** The keys of the legal actions at the node being chosen from. */
  keys: string[];
  /** Positions in `keys` of the actions not yet tried there. */
  untried: number[];
  /** The playout's reward per seat. */
  rewards: number[];
  /** chooseStep's answer: the action's position, its child, and whether it was just made. */
  chosen: number;
  child: TreeNode | null;
  expanded: boolean;
  /** The root's one-step prior when widening (null: every legal action takes part). */
  prior: RootPrior | null;
}

export function runSearch(input: SearchInput): SearchOutcome {
  const { game, params, deadline, rng } = input;
  const root = input.root ?? newNode(-1);
  const rootKeys = input.legal ? keysOf(game, input.legal, []) : [];
  const scratch: Scratch = {
    input,
    playout: playoutOf(game, params.rolloutDepth),
    root,
    rootKeys,
    path: [],
    keys: [],
    untried: [],
    rewards: new Array<number>(Math.max(seatRange(game)[1], input.observer + 1)).fill(0),
    chosen: 0,
    child: null,
    expanded: false,
    prior: null,
  };
  let iterations = 0;
  let valueSum = 0;
  let played = 0;
  const determinize = game.determinize!;
  if ((params.rootLook ?? 0) > 0 && input.legal !== null && root.visits === 0)
    seedRoot(scratch, params.rootLook ?? 0);
  if (params.widening && input.legal !== null && input.legal.length > 1)
    scratch.prior = lookOneStep(
      game,
      scratch.playout.leaf,
      input.observer,
      input.view,
      input.legal,
      rng,
      params.widening.worlds,
      deadline,
    );
  // At least one iteration, so even a budget spent before the search began gives an answer with some grounds.
  while (iterations < params.budget.iterations && (iterations === 0 || !deadline.passed())) {
    iterations++;
    const state = determinize(input.view, input.observer, `mcts/${nextUint32(rng)}`);
    if (iterate(scratch, state)) {
      valueSum += scratch.rewards[input.observer];
      played++;
    }
  }
  return { root, rootKeys, iterations, observerValue: played === 0 ? 0 : valueSum / played };
}

/** The one-step look of `SearchParams.rootLook` on `worlds` sampled worlds: the root's children, seeded. */
function seedRoot(scratch: Scratch, worlds: number): void {
  const { input, root, rootKeys } = scratch;
  const { game, observer, rng } = input;
  const legal = input.legal!;
  const children = childrenOf(root, observer);
  for (let w = 0; w < worlds && (w === 0 || !input.deadline.passed()); w++) {
    const world = game.determinize!(input.view, observer, `mcts/look/${nextUint32(rng)}`);
    for (let i = 0; i < legal.length; i++) {
      const state = game.clone(world);
      try {
        game.apply(state, observer, legal[i]);
      } catch (e) {
        if (e instanceof RuleViolation) continue;
        throw e;
      }
      let child = children.get(rootKeys[i]);
      if (!child) {
        child = newNode(observer);
        children.set(rootKeys[i], child);
      }
      child.visits++;
      child.reward += positionValue(game, state, observer);
    }
  }
}

/** One iteration on one sampled world: select, expand, play out, back up. False when the world refused the root's action. */
function iterate(scratch: Scratch, state: unknown): boolean {
  const { input, root } = scratch;
  const { game, rng } = input;
  const exploration = input.params.exploration;
  const path = scratch.path;
  path.length = 0;
  path.push(root);
  let node = root;
  const expandAfter = input.params.expandAfter;
  for (;;) {
    if (game.outcome(state) !== null) break;
    if (node !== root && node.visits < expandAfter) break;
    const fixedRoot = node === root && input.legal !== null;
    const actor = fixedRoot ? input.observer : game.toAct(state)[0];
    if (actor === undefined) break;
    const legal = fixedRoot ? input.legal! : game.legalActions(state, actor);
    if (legal.length === 0) break;
    const keys = fixedRoot ? scratch.rootKeys : keysOf(game, legal, scratch.keys);
    const widening = input.params.widening;
    if (fixedRoot && scratch.prior !== null) chooseWidened(node, keys, actor, exploration, scratch);
    else if (!fixedRoot && widening?.inner) {
      const prior =
        nodePriorOf(node, actor) ?? lookHere(node, game, scratch.playout.leaf, state, actor, legal, keys);
      chooseWidenedBelow(node, keys, actor, exploration, scratch, prior);
    } else {
      const favoured = policyChoice(scratch, state, actor, legal, keys);
      chooseStep(node, keys, actor, rng, exploration, favoured, scratch);
    }
    try {
      game.apply(state, actor, legal[scratch.chosen]);
    } catch (e) {
      // Only the root's actions come from outside this world; a sample in
      // which the observer's own legal action is refused teaches nothing.
      if (fixedRoot && e instanceof RuleViolation) return false;
      throw e;
    }
    const child = scratch.child!;
    path.push(child);
    node = child;
    if (scratch.expanded) break;
  }
  const rewards = playOut(scratch.playout, state, rng, scratch.rewards);
  for (let i = 0; i < path.length; i++) {
    const n = path[i];
    n.visits++;
    if (n.actor >= 0) n.reward += rewards[n.actor];
  }
  return true;
}

/**
 * The position in `legal` of the action the game's rollout policy plays here
 * (the search's prior), or -1 without a policy or a bias.
 */
function policyChoice(
  scratch: Scratch,
  state: unknown,
  actor: PlayerId,
  legal: readonly Action[],
  keys: readonly string[],
): number {
  const { playout, input } = scratch;
  if (input.params.policyBias <= 0 || playout.policy === null) return -1;
  const action = playout.policy(state, actor, input.rng);
  const at = legal.indexOf(action);
  if (at >= 0) return at;
  return keys.indexOf(actionKey(input.game, action));
}

/**
 * Marks every legal child as available, then expands an untried action if
 * there is one (the favoured one first, else one at random), or else picks
 * the child with the best UCB score (the favoured one with its bias); the
 * choice is left in `scratch` (`chosen`, `child`, `expanded`).
 */
function chooseStep(
  node: TreeNode,
  keys: readonly string[],
  actor: PlayerId,
  rng: RngState,
  exploration: number,
  favoured: number,
  scratch: Scratch,
): void {
  const children = childrenOf(node, actor);
  const untried = scratch.untried;
  let untriedCount = 0;
  let favouredUntried = false;
  for (let i = 0; i < keys.length; i++) {
    const child = children.get(keys[i]);
    if (child) child.available++;
    else {
      untried[untriedCount++] = i;
      if (i === favoured) favouredUntried = true;
    }
  }
  if (untriedCount > 0) {
    // As `pick` over the untried positions: one draw from the same generator.
    const i = favouredUntried ? favoured : untried[randInt(rng, untriedCount)];
    const child = newNode(actor);
    children.set(keys[i], child);
    scratch.chosen = i;
    scratch.child = child;
    scratch.expanded = true;
    return;
  }
  let best = 0;
  let bestChild: TreeNode | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  const bias = scratch.input.params.policyBias;
  for (let i = 0; i < keys.length; i++) {
    const child = children.get(keys[i])!;
    let score = ucb(child, exploration);
    if (i === favoured) score += bias / Math.sqrt(child.visits + 1);
    if (score > bestScore) {
      bestScore = score;
      best = i;
      bestChild = child;
    }
  }
  scratch.chosen = best;
  scratch.child = bestChild ?? children.get(keys[best])!;
  scratch.expanded = false;
}

/**
 * The root's step when widening: only the prior's best `widthAt(visits)`
 * actions take part; the best-ranked untried one of them is expanded first,
 * else the one with the best UCB score, each child's mean counting its
 * one-step value as `weight` visits.
 */
function chooseWidened(
  node: TreeNode,
  keys: readonly string[],
  actor: PlayerId,
  exploration: number,
  scratch: Scratch,
): void {
  const prior = scratch.prior!;
  const { alpha, weight } = scratch.input.params.widening!;
  const children = childrenOf(node, actor);
  const width = widthAt(node.visits, alpha, keys.length);
  let best = -1;
  let bestChild: TreeNode | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let r = 0; r < width; r++) {
    const i = prior.order[r];
    const child = children.get(keys[i]);
    if (!child) {
      const made = newNode(actor);
      children.set(keys[i], made);
      scratch.chosen = i;
      scratch.child = made;
      scratch.expanded = true;
      return;
    }
    child.available++;
    const n = child.visits + weight;
    const mean = (child.reward + weight * prior.value[i]) / n;
    const score = mean + exploration * Math.sqrt(Math.log(Math.max(1, child.available)) / n);
    if (score > bestScore) {
      bestScore = score;
      best = i;
      bestChild = child;
    }
  }
  scratch.chosen = best;
  scratch.child = bestChild;
  scratch.expanded = false;
}

/**
 * A step below the root when widening reaches there (`inner`): as at the
 * root, over the node's own one-step prior (made on the first world that
 * walked it); actions of the prior that this world does not allow are passed
 * over.
 */
function chooseWidenedBelow(
  node: TreeNode,
  keys: readonly string[],
  actor: PlayerId,
  exploration: number,
  scratch: Scratch,
  prior: NodePrior,
): void {
  const { alpha, weight } = scratch.input.params.widening!;
  const children = childrenOf(node, actor);
  const width = widthAt(node.visits, alpha, prior.keys.length);
  let best = -1;
  let bestChild: TreeNode | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  let taken = 0;
  for (let r = 0; r < prior.keys.length && taken < width; r++) {
    const key = prior.keys[r];
    const i = keys.indexOf(key);
    if (i < 0) continue;
    taken++;
    const child = children.get(key);
    if (!child) {
      const made = newNode(actor);
      children.set(key, made);
      scratch.chosen = i;
      scratch.child = made;
      scratch.expanded = true;
      return;
    }
    child.available++;
    const n = child.visits + weight;
    const mean = (child.reward + weight * prior.value.get(key)!) / n;
    const score = mean + exploration * Math.sqrt(Math.log(Math.max(1, child.available)) / n);
    if (score > bestScore) {
      bestScore = score;
      best = i;
      bestChild = child;
    }
  }
  if (best < 0) {
    // Nothing of the prior is legal in this world: any legal action, expanded.
    const made = children.get(keys[0]) ?? newNode(actor);
    children.set(keys[0], made);
    scratch.chosen = 0;
    scratch.child = made;
    scratch.expanded = made.visits === 0;
    return;
  }
  scratch.chosen = best;
  scratch.child = bestChild;
  scratch.expanded = false;
}
