/**
 * The MCTS agent: information-set MCTS (search/ismcts.ts) within a budget
 * of iterations, of time, or both (`iterations`, `thinkMs`).
 *
 * - A decision with one legal action, or one the game calls obvious
 *   (`search.obviousAction`: passing priority with nothing to do), is
 *   answered at once, without searching.
 * - The tree is kept between decisions: when the agent's next decision comes
 *   right after its own last action (the loop's `turn` says nothing else was
 *   played in between), the search starts from the subtree under that
 *   action, with what it already learned there.
 * - Where the game solves a decision itself (`search.exactDecider`: Dice
 *   Duel's offense), its answer is played at once, or only the candidates it
 *   leaves are searched (search/exact.ts; `exact: false` turns it off).
 * - Playouts follow the game's rollout policy (`search.rolloutAction`) for at
 *   most `rolloutDepth` actions (`search.rolloutDepth` by default), then
 *   `evaluate` scores where they stopped.
 *
 * A game without `determinize` gives nothing to search on: the agent then
 * plays uniformly at random. With an iteration budget the choices are a
 * function of the seed and the sequence of decisions; with a time budget they
 * depend on the machine's speed.
 */
import { type Action, type AnyGame, createRng, type PlayerId, pick, type RngState } from '@arbiter/core';
import type { Agent, AgentSettings, DecisionContext } from './agent.ts';
import {
  type Budget,
  budgetOf,
  cpuClock,
  DEFAULT_ITERATIONS,
  Deadline,
  monotonicClock,
} from './search/budget.ts';
import { ExactDecisions } from './search/exact.ts';
import { runSearch, type SearchParams } from './search/ismcts.ts';
import { type RankedAction, rankRoot, visitsBelow } from './search/ranking.ts';
import { childrenOf, type TreeNode } from './search/tree.ts';
import { DEFAULT_PRIOR_WEIGHT, DEFAULT_WIDENING_ALPHA, type WideningParams } from './search/widening.ts';

export const DEFAULT_MCTS_ITERATIONS = DEFAULT_ITERATIONS;
export const DEFAULT_MCTS_EXPLORATION = 1.4;
/** Playout length for a game that names none (its `search.rolloutDepth`). */
export const DEFAULT_MCTS_ROLLOUT_DEPTH = 200;

export interface MctsParams {
  iterations: number;
  thinkMs: number | null;
  exploration: number;
  /** Null: the game's `search.rolloutDepth`, else DEFAULT_MCTS_ROLLOUT_DEPTH. */
  rolloutDepth: number | null;
  reuseTree: boolean;
  /** Null: the game's `search.expandAfter`, else 1. */
  expandAfter: number | null;
  /** Null: the game's `search.policyBias`, else DEFAULT_POLICY_BIAS (0 without a rollout policy). */
  policyBias: number | null;
  /** What `thinkMs` counts. */
  clock: 'wall' | 'cpu';
  /** Worlds of the one-step look that seeds a fresh root (0: none). */
  rootLook: number;
  /** Progressive widening at the root with a one-step prior (null: the game's `search.prior`; 0 worlds: off). */
  widening: WideningParams | null;
  /** Whether the game's exact decisions (`search.exactDecider`) are taken. */
  exact: boolean;
}

/** The rollout policy's head start in the tree (reward units; see SearchParams.policyBias). */
export const DEFAULT_POLICY_BIAS = 0.5;

export function mctsParams(settings: AgentSettings = {}): MctsParams {
  const budget = budgetOf(settings, settings.iterations, DEFAULT_MCTS_ITERATIONS);
  return {
    iterations: budget.iterations,
    thinkMs: budget.thinkMs,
    exploration: settings.exploration ?? DEFAULT_MCTS_EXPLORATION,
    rolloutDepth: settings.rolloutDepth === undefined ? null : Math.max(0, Math.floor(settings.rolloutDepth)),
    reuseTree: settings.reuseTree ?? true,
    expandAfter: settings.expandAfter === undefined ? null : Math.max(1, Math.floor(settings.expandAfter)),
    policyBias: settings.policyBias === undefined ? null : Math.max(0, settings.policyBias),
    clock: settings.clock ?? 'wall',
    rootLook: Math.max(0, Math.floor(settings.rootLook ?? 0)),
    widening: wideningOf(settings),
    exact: settings.exact ?? true,
  };
}

/** The search parameters for `game`: its own playout depth unless the settings name one. */
export function searchParamsFor(game: AnyGame, p: MctsParams): SearchParams {
  const budget: Budget = { iterations: p.iterations, thinkMs: p.thinkMs };
  const depth = p.rolloutDepth ?? game.search?.rolloutDepth ?? DEFAULT_MCTS_ROLLOUT_DEPTH;
  const expandAfter = p.expandAfter ?? game.search?.expandAfter ?? 1;
  const policyBias = p.policyBias ?? game.search?.policyBias ?? DEFAULT_POLICY_BIAS;
  return {
    budget,
    exploration: p.exploration,
    rolloutDepth: depth,
    expandAfter,
    policyBias,
    rootLook: p.rootLook,
    ...(p.widening === null ? wideningOfGame(game) : p.widening.worlds > 0 ? { widening: p.widening } : {}),
  };
}

