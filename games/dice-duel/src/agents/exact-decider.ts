/**
 * Dice Duel's exact decisions for MCTS (`search.exactDecider`): the offense.
 *
 * Between a turn's decisions the dice fall, and a hold has 31 siblings whose
 * worth the dice decide: a tree search estimates each from the few rerolls
 * its iterations happen to sample. The offense planner (offense-planner.ts)
 * solves the hold exactly over every roll still to come, paid by what each
 * attack is worth in this position (the chance of winning after it, valued
 * once a turn on sampled worlds). So at an offense decision MCTS plays the
 * planner's hold, and when the planner stops, its best attack: the attack
 * the holds aimed at. MCTS searches the reactions (evasive, prevent half,
 * chi), where no dice fall between the decision and its effect.
 * (At 10 ms of CPU a decision against greedy, searching the legal attacks
 * instead of playing the planner's measured weaker: bench/RESULTS.md.)
 *
 * Worlds come from the seat's view alone; one decider per agent (it keeps
 * the turn's attack values between that turn's rolls).
 */
import { createRng, type ExactDecider } from '@arbiter/core';
import type { DuelAction } from '../actions.ts';
import type { Seat } from '../state.ts';
import type { DuelTypes } from '../types.ts';
import { createOffensePlanner, type DuelRules } from './offense-planner.ts';

/** Worlds the planner values a turn's attacks on (the expectimax agent's default). */
export const EXACT_DECIDER_WORLDS = 24;

export interface DuelExactSettings {
  /** Worlds a turn's attacks are valued on (default EXACT_DECIDER_WORLDS). */
  worlds?: number;
  /**
   * 'plan' (default): the planner's best attack is played; 'search': MCTS picks among the legal attacks
   * (measured weaker at equal time: bench/RESULTS.md).
   */
  attacks?: 'search' | 'plan';
}

export function createDuelExactDecider(
  seed: string,
  rules: DuelRules,
  settings: DuelExactSettings = {},
): ExactDecider<DuelTypes> {
  const planner = createOffensePlanner(
    createRng(seed),
    rules,
    Math.max(1, settings.worlds ?? EXACT_DECIDER_WORLDS),
    0,
  );
  const attacks = settings.attacks ?? 'plan';
  return {
    decide(view, player, legal) {
      if (view.phase !== 'offense' || view.active !== player) return undefined;
      const plan = planner.plan(view, player as Seat, legal);
      if (plan.reroll !== null) return [plan.reroll];
      if (attacks === 'plan' && plan.attack !== null) return [plan.attack];
      const legalAttacks: DuelAction[] = legal.filter((a) => a.type === 'attack');
      return legalAttacks.length > 0 ? legalAttacks : undefined;
    },
  };
}
