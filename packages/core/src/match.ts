/**
 * A match owns the history: it checks that an action is legal, lets the game
 * apply it, and records the action with the state hash after it. Games never
 * write the log. `replay` re-runs a log and fails loudly on the first hash
 * that differs.
 */
import { findLegal } from './action-key.ts';
import { RuleViolation } from './errors.ts';
import { eventVisible } from './events.ts';
import type {
  Action,
  AnyTypes,
  ApplyContext,
  GameEvent,
  GameModule,
  GameTypes,
  Outcome,
  PlayerId,
} from './game.ts';
import { parseOptions } from './game.ts';
import { hashState } from './hash.ts';
import { seatCount } from './seats.ts';

export const MATCH_LOG_FORMAT = 'arbiter-match-log';

export interface LoggedAction<A extends Action = Action> {
  player: PlayerId;
  action: A;
  /** Hash of the state after this action. */
  hash: string;
}

export interface MatchLog {
  format: typeof MATCH_LOG_FORMAT;
  version: 1;
  game: string;
  options: unknown;
  seed: string;
  /** The data fingerprint of the game that played it, when the game has one. */
  data?: string;
  initialHash: string;
  actions: LoggedAction[];
  finalHash: string;
  outcome: Outcome | null;
}

export interface RecordedEvent<E = GameEvent> {
  /** Index of the action that caused it; -1 for setup. */
  action: number;
  event: E;
}

export interface MatchOptions {
  /** Keep the events each action emits (default true). */
  recordEvents?: boolean;
  /** Hash the state after every action (default true; needed for the log). */
  hashEachAction?: boolean;
}

/** The context of an apply nobody records events for. */
const SILENT: ApplyContext<{ type: string }> = Object.freeze({});
const NO_EVENTS: never[] = [];

/** Typed in its game: `new Match(game, …).state` is that game's own state type. */
export class Match<T extends GameTypes = AnyTypes> {
  readonly game: GameModule<T>;
  readonly options: T['options'];
  readonly seed: string;
  /** Seats in this match (`seatCount`: the game's `seats(options)` or its `players`). */
  readonly seats: number;
  state: T['state'];
  readonly actions: LoggedAction<T['action']>[] = [];
  readonly events: RecordedEvent<T['event']>[] = [];
  readonly initialHash: string;
  private readonly recordEvents: boolean;
  private readonly hashEachAction: boolean;
  private beforeLast: T['state'] | undefined = undefined;

  constructor(game: GameModule<T>, rawOptions: unknown, seed: string, opts: MatchOptions = {}) {
    this.game = game;
    this.options = parseOptions(game, rawOptions);
    this.seed = seed;
    this.seats = seatCount(game, this.options);
    this.recordEvents = opts.recordEvents ?? true;
    this.hashEachAction = opts.hashEachAction ?? true;
    if (this.recordEvents) {
      // Setup's own events (deals, initiative) are recorded against action -1.
      this.state = game.setup(this.options, seed, {
        emit: (event: T['event']) => this.events.push({ action: -1, event }),
      });
    } else {
      this.state = game.setup(this.options, seed);
    }
    this.initialHash = this.hashEachAction ? hashState(this.state) : '';
  }

  toAct(): PlayerId[] {
    return this.game.toAct(this.state);
  }

