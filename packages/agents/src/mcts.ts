/**
 * The MCTS agent: single-observer information-set MCTS (UCT over
 * determinizations).
 *
 * One tree per decision, rooted at the agent's information set. Every
 * iteration samples a fresh full state from the agent's view with the game's
 * `determinize` (a seed drawn from the agent's RNG) and walks the tree on it:
 *  - children are keyed by the acting seat and the action's key, and only
 *    the children whose actions are legal in this sample take part, so one
 *    tree serves all the worlds the agent cannot tell apart;
 *  - selection is UCB1 with the availability count (how often a child's
 *    action was legal when its parent was passed through) in place of the
 *    parent's visits, which keeps rarely-legal actions from being starved;
 *  - the first untried legal action met is expanded, then a random rollout of
 *    at most `rolloutDepth` actions runs, scored by the outcome or, when the
 *    game is still going, by `evaluate` (0 when the game has none);
 *  - each node on the path adds the reward of the seat that chose its action,
 *    so games where one seat acts several times in a row, or where seats act
 *    in any order, need no special case.
 * The acting seat is the first one `toAct` lists, as in the match runner.
 *
 * The sampled state is the working state: the iteration mutates it in place
 * (no copying inside the loop). The real state is never seen, only the view.
 * All randomness is the agent's own seeded RNG, so choices are deterministic
 * given the seed and the sequence of decisions asked of it.
 *
 * A game without `determinize` gives nothing to search on: the agent then
 * plays uniformly at random.
 */
import {
  type Action,
  type AnyGame,
  actionKey,
  createRng,
  nextUint32,
  type PlayerId,
  pick,
  type RngState,
  RuleViolation,
  randInt,
  seatRange,
} from '@arbiter/core';
import type { Agent, AgentFactory, AgentSettings, DecisionContext } from './agent.ts';
import { outcomeValue } from './scoring.ts';

export const DEFAULT_MCTS_ITERATIONS = 1000;
export const DEFAULT_MCTS_EXPLORATION = 1.4;
export const DEFAULT_MCTS_ROLLOUT_DEPTH = 200;

interface TreeNode {
  /** The seat whose choice led here; -1 at the root. */
  actor: PlayerId;
  visits: number;
  /** Sum of the rewards of `actor` over the iterations through this node. */
  reward: number;
  /** Times this node's action was legal when its parent was passed through. */
  available: number;
  /**
   * Children by the acting seat, then by the action's key (a sampled world
   * may have another seat act here): one map per seat, made when first
   * needed, so no per-visit key string joins seat and action.
   */
  children: Array<Map<string, TreeNode> | undefined>;
}

interface SearchParams {
  iterations: number;
  exploration: number;
  rolloutDepth: number;
}

function newNode(actor: PlayerId): TreeNode {
  return { actor, visits: 0, reward: 0, available: 1, children: [] };
}

/** The node's children for moves of `actor`. */
function childrenOf(node: TreeNode, actor: PlayerId): Map<string, TreeNode> {
  let map = node.children[actor];
  if (map === undefined) {
    map = new Map();
    node.children[actor] = map;
  }
  return map;
}

/** The keys of `legal` (the game's `actionKey`, or the stable JSON), into `out`. */
function keysOf(game: AnyGame, legal: readonly Action[], out: string[]): string[] {
  out.length = legal.length;
  for (let i = 0; i < legal.length; i++) out[i] = actionKey(game, legal[i]);
  return out;
}

export function mctsParams(settings: AgentSettings = {}): SearchParams {
  return {
    iterations: Math.max(1, Math.floor(settings.iterations ?? DEFAULT_MCTS_ITERATIONS)),
    exploration: settings.exploration ?? DEFAULT_MCTS_EXPLORATION,
    rolloutDepth: Math.max(0, Math.floor(settings.rolloutDepth ?? DEFAULT_MCTS_ROLLOUT_DEPTH)),
  };
}

export const createMctsAgent: AgentFactory = (seed, settings) => {
  const rng = createRng(seed);
  const params = mctsParams(settings);
  return {
    kind: 'mcts',
    choose<A extends Action>(ctx: DecisionContext<A>): A {
      if (ctx.legal.length === 1) return ctx.legal[0];
      if (!ctx.game.determinize) return pick(rng, ctx.legal);
      return search(ctx, rng, params);
    },
  } satisfies Agent;
};

/**
 * What one search reuses from iteration to iteration (the iteration mutates
 * the sampled world in place; these keep it from allocating per step).
 */
interface Scratch {
  /** The nodes the current iteration passed through, root first. */
  path: TreeNode[];
  /** The keys of the legal actions at the node being chosen from. */
  keys: string[];
  /** Positions in `keys` of the actions not yet tried there. */
  untried: number[];
  /** The rollout's reward per seat. */
  rewards: number[];
  /** chooseStep's answer: the action's position, its child, and whether it was just made. */
  chosen: number;
  child: TreeNode | null;
  expanded: boolean;
}

function search<A extends Action>(ctx: DecisionContext<A>, rng: RngState, params: SearchParams): A {
  const { game, player } = ctx;
  const root = newNode(-1);
  const rootKeys = keysOf(game, ctx.legal, []);
  const scratch: Scratch = {
    path: [],
    keys: [],
    untried: [],
    rewards: new Array<number>(seatRange(game)[1]).fill(0),
    chosen: 0,
    child: null,
    expanded: false,
  };
  for (let i = 0; i < params.iterations; i++) {
    const state = game.determinize!(ctx.view, player, `mcts/${nextUint32(rng)}`);
    iterate(ctx, rng, params, root, rootKeys, state, scratch);
  }
  return mostVisited(ctx, rng, root, rootKeys);
}

