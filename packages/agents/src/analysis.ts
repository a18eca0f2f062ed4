/**
 * Hints and analysis: what the search thinks of a position, from one seat's
 * view only (never the true state), for the browser's hint button and
 * `arbiter analyze`.
 *
 * For the seat that owes a decision: its legal actions ranked by the search
 * (the best and the next two, each with its estimated chance of winning).
 * For a seat that does not: only its chance of winning. The chance is the
 * search's mean reward read on [0, 1] ((value + 1) / 2: outcomes count ±1,
 * `evaluate` in between), an estimate, not a probability the game computes.
 *
 * It is a function of the game, the seat, the view, the legal actions, the
 * settings and the seed: two positions that look the same to the seat get
 * the same answer (with an iteration budget; a time budget adds the clock).
 */
import type { Action, AnyGame, PlayerId } from '@arbiter/core';
import { createRng } from '@arbiter/core';
import type { AgentSettings } from './agent.ts';
import { mctsParams, searchParamsFor } from './mcts.ts';
import { cpuClock, Deadline, monotonicClock } from './search/budget.ts';
import { runSearch } from './search/ismcts.ts';
import { type RankedAction, rankRoot, winChanceOf } from './search/ranking.ts';

/** A hint's default budget: a little longer than an agent's move, bounded in iterations too. */
export const DEFAULT_HINT_SETTINGS: AgentSettings = { thinkMs: 400, iterations: 20_000 };

export interface PositionQuery<A extends Action = Action> {
  game: AnyGame;
  seat: PlayerId;
  /** The seat's view: all the analysis ever sees of the position. */
  view: unknown;
  /** The seat's legal actions when it owes a decision; empty (or absent) when it does not. */
  legal?: readonly A[];
  settings?: AgentSettings;
  seed?: string;
}

export interface PositionAnalysis<A extends Action = Action> {
  seat: PlayerId;
  /** Whether the seat owes a decision here. */
  toAct: boolean;
  /** The seat's estimated chance of winning, in [0, 1] (with best play, when it acts). */
  winChance: number;
  /** The best action and the next two, ranked; empty when the seat does not act. */
  ranked: RankedAction<A>[];
  iterations: number;
  elapsedMs: number;
  /** False when the game gives nothing to search on (no `determinize`): no estimate then. */
  searched: boolean;
}

/** How many ranked actions a hint shows: the best and the next two. */
export const HINT_ACTIONS = 3;

export function analyzePosition<A extends Action>(q: PositionQuery<A>): PositionAnalysis<A> {
  const started = monotonicClock();
  const legal = q.legal && q.legal.length > 0 ? q.legal : null;
  if (!q.game.determinize) {
    const ranked = (legal ?? []).slice(0, HINT_ACTIONS).map((action, index) => ({
      action,
      index,
      visits: 0,
      value: 0,
      winChance: 0.5,
    }));
    return {
      seat: q.seat,
      toAct: legal !== null,
      winChance: 0.5,
      ranked,
      iterations: 0,
      elapsedMs: 0,
      searched: false,
    };
  }
  const params = mctsParams({ ...DEFAULT_HINT_SETTINGS, ...q.settings });
  const found = runSearch({
    game: q.game,
    observer: q.seat,
    view: q.view,
    legal,
    rng: createRng(q.seed ?? 'hint'),
    params: searchParamsFor(q.game, params),
    deadline: new Deadline(params.clock === 'cpu' ? cpuClock : monotonicClock, params.thinkMs),
  });
  const ranked = legal ? rankRoot(found.root, q.seat, legal, found.rootKeys).slice(0, HINT_ACTIONS) : [];
  // With best play: the best action's mean; without a decision, the mean over every world.
  const value = ranked.length > 0 && ranked[0].visits > 0 ? ranked[0].value : found.observerValue;
  return {
    seat: q.seat,
    toAct: legal !== null,
    winChance: winChanceOf(value),
    ranked,
    iterations: found.iterations,
    elapsedMs: monotonicClock() - started,
    searched: true,
  };
}