  legalActions(player: PlayerId): T['action'][] {
    return this.game.legalActions(this.state, player);
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  view(viewer: PlayerId | null): T['view'] {
    return this.game.view(this.state, viewer);
  }

  /** The recorded events `viewer` may see (null: a spectator, who sees only public ones). */
  eventsFor(viewer: PlayerId | null): RecordedEvent<T['event']>[] {
    return this.events.filter((r) => eventVisible(r.event, viewer));
  }

  hash(): string {
    return hashState(this.state);
  }

  /**
   * Plays `action` for `player`. Refuses (RuleViolation, nothing changed) when
   * it is not that player's turn or the action is not among the legal ones.
   * Returns the events the action caused.
   */
  act(player: PlayerId, action: Action): T['event'][] {
    if (!this.game.toAct(this.state).includes(player)) {
      throw new RuleViolation('not-your-turn', `seat ${player} has no decision to make now`);
    }
    const legal = this.game.legalActions(this.state, player);
    const chosen = findLegal(this.game, legal, action);
    if (!chosen) {
      throw new RuleViolation('illegal-action', `not a legal action now: ${JSON.stringify(action)}`);
    }
    // A legal action can still fail mid-way (a trigger loop in card data hits
    // the depth guard): keep a copy so the match goes on from where it was.
    // The copy is kept after success too, for `stateBeforeLast` and `undoLast`.
    const before = this.game.clone(this.state);
    try {
      const events = this.applyTrusted(player, chosen);
      this.beforeLast = before;
      return events;
    } catch (e) {
      this.state = before;
      throw e;
    }
  }

  /** The state before the last action `act` applied (a copy), or undefined. */
  get stateBeforeLast(): T['state'] | undefined {
    return this.beforeLast;
  }

  /** For callers that took the action from `legalActions` themselves. */
  applyTrusted(player: PlayerId, action: T['action']): T['event'][] {
    // Only `act` keeps a copy of the state before; a trusted apply makes it stale.
    this.beforeLast = undefined;
    const index = this.actions.length;
    if (!this.recordEvents) {
      this.state = this.game.apply(this.state, player, action, SILENT);
      this.actions.push({ player, action, hash: this.hashEachAction ? hashState(this.state) : '' });
      return NO_EVENTS;
    }
    const emitted: T['event'][] = [];
    this.state = this.game.apply(this.state, player, action, { emit: (e: T['event']) => emitted.push(e) });
    this.actions.push({ player, action, hash: this.hashEachAction ? hashState(this.state) : '' });
    for (const event of emitted) this.events.push({ action: index, event });
    return emitted;
  }

  /**
   * Takes back the last action `act` applied: restores the state before it and
   * drops the action and its events. For callers that must keep the match as
   * it was when something after the rules failed (a store that refused to
   * write the action).
   */
  undoLast(): void {
    const index = this.actions.length - 1;
    if (index < 0 || this.beforeLast === undefined)
      throw new Error('undoLast: no action of act() to take back');
    this.actions.pop();
    while (this.events.length > 0 && this.events[this.events.length - 1].action === index) this.events.pop();
    this.state = this.beforeLast;
    this.beforeLast = undefined;
  }

  toLog(): MatchLog {
    return {
      format: MATCH_LOG_FORMAT,
      version: 1,
      game: this.game.id,
      options: this.options,
      seed: this.seed,
      ...(this.game.dataFingerprint !== undefined ? { data: this.game.dataFingerprint } : {}),
      initialHash: this.initialHash,
      actions: this.actions.map((a) => ({ ...a })),
      finalHash: this.hashEachAction ? hashState(this.state) : '',
      outcome: this.outcome(),
    };
  }
}

export class ReplayMismatch extends Error {
  readonly index: number;
  readonly expected: string;
  readonly actual: string;
  constructor(index: number, expected: string, actual: string, what: string) {
    super(`replay diverged at ${what}: expected hash ${expected}, got ${actual}`);
    this.name = 'ReplayMismatch';
    this.index = index;
    this.expected = expected;
    this.actual = actual;
  }
}

export interface ReplayResult<T extends GameTypes = AnyTypes> {
  match: Match<T>;
  finalHash: string;
  outcome: Outcome | null;
}

/** Re-runs a log; throws ReplayMismatch at the first differing hash, RuleViolation on an illegal step. */
export function replay<T extends GameTypes>(game: GameModule<T>, log: MatchLog): ReplayResult<T> {
  if (log.format !== MATCH_LOG_FORMAT) throw new Error(`not a match log (format ${String(log.format)})`);
  if (log.game !== game.id) throw new Error(`log is for game '${log.game}', not '${game.id}'`);
  if (log.data !== undefined && game.dataFingerprint !== undefined && log.data !== game.dataFingerprint) {
    throw new Error(
      `log was played with other ${game.id} data (fingerprint ${log.data}; this game plays ${game.dataFingerprint})`,
    );
  }
  const match = new Match(game, log.options, log.seed);
  if (match.initialHash !== log.initialHash) {
    throw new ReplayMismatch(-1, log.initialHash, match.initialHash, 'setup');
  }
  log.actions.forEach((step, i) => {
    try {
      match.act(step.player, step.action);
    } catch (e) {
      if (e instanceof RuleViolation) {
        throw new RuleViolation(e.code, `replay step ${i}: ${e.reason}`);
      }
      throw e;
    }
    const got = match.actions[i].hash;
    if (got !== step.hash) throw new ReplayMismatch(i, step.hash, got, `action ${i}`);
  });
  const finalHash = match.hash();
  if (log.finalHash && finalHash !== log.finalHash) {
    throw new ReplayMismatch(log.actions.length, log.finalHash, finalHash, 'the end');
  }
  return { match, finalHash, outcome: match.outcome() };
}

/** Filters recorded events to the compact (report) or verbose (debug) form. */
export function eventsForm<E extends { level?: 'compact' | 'verbose' }>(
  events: readonly RecordedEvent<E>[],
  form: 'compact' | 'verbose',
): RecordedEvent<E>[] {
  return form === 'verbose' ? [...events] : events.filter((e) => e.event.level !== 'verbose');
}
