/**
 * What a search found at its root: the observer's legal actions with their
 * visits and mean rewards, most visited first. The agent plays the first;
 * hints show the first three.
 */
import type { Action, PlayerId } from '@arbiter/core';
import { childrenOf, meanReward, type TreeNode } from './tree.ts';

export interface RankedAction<A extends Action = Action> {
  action: A;
  /** Its position in the legal list. */
  index: number;
  visits: number;
  /** Mean reward of the acting seat after this action, in [-1, 1] (outcomes ±1, `evaluate` between). */
  value: number;
  /** `value` read as a chance of winning: (value + 1) / 2. */
  winChance: number;
}

/** A reward in [-1, 1] read as a chance of winning in [0, 1]. */
export function winChanceOf(value: number): number {
  return Math.min(1, Math.max(0, (value + 1) / 2));
}

/**
 * The legal actions ranked by visits, then by mean reward, then in the
 * game's order; actions the search never tried come last (0 visits).
 */
export function rankRoot<A extends Action>(
  root: TreeNode,
  actor: PlayerId,
  legal: readonly A[],
  keys: readonly string[],
): RankedAction<A>[] {
  const children = childrenOf(root, actor);
  const ranked = legal.map((action, index): RankedAction<A> => {
    const child = children.get(keys[index]);
    const visits = child?.visits ?? 0;
    const value = child ? meanReward(child) : 0;
    return { action, index, visits, value, winChance: winChanceOf(value) };
  });
  ranked.sort((a, b) => b.visits - a.visits || b.value - a.value || a.index - b.index);
  return ranked;
}

/** Visits the root's children had before this search (a reused tree's head start). */
export function visitsBelow(root: TreeNode, actor: PlayerId): number {
  let n = 0;
  for (const child of childrenOf(root, actor).values()) n += child.visits;
  return n;
}
