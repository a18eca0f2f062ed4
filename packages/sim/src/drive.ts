/**
 * The sim's side of the kernel's one decision loop (`driveMatch`): the
 * tables its loops play on (a recorded Match, or a bare state for games
 * nobody records) and agents as seats. Agents see only their seat's view
 * and the legal actions, through one decision context per game.
 */
import type { Agent, IndexChooser } from '@arbiter/agents';
import {
  type Action,
  type AnyGame,
  type AnyTypes,
  type AsyncDriveSeat,
  type Decision,
  type DriveEnd,
  DriveError,
  type DriveSeat,
  type DriveTable,
  indexOfLegal,
  type Match,
  type Outcome,
  type PlayerId,
  seatName,
} from '@arbiter/core';

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

/** A recorded Match as a drive's table: each action is applied trusted (it is one of the legal ones). */
export class MatchTable implements DriveTable<AnyTypes> {
  readonly match: Match;
  readonly game: AnyGame;

  constructor(match: Match) {
    this.match = match;
    this.game = match.game;
  }

  get state(): unknown {
    return this.match.state;
  }

  get played(): number {
    return this.match.actions.length;
  }

  play(player: PlayerId, action: Action): void {
    this.match.applyTrusted(player, action);
  }
}

/** A bare state as a drive's table (no log, no hashing, no event context): the lean loop's. */
export class LeanTable implements DriveTable<AnyTypes> {
  readonly game: AnyGame;
  state: unknown;
  played = 0;

  constructor(game: AnyGame, state: unknown) {
    this.game = game;
    this.state = state;
  }

  play(player: PlayerId, action: Action): void {
    this.state = this.game.apply(this.state, player, action);
    this.played++;
  }
}

/**
 * One decision context per game, refilled for every decision. The view (of
 * the table's state) is built only if the agent reads it: a random agent
 * never does, and building views is most of the cost of a random game.
 * `describe` gives the game's text for a legal action without handing the
 * agent the state; `match` (the seed) and `turn` are for agents' traces.
 *
 * A class with no closure of its own per game (`view` and `describe` live on
 * the prototype, the state is read from the table): built as an object
 * literal with a getter and a `describe` closure over the state, it kept
 * each game's whole state alive through minor collections until the next
 * full one, so nearly every byte a game allocated was promoted to the old
 * generation (Queen's Blood's random games spent about a fifth of their
 * time collecting; test/lean-loop-garbage).
 */
export class LazyDecisionContext {
  player = 0;
  legal: Action[] = [];
  turn = 0;
  viewBuilt = false;
  cachedView: unknown = undefined;
  readonly game: AnyGame;
  readonly match: string;
  readonly seats: number | undefined;
  private readonly table: { readonly state: unknown };

  constructor(game: AnyGame, table: { readonly state: unknown }, match: string, seats: number | undefined) {
    this.game = game;
    this.table = table;
    this.match = match;
    this.seats = seats;
  }

  describe(action: Action): string {
    return this.game.describe(action, this.table.state);
  }

  get view(): unknown {
    if (!this.viewBuilt) {
      this.cachedView = this.game.view(this.table.state, this.player);
      this.viewBuilt = true;
    }
    return this.cachedView;
  }

  /**
   * A part of the view (`GameModule.viewPart`), built alone from the table's
   * state when the view itself was not built for this decision; undefined
   * when the game builds no such part (the caller reads the view).
   */
  viewPart(part: string): unknown {
    if (this.viewBuilt || this.game.viewPart === undefined) return undefined;
    return this.game.viewPart(this.table.state, this.player, part);
  }

  /** Filled for `decision` (the view is built again only if read). */
  fill(decision: Decision): this {
    this.player = decision.player;
    this.legal = decision.legal as Action[];
    this.turn = decision.step;
    this.viewBuilt = false;
    return this;
  }
}

