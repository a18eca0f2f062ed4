/**
 * One game between agents. Agents see only `view(state, seat)` and the legal
 * actions; the first seat `toAct` lists decides next (games that owe several
 * seats a decision at once take them in that order).
 */
import type { Agent, AgentSettings, IndexChooser } from '@arbiter/agents';
import { createAgent } from '@arbiter/agents';
import {
  type Action,
  type AnyGame,
  findLegal,
  Match,
  type Outcome,
  type PlayerId,
  parseOptions,
  seatCount,
  seatCountOf,
} from '@arbiter/core';

export const DEFAULT_MAX_ACTIONS = 10_000;

export interface PlayOptions {
  /** Hash every action so the match log replays (default false: faster, no hashes). */
  record?: boolean;
  /** Stop after this many actions; the game then counts as a draw, reason 'action limit'. */
  maxActions?: number;
  /** Told of every decision before its action is applied (the decision export). */
  onDecision?: DecisionObserver;
}

/** One decision as a play loop saw it, before the chosen action was applied. */
export interface DecisionSeen {
  /** Actions played before this decision. */
  step: number;
  player: PlayerId;
  /** The seat's view (what its agent was shown). */
  view: unknown;
  legal: readonly Action[];
  /** The index in `legal` of the action played. */
  index: number;
  /** The state the decision was made in (read it, never change it: the action is not applied yet). */
  state: unknown;
}

export type DecisionObserver = (decision: DecisionSeen) => void;

export interface PlayedGame {
  match: Match;
  /** The game's outcome, or the action-limit draw. */
  outcome: Outcome;
  /** Actions played. */
  actions: number;
}

export const ACTION_LIMIT_REASON = 'action limit';

export function playGame(
  game: AnyGame,
  rawOptions: unknown,
  seed: string,
  agents: Agent[],
  opts: PlayOptions = {},
): PlayedGame {
  const seats = seatCountOf(game, rawOptions);
  if (agents.length < seats) {
    throw new Error(`${game.id} has ${seats} seats but ${agents.length} agents were given`);
  }
  const maxActions = opts.maxActions ?? DEFAULT_MAX_ACTIONS;
  const match = new Match(game, rawOptions, seed, {
    recordEvents: false,
    hashEachAction: opts.record ?? false,
  });
  const ctx = decisionContext(game, () => match.state, seed, match.seats);
  for (;;) {
    const outcome = match.outcome();
    if (outcome) return { match, outcome, actions: match.actions.length };
    if (match.actions.length >= maxActions) {
      const limit: Outcome = { winner: null, draw: true, reason: ACTION_LIMIT_REASON };
      return { match, outcome: limit, actions: match.actions.length };
    }
    const player = match.toAct()[0];
    if (player === undefined) {
      throw new Error(
        `${game.id} seed ${seed}: no outcome after ${match.actions.length} actions, but nobody is to act`,
      );
    }
    const legal = match.legalActions(player);
    if (legal.length === 0) {
      throw new Error(`${game.id} seed ${seed}: seat ${player} is to act but has no legal action`);
    }
    const agent = agents[player];
    ctx.player = player;
    ctx.legal = legal;
    ctx.turn = match.actions.length;
    ctx.viewBuilt = false;
    const index = indexOfChoice(game, legal, agent.choose(ctx), agent, player);
    opts.onDecision?.({
      step: match.actions.length,
      player,
      view: ctx.view,
      legal,
      index,
      state: match.state,
    });
    match.applyTrusted(player, legal[index]);
  }
}

export interface UnrecordedGame {
  /** The final state (the game's own object, applied to in place). */
  state: unknown;
  /** The parsed options the game was set up with. */
  options: unknown;
  /** The game's outcome, or the action-limit draw. */
  outcome: Outcome;
  /** Actions played. */
  actions: number;
}

/**
 * Legal actions by position, for a game that can count and build them one at
 * a time more cheaply than as a list (the kernel hook this loop is ready for:
 * `actionCount(state, player)` and `actionAt(state, player, i)`, where
 * `actionAt(s, p, i)` equals `legalActions(s, p)[i]`). Until GameModule
 * declares them, a game that has both gets used through this view.
 */
interface IndexedActions {
  actionCount?(state: unknown, player: PlayerId): number;
  actionAt?(state: unknown, player: PlayerId, index: number): Action;
}

/**
 * `playGame` without a Match, for games nobody records (benchmarks, batch
 * games without logs): no log, no hashing, no event context, and no
 * allocation of its own per action. The same seed and agents give the same
 * game as `playGame`. An agent that chooses by index (the random agent does)
 * is asked for a position, so its choice needs no legality lookup; when the
 * game also enumerates its actions by index, the list is never built.
 */