/** One iteration on one sampled world: select, expand, roll out, back up. */
function iterate(
  ctx: DecisionContext,
  rng: RngState,
  params: SearchParams,
  root: TreeNode,
  rootKeys: string[],
  state: unknown,
  scratch: Scratch,
): void {
  const { game } = ctx;
  const path = scratch.path;
  path.length = 0;
  path.push(root);
  let node = root;
  for (;;) {
    if (game.outcome(state) !== null) break;
    const atRoot = node === root;
    const actor = atRoot ? ctx.player : game.toAct(state)[0];
    if (actor === undefined) break;
    const legal = atRoot ? ctx.legal : game.legalActions(state, actor);
    if (legal.length === 0) break;
    const keys = atRoot ? rootKeys : keysOf(game, legal, scratch.keys);
    chooseStep(node, keys, actor, rng, params.exploration, scratch);
    try {
      game.apply(state, actor, legal[scratch.chosen]);
    } catch (e) {
      // Only the root's actions come from outside this world; a sample in
      // which the agent's own legal action is refused teaches nothing.
      if (atRoot && e instanceof RuleViolation) return;
      throw e;
    }
    const child = scratch.child!;
    path.push(child);
    node = child;
    if (scratch.expanded) break;
  }
  const rewards = rollout(game, state, rng, params.rolloutDepth, scratch.rewards);
  for (let i = 0; i < path.length; i++) {
    const n = path[i];
    n.visits++;
    if (n.actor >= 0) n.reward += rewards[n.actor];
  }
}

/**
 * Marks every legal child as available, then expands a random untried action
 * if there is one, or else picks the child with the best UCB score; the
 * choice is left in `scratch` (`chosen`, `child`, `expanded`).
 */
function chooseStep(
  node: TreeNode,
  keys: readonly string[],
  actor: PlayerId,
  rng: RngState,
  exploration: number,
  scratch: Scratch,
): void {
  const children = childrenOf(node, actor);
  const untried = scratch.untried;
  let untriedCount = 0;
  for (let i = 0; i < keys.length; i++) {
    const child = children.get(keys[i]);
    if (child) child.available++;
    else untried[untriedCount++] = i;
  }
  if (untriedCount > 0) {
    // As `pick` over the untried positions: one draw from the same generator.
    const i = untried[randInt(rng, untriedCount)];
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
  for (let i = 0; i < keys.length; i++) {
    const child = children.get(keys[i])!;
    const score = ucb(child, exploration);
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

function ucb(child: TreeNode, exploration: number): number {
  // A child that was expanded by an abandoned iteration has no visits yet.
  if (child.visits === 0) return Number.POSITIVE_INFINITY;
  return child.reward / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
}

/** A game that can give its i-th legal action without building the list. */
interface Indexed {
  actionCount(state: unknown, player: PlayerId): number;
  actionAt(state: unknown, player: PlayerId, index: number): Action;
}

const indexedOf = (game: AnyGame): Indexed | null =>
  typeof game.actionCount === 'function' && typeof game.actionAt === 'function' ? (game as Indexed) : null;

/**
 * Random play up to `depth` actions; rewards per seat at where it stopped,
 * into `rewards` (sized for the most seats the game allows; seats the match
 * lacks are never read). A game that enumerates by index is asked for the
 * drawn position only (the same draw as `pick` over the list).
 */
function rollout(game: AnyGame, state: unknown, rng: RngState, depth: number, rewards: number[]): number[] {
  const indexed = indexedOf(game);
  // The outcome of the state as it is now (read once per state: it is where the rollout stops).
  let outcome = game.outcome(state);
  for (let d = 0; d < depth && outcome === null; d++) {
    const actor = game.toAct(state)[0];
    if (actor === undefined) break;
    if (indexed !== null) {
      const count = indexed.actionCount(state, actor);
      if (count === 0) break;
      game.apply(state, actor, indexed.actionAt(state, actor, randInt(rng, count)));
    } else {
      const legal = game.legalActions(state, actor);
      if (legal.length === 0) break;
      game.apply(state, actor, pick(rng, legal));
    }
    outcome = game.outcome(state);
  }
  const seats = rewards.length;
  for (let seat = 0; seat < seats; seat++) {
    if (outcome) rewards[seat] = outcomeValue(outcome, seat);
    else rewards[seat] = game.evaluate ? game.evaluate(state, seat) : 0;
  }
  return rewards;
}

/** The root action with the most visits; ties go to the higher mean, then to the game's order. */
function mostVisited<A extends Action>(
  ctx: DecisionContext<A>,
  rng: RngState,
  root: TreeNode,
  rootKeys: string[],
): A {
  const children = childrenOf(root, ctx.player);
  let best = -1;
  let bestVisits = 0;
  let bestMean = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < rootKeys.length; i++) {
    const child = children.get(rootKeys[i]);
    if (!child || child.visits === 0) continue;
    const mean = child.reward / child.visits;
    if (child.visits > bestVisits || (child.visits === bestVisits && mean > bestMean)) {
      best = i;
      bestVisits = child.visits;
      bestMean = mean;
    }
  }
  return best >= 0 ? ctx.legal[best] : pick(rng, ctx.legal);
}
