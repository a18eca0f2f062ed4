/**
 * The search tree of information-set MCTS: nodes keyed by the acting seat
 * and the action's key, so one tree serves every world the searching seat
 * cannot tell apart.
 */
import type { PlayerId } from '@arbiter/core';

export interface TreeNode {
  /** The seat whose choice led here; -1 at a fresh root. */
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

export function newNode(actor: PlayerId): TreeNode {
  return { actor, visits: 0, reward: 0, available: 1, children: [] };
}

/** The node's children for moves of `actor` (made when missing). */
export function childrenOf(node: TreeNode, actor: PlayerId): Map<string, TreeNode> {
  let map = node.children[actor];
  if (map === undefined) {
    map = new Map();
    node.children[actor] = map;
  }
  return map;
}

/** UCB1 with the availability count in place of the parent's visits. */
export function ucb(child: TreeNode, exploration: number): number {
  // A child that was expanded by an abandoned iteration has no visits yet.
  if (child.visits === 0) return Number.POSITIVE_INFINITY;
  return child.reward / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
}

/** Mean reward of the seat that chose the node's action, in [-1, 1]; 0 before any visit. */
export function meanReward(node: TreeNode): number {
  return node.visits === 0 ? 0 : node.reward / node.visits;
}