export function playUnrecorded(
  game: AnyGame,
  rawOptions: unknown,
  seed: string,
  agents: Agent[],
  opts: { maxActions?: number; onDecision?: DecisionObserver } = {},
): UnrecordedGame {
  const options = parsedOnce(game, rawOptions);
  const seats = seatCount(game, options);
  if (agents.length < seats) {
    throw new Error(`${game.id} has ${seats} seats but ${agents.length} agents were given`);
  }
  const maxActions = opts.maxActions ?? DEFAULT_MAX_ACTIONS;
  let state = game.setup(options, seed);
  const indexed = game as AnyGame & IndexedActions;
  const observe = opts.onDecision;
  // An observer needs the list and the view, so it turns the by-index path off (same draws either way).
  const byIndex =
    !observe && typeof indexed.actionCount === 'function' && typeof indexed.actionAt === 'function';
  const ctx = decisionContext(game, () => state, seed, seats);
  for (let actions = 0; ; actions++) {
    const outcome = game.outcome(state);
    if (outcome) return { state, options, outcome, actions };
    if (actions >= maxActions) {
      return { state, options, outcome: { winner: null, draw: true, reason: ACTION_LIMIT_REASON }, actions };
    }
    const player = game.toAct(state)[0];
    if (player === undefined) {
      throw new Error(`${game.id} seed ${seed}: no outcome after ${actions} actions, but nobody is to act`);
    }
    const agent = agents[player];
    let action: Action;
    const chooser = agent as Agent & Partial<IndexChooser>;
    if (byIndex && chooser.chooseIndex) {
      const count = indexed.actionCount!(state, player);
      if (count === 0)
        throw new Error(`${game.id} seed ${seed}: seat ${player} is to act but has no legal action`);
      action = indexed.actionAt!(state, player, chooser.chooseIndex(count));
    } else {
      const legal = game.legalActions(state, player);
      if (legal.length === 0) {
        throw new Error(`${game.id} seed ${seed}: seat ${player} is to act but has no legal action`);
      }
      let index: number;
      if (chooser.chooseIndex && !observe) {
        // Taken from the list by position: legal by construction, nothing to look up, no context to fill.
        index = chooser.chooseIndex(legal.length);
      } else {
        ctx.player = player;
        ctx.legal = legal;
        ctx.turn = actions;
        ctx.viewBuilt = false;
        index = chooser.chooseIndex
          ? chooser.chooseIndex(legal.length)
          : indexOfChoice(game, legal, agent.choose(ctx), agent, player);
        observe?.({ step: actions, player, view: ctx.view, legal, index, state });
      }
      action = legal[index];
    }
    state = game.apply(state, player, action);
  }
}

/**
 * Parsed options per raw options object and game: a batch plays its games
 * from one options object, and parsing them (a schema walk, defaults that
 * may read the environment) is per batch, not per game. Read only: the
 * parsed options are shared by every game played from that object.
 */
const parsedByRaw = new WeakMap<object, WeakMap<AnyGame, unknown>>();
const NO_OPTIONS = {};

function parsedOnce(game: AnyGame, rawOptions: unknown): unknown {
  const raw = rawOptions ?? NO_OPTIONS;
  if (typeof raw !== 'object') return parseOptions(game, raw);
  let byGame = parsedByRaw.get(raw);
  if (byGame === undefined) {
    byGame = new WeakMap();
    parsedByRaw.set(raw, byGame);
  }
  if (byGame.has(game)) return byGame.get(game);
  const parsed = parseOptions(game, raw);
  byGame.set(game, parsed);
  return parsed;
}

/**
 * One decision context per game, refilled for every decision. The view (of
 * the state `current` returns) is built only if the agent reads it: a random
 * agent never does, and building views is most of the cost of a random game.
 * `describe` gives the game's text for a legal action without handing the
 * agent the state; `match` (the seed) and `turn` are for agents' traces.
 *
 * A class with no closure of its own per game (`view` and `describe` live on
 * the prototype): built as an object literal with a getter and a `describe`
 * closure over `current`, it kept each game's whole state alive through
 * minor collections until the next full one, so nearly every byte a game
 * allocated was promoted to the old generation (Queen's Blood's random games
 * spent about a fifth of their time collecting; test/lean-loop-garbage).
 */
class LazyDecisionContext {
  player = 0;
  legal: Action[] = [];
  turn = 0;
  viewBuilt = false;
  cachedView: unknown = undefined;
  readonly game: AnyGame;
  readonly match: string;
  readonly seats: number | undefined;
  private readonly current: () => unknown;

  constructor(game: AnyGame, current: () => unknown, match: string, seats: number | undefined) {
    this.game = game;
    this.current = current;
    this.match = match;
    this.seats = seats;
  }

  describe(action: Action): string {
    return this.game.describe(action, this.current());
  }

  get view(): unknown {
    if (!this.viewBuilt) {
      this.cachedView = this.game.view(this.current(), this.player);
      this.viewBuilt = true;
    }
    return this.cachedView;
  }
}

export function decisionContext(game: AnyGame, current: () => unknown, match: string, seats?: number) {
  return new LazyDecisionContext(game, current, match, seats);
}

/** Where in `legal` the agent's choice is; an agent that answers with anything else is a bug worth stopping for. */
export function indexOfChoice(
  game: AnyGame,
  legal: readonly Action[],
  chosen: Action,
  agent: Agent,
  player: number,
): number {
  const at = legal.indexOf(chosen);
  if (at >= 0) return at;
  const found = findLegal(game, legal, chosen);
  if (found) return legal.indexOf(found);
  throw new Error(
    `${agent.kind} agent at seat ${player} chose an action that is not legal: ${JSON.stringify(chosen)}`,
  );
}

/** The agent kind for each seat: a shorter list repeats its last entry. */
export function seatKinds(kinds: readonly string[], players: number): string[] {
  if (kinds.length === 0) throw new Error('no agents given: name one agent kind per seat');
  return Array.from({ length: players }, (_, seat) => kinds[Math.min(seat, kinds.length - 1)]);
}

/** Fresh agents for one game, each seeded from the game's seed and its seat. */
export function seatAgents(
  kinds: readonly string[],
  seed: string,
  settings?: AgentSettings,
  game?: AnyGame,
): Agent[] {
  return kinds.map((kind, seat) => createAgent(kind, `${seed}/agent/${seat}`, settings, game));
}
