/**
 * What Dice Duel gives searching agents (`search` on the module): the
 * playout policy (rollout-policy.ts: the offense table's holds, the best
 * ability, a sensible reaction), short playouts, and a leaf value of its own
 * for MCTS (leaf-value.ts: the chance of winning the HP race), while greedy
 * reads `evaluate`.
 */
import type { SearchHooks } from '@arbiter/core';
import type { DuelTypes } from '../types.ts';
import { duelLeafValue } from './leaf-value.ts';
import { duelRolloutAction } from './rollout-policy.ts';

export { duelRolloutAction };

export const duelSearch: SearchHooks<DuelTypes> = {
  rolloutAction: duelRolloutAction,
  // The attack under way and the answer to it, then the leaf value (which counts an offense still
  // rolling at its expected damage): every further roll only adds dice noise to it.
  // (MCTS at 1000 iterations against greedy at 32 worlds, 60 games: 35 won at depth 12, 38 at 4,
  // 29 at 30.)
  rolloutDepth: 4,
  // MCTS scores where a playout stopped by the chance of winning the HP race (leaf-value.ts);
  // greedy keeps `evaluate`. (MCTS at 400 iterations, 80 games: against greedy 57 won, 54 on
  // `evaluate`; against greedy at 96 worlds, about as much CPU a decision, 45 against 43.
  // Playouts of 0, 1 or 8 actions with it: 36, 36, 34.)
  leafValue: duelLeafValue,
  // Dice fall between most decisions: a tree below the root would choose the next hold blind to
  // them, so it stays (nearly) flat and the policy, which sees the dice, plays on; the search
  // leans on the policy's own choice until the evidence is against it. (MCTS at 400 iterations
  // against greedy over 200 games: 41% with a full tree, 62% like this.)
  expandAfter: 64,
  policyBias: 1,
};
