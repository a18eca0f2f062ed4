/**
 * Rollout improvement over greedy (a "rollout algorithm" in Bertsekas's
 * sense: one step of policy improvement over a base policy), the search the
 * MCTS agent runs at the root of games that ask for it
 * (`search.rootSearch: 'rollout'`).
 *
 * 1. Greedy's look: every legal action is tried on the same sampled worlds
 *    and scored by `evaluate` (or the outcome), as the greedy agent does;
 *    the best `candidates` of them go on, ordered by that score.
 * 2. Playouts: each further sampled world is cloned once per candidate, the
 *    candidate applied, then the game's rollout policy plays on for the
 *    playout depth and the leaf value scores where it stopped. Every
 *    candidate meets the same world (its dice included: the sampled state
 *    carries its generator), so the candidates are compared in pairs, which
 *    cancels most of the dice's noise.
 * 3. The choice: greedy's first candidate, unless another one's playouts
 *    beat it by more than `margin` standard errors of the paired difference.
 *
 * So with few playouts the search plays greedy's move, and with more it
 * corrects greedy where the sampled futures disagree with its one step.
 * Worlds come from the observer's view only (`determinize`).
 */
import {
  type Action,
  type AnyGame,
  createRng,
  nextUint32,
  type PlayerId,
  type RngState,
  RuleViolation,
} from '@arbiter/core';
import { positionValue } from '../scoring.ts';
import type { Deadline } from './budget.ts';
import { type Playout, playOut, playoutOf } from './rollout.ts';

export interface RolloutImprovementParams {
  /** Worlds greedy's look averages over (at most; time may cut it). */
  greedyWorlds: number;
  /** Share of a timed budget greedy's look may use. */
  greedyShare: number;
  /** Candidates carried to the playouts. */
  candidates: number;
  /** Playout worlds at most (an iteration budget). */
  playouts: number;
  rolloutDepth: number;
  /** Standard errors by which a candidate must beat greedy's first to replace it. */
  margin: number;
}

export interface RolloutImprovementResult<A extends Action> {
  action: A;
  /** Candidates' positions in `legal`, greedy's order. */
  candidates: number[];
  /** Mean playout value per candidate (NaN when never played out). */
  values: number[];
  /** Worlds played out. */
  playouts: number;
  /** Whether the playouts overruled greedy's first choice. */
  corrected: boolean;
}

export function rolloutImprovement<A extends Action>(
  game: AnyGame,
  player: PlayerId,
  view: unknown,
  legal: readonly A[],
  rng: RngState,
  params: RolloutImprovementParams,
  deadline: Deadline,
  thinkMs: number | null,
): RolloutImprovementResult<A> {
  const determinize = game.determinize!;
  // 1. Greedy's look, on equal worlds for every action.
  const totals = new Array<number>(legal.length).fill(0);
  const counts = new Array<number>(legal.length).fill(0);
  const greedyEnd = thinkMs === null ? Number.POSITIVE_INFINITY : thinkMs * params.greedyShare;
  for (let w = 0; w < params.greedyWorlds && (w === 0 || deadline.elapsed() < greedyEnd); w++) {
    const world = determinize(view, player, `greedy/${nextUint32(rng)}`);
    for (let i = 0; i < legal.length; i++) {
      const state = game.clone(world);
      try {
        game.apply(state, player, legal[i]);
      } catch (e) {
        if (e instanceof RuleViolation) continue;
        throw e;
      }
      totals[i] += positionValue(game, state, player);
      counts[i]++;
    }
  }
  const order: number[] = [];
  for (let i = 0; i < legal.length; i++) if (counts[i] > 0) order.push(i);
  const mean = (i: number) => totals[i] / counts[i];
  // Ties keep the game's order (stable sort): deterministic.
  order.sort((a, b) => mean(b) - mean(a));
  if (order.length === 0) order.push(0);
  const chosen = order.slice(0, Math.max(1, params.candidates));
  const k = chosen.length;
  // 2. Paired playouts.
  const sums = new Array<number>(k).fill(0);
  const diffSums = new Array<number>(k).fill(0);
  const diffSquares = new Array<number>(k).fill(0);
  const playout: Playout = playoutOf(game, params.rolloutDepth);
  const rewards = new Array<number>(Math.max(2, player + 1)).fill(0);
  const values = new Array<number>(k);
  let n = 0;
  if (k > 1) {
    while (n < params.playouts && !deadline.passed()) {
      const world = determinize(view, player, `rollout/${nextUint32(rng)}`);
      const policySeed = `rollout-policy/${nextUint32(rng)}`;
      let refused = false;
      for (let c = 0; c < k; c++) {
        const state = game.clone(world);
        try {
          game.apply(state, player, legal[chosen[c]]);
        } catch (e) {
          if (e instanceof RuleViolation) {
            refused = true;
            break;
          }
          throw e;
        }
        values[c] = playOut(playout, state, createRng(policySeed), rewards)[player];
      }
      if (refused) continue;
      n++;
      for (let c = 0; c < k; c++) {
        sums[c] += values[c];
        const d = values[c] - values[0];
        diffSums[c] += d;
        diffSquares[c] += d * d;
      }
    }
  }
  // 3. Greedy's first unless the evidence is clearly against it.
  let best = 0;
  let bestEdge = 0;
  if (n >= 2) {
    for (let c = 1; c < k; c++) {
      const m = diffSums[c] / n;
      const variance = Math.max(0, diffSquares[c] / n - m * m);
      const se = Math.sqrt(variance / (n - 1));
      if (m > params.margin * se && m > bestEdge) {
        best = c;
        bestEdge = m;
      }
    }
  }
  return {
    action: legal[chosen[best]],
    candidates: chosen,
    values: sums.map((s) => (n === 0 ? Number.NaN : s / n)),
    playouts: n,
    corrected: best !== 0,
  };
}