/** The game's own widening (`search.prior` worlds), when the settings name none. */
function wideningOfGame(game: AnyGame): { widening?: WideningParams } {
  const worlds = game.search?.prior ?? 0;
  if (!(worlds > 0)) return {};
  return {
    widening: { worlds, alpha: DEFAULT_WIDENING_ALPHA, weight: DEFAULT_PRIOR_WEIGHT, inner: false },
  };
}

/**
 * The widening the settings ask for: `prior` worlds (0: off; absent: null,
 * the game's `search.prior`), `widen` (alpha), `priorWeight`, `widenBelow`.
 */
function wideningOf(settings: AgentSettings): WideningParams | null {
  if (settings.prior === undefined) return null;
  return {
    worlds: Math.max(0, Math.floor(settings.prior)),
    alpha: settings.widen ?? DEFAULT_WIDENING_ALPHA,
    weight: settings.priorWeight ?? DEFAULT_PRIOR_WEIGHT,
    inner: (settings.widenBelow ?? 0) > 0,
  };
}

/** How the agent's last decision went (for benchmarks, tests and hints). */
export interface SearchReport<A extends Action = Action> {
  /**
   * 'single' (one legal action), 'obvious' (the game's call), 'exact' (the game's exact decision),
   * 'search', or 'random' (nothing to search on).
   */
  how: 'single' | 'obvious' | 'exact' | 'search' | 'random';
  iterations: number;
  elapsedMs: number;
  /** Visits under the root carried over from the previous decision's tree. */
  reusedVisits: number;
  /** The legal actions ranked (empty unless searched). */
  ranked: RankedAction<A>[];
}

export interface MctsAgent extends Agent {
  /** What the last `choose` did. */
  readonly lastSearch: SearchReport | null;
}

/** The tree kept after a decision: its root, the action played and when. */
interface KeptTree {
  game: AnyGame;
  player: PlayerId;
  turn: number;
  root: TreeNode;
  chosenKey: string;
}

export function createMctsAgent(seed: string, settings?: AgentSettings): MctsAgent {
  const rng = createRng(seed);
  const params = mctsParams(settings);
  let kept: KeptTree | null = null;
  const exact = params.exact ? new ExactDecisions(seed) : null;
  let last: SearchReport | null = null;
  const quick = (how: SearchReport['how'], started: number): void => {
    last = { how, iterations: 0, elapsedMs: monotonicClock() - started, reusedVisits: 0, ranked: [] };
  };
  return {
    kind: 'mcts',
    get lastSearch() {
      return last;
    },
    choose<A extends Action>(ctx: DecisionContext<A>): A {
      const started = monotonicClock();
      // Whatever is decided now, an older tree no longer continues from where the next decision starts.
      const previous = kept;
      kept = null;
      if (ctx.legal.length === 1) {
        quick('single', started);
        return ctx.legal[0];
      }
      const obvious = ctx.game.search?.obviousAction?.(ctx.view, ctx.player, ctx.legal) as A | undefined;
      if (obvious !== undefined) {
        quick('obvious', started);
        return obvious;
      }
      if (!ctx.game.determinize) {
        quick('random', started);
        return pick(rng, ctx.legal);
      }
      // The deadline counts the game's exact decision too: the budget is the whole decision's.
      const deadline = new Deadline(params.clock === 'cpu' ? cpuClock : monotonicClock, params.thinkMs);
      const candidates = exact ? exact.narrow(ctx.game, ctx.view, ctx.player, ctx.legal) : ctx.legal;
      if (candidates.length === 1) {
        quick('exact', started);
        return candidates[0];
      }
      const reused = params.reuseTree ? reusableRoot(previous, ctx) : undefined;
      const reusedVisits = reused ? visitsBelow(reused, ctx.player) : 0;
      const found = runSearch({
        game: ctx.game,
        observer: ctx.player,
        view: ctx.view,
        legal: candidates,
        rng,
        params: searchParamsFor(ctx.game, params),
        deadline,
        root: reused,
      });
      const ranked = rankRoot(found.root, ctx.player, candidates, found.rootKeys);
      const chosen = ranked[0].visits > 0 ? ranked[0] : null;
      const action = chosen ? chosen.action : choiceWithoutVisits(rng, candidates);
      if (params.reuseTree && chosen && ctx.turn !== undefined) {
        kept = {
          game: ctx.game,
          player: ctx.player,
          turn: ctx.turn,
          root: found.root,
          chosenKey: found.rootKeys[chosen.index],
        };
      }
      last = {
        how: 'search',
        iterations: found.iterations,
        elapsedMs: monotonicClock() - started,
        reusedVisits,
        ranked,
      };
      return action;
    },
  };
}

/** Every search abandoned (each sampled world refused the root's actions): any legal action. */
function choiceWithoutVisits<A>(rng: RngState, legal: readonly A[]): A {
  return pick(rng, legal);
}

/**
 * The subtree to start from: the node under the agent's own last action,
 * when this decision is the very next one in the same game (nothing else was
 * played in between) and the agent has been there before.
 */
function reusableRoot(previous: KeptTree | null, ctx: DecisionContext): TreeNode | undefined {
  if (!previous || ctx.turn === undefined) return undefined;
  if (previous.game !== ctx.game || previous.player !== ctx.player || ctx.turn !== previous.turn + 1)
    return undefined;
  const node = childrenOf(previous.root, ctx.player).get(previous.chosenKey);
  if (!node?.children[ctx.player]) return undefined;
  return node;
}