/** Where in `legal` the agent's choice is; an agent that answers with anything else is a bug worth stopping for. */
export function indexOfChoice(
  game: AnyGame,
  legal: readonly Action[],
  chosen: Action,
  agent: Agent,
  player: number,
): number {
  const at = indexOfLegal(game, legal, chosen);
  if (at >= 0) return at;
  throw new DriveError(
    `${agent.kind} agent for ${seatName(player)} chose an action that is not legal: ${JSON.stringify(chosen)}`,
  );
}

/**
 * An agent as a seat of the drive. An agent that chooses by position (the
 * random agent) is asked with the count alone, unless someone observes the
 * decisions (the observer is shown the list and the view the agent had).
 */
export class AgentSeat implements DriveSeat {
  readonly byCount: ((count: number) => number) | undefined;
  /** The agent's `reads`, unless someone observes the decisions (the observer is shown the whole list). */
  readonly reads: readonly string[] | undefined;
  private readonly agent: Agent & Partial<IndexChooser>;
  private readonly ctx: LazyDecisionContext;
  private readonly table: { readonly state: unknown };
  private readonly observe: DecisionObserver | undefined;

  constructor(
    agent: Agent,
    ctx: LazyDecisionContext,
    table: { readonly state: unknown },
    observe?: DecisionObserver,
  ) {
    const chooser = agent as Agent & Partial<IndexChooser>;
    this.agent = chooser;
    this.ctx = ctx;
    this.table = table;
    this.observe = observe;
    this.byCount = chooser.chooseIndex && !observe ? chooser.chooseIndex.bind(chooser) : undefined;
    this.reads = observe ? undefined : agent.reads;
  }

  decide(decision: Decision): number {
    const agent = this.agent;
    // Taken from the list by position: legal by construction, nothing to look up, no context to fill.
    if (this.byCount !== undefined) return this.byCount(decision.legal.length);
    const ctx = this.ctx.fill(decision);
    const index = agent.chooseIndex
      ? agent.chooseIndex(decision.legal.length)
      : indexOfChoice(ctx.game, decision.legal, agent.choose(ctx), agent, decision.player);
    this.observe?.({
      step: decision.step,
      player: decision.player,
      view: ctx.view,
      legal: decision.legal,
      index,
      state: this.table.state,
    });
    return index;
  }
}

/** An agent as a seat that may be awaited (`chooseAsync` when the agent has it, `choose` otherwise). */
export class AsyncAgentSeat implements AsyncDriveSeat {
  readonly byCount: ((count: number) => number) | undefined;
  readonly reads: readonly string[] | undefined;
  private readonly seat: AgentSeat;
  private readonly agent: Agent;
  private readonly ctx: LazyDecisionContext;
  private readonly observe: DecisionObserver | undefined;
  private readonly table: { readonly state: unknown };

  constructor(
    agent: Agent,
    ctx: LazyDecisionContext,
    table: { readonly state: unknown },
    observe?: DecisionObserver,
  ) {
    this.seat = new AgentSeat(agent, ctx, table, observe);
    this.byCount = this.seat.byCount;
    this.reads = this.seat.reads;
    this.agent = agent;
    this.ctx = ctx;
    this.table = table;
    this.observe = observe;
  }

  decide(decision: Decision): number | Promise<number> {
    const agent = this.agent;
    if (!agent.chooseAsync) return this.seat.decide(decision);
    const ctx = this.ctx.fill(decision);
    const state = this.table.state;
    return agent.chooseAsync(ctx).then((chosen) => {
      const index = indexOfChoice(ctx.game, decision.legal, chosen, agent, decision.player);
      this.observe?.({
        step: decision.step,
        player: decision.player,
        view: ctx.view,
        legal: decision.legal,
        index,
        state,
      });
      return index;
    });
  }
}

/** The game's outcome at the end of a drive that played it out (or the action-limit draw). */
export function outcomeOfDrive(game: AnyGame, end: DriveEnd): Outcome {
  if (end.end === 'outcome' || end.end === 'limit') return end.outcome;
  throw new DriveError(`${game.id}: the drive ended (${end.end}) before the game did`);
}
