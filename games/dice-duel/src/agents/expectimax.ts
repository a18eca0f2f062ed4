/**
 * Dice Duel's expectimax agent (the game's own agent kind `expectimax`): the
 * search shaped like the game, where MCTS is not.
 *
 * MCTS and greedy both judge a hold by the dice a few sampled rerolls
 * happened to show; a hold has 31 siblings and the dice decide most of its
 * worth, so their estimates stay noisy at any budget that fits in a turn.
 * Here the dice are not sampled at all:
 *
 * - **Offense** (offense-planner.ts): each attack (ability and chi spent) is
 *   valued once a turn on sampled worlds by the leaf value after it and the
 *   defender's reaction; a set of five dice pays the best attack it shows,
 *   and the best hold is solved exactly over every roll of the dice
 *   (hold-solver.ts). So the holds aim at winning, not at damage: a kill in
 *   reach is rolled for, an ultimate counts for what it does to this
 *   defender, chi goes where it counts.
 * - **Reaction.** Each legal reaction is applied on the same sampled worlds
 *   and scored by the leaf value.
 *
 * Fair play: worlds come from the seat's view alone (`determinize`: the view
 * with a fresh generator), never from the real state. Budget: `worlds`
 * sampled worlds (default 24) per turn's attacks and per reaction; with the
 * same seed and the same decisions asked, the same choices.
 */
import { createRng, type GamePolicy } from '@arbiter/core';
import type { DuelAction } from '../actions.ts';
import type { Seat } from '../state.ts';
import type { DuelTypes } from '../types.ts';
import type { DuelView } from '../view.ts';
import { createOffensePlanner, type DuelRules, valueAfter, worldsFrom } from './offense-planner.ts';

export type { DuelRules } from './offense-planner.ts';

export const DEFAULT_EXPECTIMAX_WORLDS = 24;

export interface ExpectimaxSettings {
  /** Sampled worlds per decision, shared by every candidate. */
  worlds?: number;
  /** 1: the opponent's next turn is played by the playout policy before the leaf value scores a candidate (default 0; it measured no better). */
  ahead?: number;
}

export function createExpectimaxPolicy(
  seed: string,
  rules: DuelRules,
  settings: ExpectimaxSettings = {},
): GamePolicy<DuelTypes> {
  const rng = createRng(seed);
  const worldCount = Math.max(1, settings.worlds ?? DEFAULT_EXPECTIMAX_WORLDS);
  const ahead = settings.ahead ?? 0;
  const planner = createOffensePlanner(rng, rules, worldCount, ahead);

  function react(view: DuelView, me: Seat, legal: readonly DuelAction[]): DuelAction {
    const worlds = worldsFrom(view, rng, worldCount, rules.catalog);
    let best = legal[0];
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const a of legal) {
      let total = 0;
      for (const world of worlds) total += valueAfter(world, me, a, rules, ahead);
      if (total > bestValue) {
        best = a;
        bestValue = total;
      }
    }
    return best;
  }

  return {
    choose({ player, view, legal }) {
      if (legal.length === 1) return legal[0];
      const me = player as Seat;
      if (view.phase !== 'offense') return react(view, me, legal);
      const plan = planner.plan(view, me, legal);
      return plan.reroll ?? plan.attack ?? legal[legal.length - 1];
    },
  };
}
