/**
 * One live match: the authoritative state (a kernel Match), its seats and
 * their token digests, the connections watching it, and the loop that lets
 * agent seats play at a humane pace. Every action, from a person or an agent,
 * goes through `act`: the kernel checks it, the store records it with its
 * hash, and each subscriber gets its own view.
 */
import { type Agent, type AgentSettings, decide } from '@arbiter/agents';
import {
  type Action,
  type AnyGame,
  type AnyTypes,
  type AsyncDriveSeat,
  DriveError,
  type DriveTable,
  driveMatchAsync,
  eventVisible,
  type GameEvent,
  indexOfLegal,
  Match,
  type PlayerId,
  ReplayMismatch,
  RuleViolation,
} from '@arbiter/core';
import { refuseExtraFields } from './action-fields.ts';
import type { AgentPool } from './agent-pool.ts';
import { ServerError } from './errors.ts';
import { eventText } from './event-text.ts';
import type {
  LegalChoice,
  LogEntry,
  MatchStatus,
  MatchSummary,
  SeatInfo,
  SetupLog,
  StateMessage,
} from './protocol.ts';
import type { MatchCreator, StoredMatch, StoredSeat } from './store.ts';
import { tokenMatches } from './tokens.ts';

export interface RoomHooks {
  agentDelayMs: number;
  makeAgent(kind: string, seed: string): Agent;
  /**
   * Worker threads for searching agents (greedy, MCTS), or null to think on
   * this thread. Random agents always play here: they cost nothing.
   */
  agentPool: AgentPool | null;
  agentSettings?: AgentSettings;
  /** Called after the kernel accepted action `index`; throwing marks the room broken. */
  persistAction(room: MatchRoom, index: number): void;
  persistFinish(room: MatchRoom): void;
  persistBroken(room: MatchRoom, reason: string): void;
  persistExpired(room: MatchRoom, reason: string): void;
  /** The match just ended (the manager may drop it from memory). */
  finished(room: MatchRoom): void;
  /** How long a match with a human seat may go without activity before it expires; null: never. */
  idleExpiryMs: number | null;
  /** The time now, in ms since the epoch (tests move it). */
  clock(): number;
  /** Hints each seat has asked for (missing: none). */
  hintsUsed?(room: MatchRoom): number[];
  log(message: string, error?: unknown): void;
}

export interface Subscriber {
  seat: PlayerId | null;
  send(message: StateMessage): void;
  /** How many log entries this subscriber has been sent. */
  sentLog: number;
  /** It was sent the setup's events (with its first state). */
  sentSetup?: boolean;
}

/** Events carry `visibleTo: seat | seat[]` when only some seats may see them: the kernel's one filter. */
export { eventVisible };

/** `viewer` as in GameModule.describe: undefined for the actor's own choices, null for the public log. */
export function describeSafely(
  game: AnyGame,
  action: Action,
  state: unknown,
  viewer?: PlayerId | null,
): string {
  try {
    return game.describe(action, state, viewer);
  } catch {
    return JSON.stringify(action);
  }
}

/** A room as the drive's table: every action goes through `act` (checked, stored, broadcast). */
class RoomTable implements DriveTable<AnyTypes> {
  private readonly room: MatchRoom;
  constructor(room: MatchRoom) {
    this.room = room;
  }
  get game(): AnyGame {
    return this.room.game;
  }
  get state(): unknown {
    return this.room.match.state;
  }
  get played(): number {
    return this.room.match.actions.length;
  }
  play(seat: PlayerId, action: Action): void {
    this.room.act(seat, action);
  }
}

/** A person's seat: the agent loop only drives agents' seats (`drives`), so it is never asked. */
const PERSON: AsyncDriveSeat = {
  decide() {
    throw new Error("a person's seat is not driven by the agent loop");
  },
};

interface SeatState {
  view: unknown;
  legal: LegalChoice[];
}

interface FullEntry {
  index: number;
  player: PlayerId;
  label: string;
  events: GameEvent[];
  /** Readable text of each event (computed once, when the action is played). */
  texts: string[];
}

export class MatchRoom {
  readonly id: string;
  readonly game: AnyGame;
  readonly match: Match;
  readonly seats: StoredSeat[];
  readonly createdAt: string;
  /** Digests of who created the match (the per-creator cap counts them); null for matches from before. */
  readonly creator: MatchCreator | null;
  updatedAt: string;
  status: MatchStatus = 'active';
  error: string | null = null;
  /**
   * When someone last did something here (an action, a claim), in ms; for a
   * resumed match, no earlier than the restart: time the server was down
   * does not count towards expiry.
   */
  lastActivity: number;
  private readonly entries: FullEntry[] = [];
  private readonly subscribers = new Set<Subscriber>();
  private readonly agents: Array<Agent | null>;
  private timer: NodeJS.Timeout | null = null;
  /** The agent loop's view of this room and its seats (people's seats are never driven). */
  private readonly table: RoomTable;
  private readonly driveSeats: AsyncDriveSeat[];
  /** An agent of this match is thinking in the pool. */
  private thinking = false;
  private closed = false;
  private readonly hooks: RoomHooks;

  private constructor(
    id: string,
    match: Match,
    seats: StoredSeat[],
    createdAt: string,
    hooks: RoomHooks,
    creator: MatchCreator | null,
  ) {
    this.id = id;
    this.creator = creator;
    this.lastActivity = hooks.clock();
    this.game = match.game;
    this.match = match;
    this.seats = seats;
    this.createdAt = createdAt;
    this.updatedAt = createdAt;
    this.hooks = hooks;
    this.agents = seats.map((s) =>
      s.kind === 'human' ? null : hooks.makeAgent(s.kind, `${match.seed}/${s.seat}`),
    );
    this.table = new RoomTable(this);
    this.driveSeats = seats.map((s) => (s.kind === 'human' ? PERSON : this.agentSeat(s.seat)));
  }

  static create(
    id: string,
    game: AnyGame,
    options: unknown,
    seed: string,
    seats: StoredSeat[],
    hooks: RoomHooks,
    creator: MatchCreator | null = null,
  ): MatchRoom {
    return new MatchRoom(
      id,
      new Match(game, options, seed),
      seats,
      new Date(hooks.clock()).toISOString(),
      hooks,
      creator,
    );
  }

  /**
   * Rebuilds a stored match by replaying its actions from the seed, checking
   * the hash after setup and after every action. Throws ReplayMismatch or
   * RuleViolation when the stored log no longer replays.
   */
  static restore(game: AnyGame, stored: StoredMatch, hooks: RoomHooks): MatchRoom {
    const match = new Match(game, stored.options, stored.seed);
    if (match.initialHash !== stored.initialHash) {
      throw new ReplayMismatch(-1, stored.initialHash, match.initialHash, 'setup');
    }
    const room = new MatchRoom(stored.id, match, stored.seats, stored.createdAt, hooks, stored.creator);
    room.updatedAt = stored.updatedAt;
    // The idle clock counts only time the server was up to be played on (see idleSince).
    room.lastActivity = Math.max(Date.parse(stored.updatedAt) || 0, hooks.clock());
    stored.actions.forEach((step, i) => {
      const label = describeSafely(game, step.action, match.state, null);
      let events: GameEvent[];
      try {
        events = match.act(step.player, step.action);
      } catch (e) {
        if (e instanceof RuleViolation) throw new RuleViolation(e.code, `stored action ${i}: ${e.reason}`);
        throw e;
      }
      const got = match.actions[i].hash;
      if (got !== step.hash) throw new ReplayMismatch(i, step.hash, got, `action ${i}`);
      room.entries.push({
        index: i,
        player: step.player,
        label,
        events,
        texts: events.map((e) => eventText(game, e)),
      });
    });
    if (match.outcome()) room.status = 'finished';
    else if (stored.status === 'expired') {
      room.status = 'expired';
      room.error = stored.error;
    }
    return room;
  }

  get version(): number {
    return this.match.actions.length;
  }

  /** Starts the agent loop (after create or restore). */
  start(): void {
    this.schedule();
  }

  /** The seat a token belongs to, or null. */
  seatForToken(token: string): PlayerId | null {
    for (const s of this.seats) if (s.tokenHash && tokenMatches(token, s.tokenHash)) return s.seat;
    return null;
  }

  /**
   * Plays an action a client sent (over HTTP or the WebSocket) for `seat`:
   * as `act`, and an action that is a legal one plus fields it does not
   * have is refused (400 `bad-action`, naming them) the same in every game,
   * rather than played or called illegal depending on the game's action key.
   */
  actFromClient(seat: PlayerId, action: Action, version?: number): void {
    const current = version === undefined || version === this.version;
    if (this.status === 'active' && current && this.match.toAct().includes(seat)) {
      refuseExtraFields(this.game, this.match.legalActions(seat), action);
    }
    this.act(seat, action, version);
  }

  /**
   * Plays `action` for `seat`. Refuses (nothing changed) when the match is
   * not active, the client's version is stale, or the kernel finds the
   * action illegal.
   */
  act(seat: PlayerId, action: Action, version?: number): void {
    if (this.status === 'finished') throw new ServerError('match-over', 'the match is over', 409);
    if (this.status === 'broken')
      throw new ServerError('match-broken', this.error ?? 'the match is broken', 409);
    if (this.status === 'expired')
      throw new ServerError('match-expired', this.error ?? 'the match expired unfinished', 409);
    if (version !== undefined && version !== this.version) {
      throw new ServerError('stale', `the match is at action ${this.version}, not ${version}`, 409);
    }
    const events = this.match.act(seat, action); // a refusal throws here, nothing changed
    const before = this.match.stateBeforeLast;
    const index = this.match.actions.length - 1;
    // The legal action the kernel matched (the client's copy may differ in form, e.g. "0" for 0).
    const taken = this.match.actions[index].action;
    const previousUpdate = this.updatedAt;
    this.updatedAt = new Date(this.hooks.clock()).toISOString();
    this.lastActivity = this.hooks.clock();
    try {
      this.hooks.persistAction(this, index);
    } catch (e) {
      // Nobody has been told yet: take the action back and refuse it.
      this.match.undoLast();
      this.updatedAt = previousUpdate;
      this.hooks.log(`match ${this.id}: could not store action ${index}`, e);
      throw new ServerError(
        'store-failed',
        'the action could not be stored; nothing changed, try again',
        503,
      );
    }
    this.entries.push({
      index,
      player: seat,
      label: describeSafely(this.game, taken, before, null),
      events,
      texts: events.map((e) => eventText(this.game, e)),
    });
    if (this.match.outcome()) {
      this.status = 'finished';
      try {
        this.hooks.persistFinish(this);
      } catch (e) {
        // The actions are stored; a restart replays them and records the end.
        this.hooks.log(`match ${this.id}: could not record its end`, e);
      }
    }
    this.broadcast();
    this.schedule();
    if (this.status !== 'active') this.hooks.finished(this);
  }

  markBroken(reason: string): void {
    this.status = 'broken';
    this.error = reason;
    this.stopAgents();
    try {
      this.hooks.persistBroken(this, reason);
    } catch (e) {
      this.hooks.log(`match ${this.id}: could not record that it broke`, e);
    }
  }

  /** Whether a person holds, or may take, a seat (only such matches wait for someone and can expire). */
  get hasHumanSeat(): boolean {
    return this.seats.some((s) => s.kind === 'human');
  }

  /** Ends an unfinished match nobody plays any more; it stays as an unfinished replay. */
  expire(reason: string): void {
    if (this.status !== 'active') return;
    this.status = 'expired';
    this.error = reason;
    this.stopAgents();
    this.updatedAt = new Date(this.hooks.clock()).toISOString();
    try {
      this.hooks.persistExpired(this, reason);
    } catch (e) {
      this.hooks.log(`match ${this.id}: could not record that it expired`, e);
    }
    this.broadcast();
    this.hooks.finished(this);
  }

  /** Someone did something that is not an action (claimed a seat). */
  touch(): void {
    this.lastActivity = this.hooks.clock();
    this.updatedAt = new Date(this.lastActivity).toISOString();
  }

  subscribe(sub: Subscriber): void {
    this.subscribers.add(sub);
    sub.send(this.stateFor(sub));
  }

  unsubscribe(sub: Subscriber): void {
    this.subscribers.delete(sub);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /**
   * The state message for a subscriber; advances its log cursor. `cache`
   * shares the per-seat parts between the subscribers of one broadcast.
   */
  stateFor(
    sub: Pick<Subscriber, 'seat' | 'sentLog' | 'sentSetup'>,
    cache?: Map<PlayerId | null, SeatState>,
  ): StateMessage {
    const seat = sub.seat;
    let part = cache?.get(seat);
    if (!part) {
      part = { view: this.match.view(seat), legal: this.legalFor(seat) };
      cache?.set(seat, part);
    }
    const first = !sub.sentSetup;
    sub.sentSetup = true;
    const log = this.logFor(seat, sub.sentLog);
    sub.sentLog = this.entries.length;
    return {
      type: 'state',
      matchId: this.id,
      game: this.game.id,
      gameName: this.game.name,
      seat,
      version: this.version,
      view: part.view,
      toAct: this.status === 'active' ? this.match.toAct() : [],
      legal: part.legal,
      outcome: this.match.outcome(),
      status: this.status,
      seats: this.seatInfo(),
      log,
      ...(first ? { setup: this.setupLogFor(seat) } : {}),
      ...(this.error ? { error: this.error } : {}),
    };
  }

  legalFor(seat: PlayerId | null): LegalChoice[] {
    if (seat === null || this.status !== 'active' || !this.match.toAct().includes(seat)) return [];
    const state = this.match.state;
    return this.match.legalActions(seat).map((action) => ({
      action,
      label: describeSafely(this.game, action, state),
    }));
  }

  /** The setup's events (recorded against action -1, before any action) that `seat` may see, in words. */
  setupLogFor(seat: PlayerId | null): SetupLog {
    const events: GameEvent[] = [];
    const texts: string[] = [];
    for (const r of this.match.events) {
      if (r.action !== -1) break;
      if (!eventVisible(r.event, seat)) continue;
      events.push(r.event);
      texts.push(eventText(this.game, r.event));
    }
    return { events, texts };
  }

  logFor(seat: PlayerId | null, from = 0): LogEntry[] {
    return this.entries.slice(from).map((e) => {
      const events: GameEvent[] = [];
      const texts: string[] = [];
      e.events.forEach((ev, i) => {
        if (!eventVisible(ev, seat)) return;
        events.push(ev);
        texts.push(e.texts[i]);
      });
      return { index: e.index, player: e.player, label: e.label, events, texts };
    });
  }

  seatInfo(): SeatInfo[] {
    const connected = this.seats.map(() => 0);
    for (const sub of this.subscribers) if (sub.seat !== null) connected[sub.seat]++;
    const hints = this.hooks.hintsUsed?.(this) ?? [];
    return this.seats.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      name: s.name,
      claimed: s.kind !== 'human' || s.tokenHash !== null,
      connected: connected[s.seat],
      hints: hints[s.seat] ?? 0,
    }));
  }

  summary(): MatchSummary {
    return {
      id: this.id,
      game: this.game.id,
      gameName: this.game.name,
      options: this.match.options,
      status: this.status,
      seats: this.seatInfo(),
      actions: this.version,
      toAct: this.status === 'active' ? this.match.toAct() : [],
      outcome: this.match.outcome(),
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
      ...(this.error ? { error: this.error } : {}),
      ...(this.expiresAt() ? { expiresAt: this.expiresAt()! } : {}),
    };
  }

  /** When this match expires if nobody plays on (ISO time), or null when it cannot. */
  expiresAt(): string | null {
    const limit = this.hooks.idleExpiryMs;
    if (!limit || this.status !== 'active' || !this.hasHumanSeat) return null;
    return new Date(this.lastActivity + limit).toISOString();
  }

  /** Sends every subscriber (but `except`) its own state; views are computed once per seat. */
  broadcast(except?: Subscriber): void {
    const cache = new Map<PlayerId | null, SeatState>();
    for (const sub of this.subscribers) {
      if (sub === except) continue;
      try {
        sub.send(this.stateFor(sub, cache));
      } catch (e) {
        this.hooks.log(`match ${this.id}: could not send to a subscriber`, e);
      }
    }
  }

  /** Stops the agent loop for good (server shutdown or eviction). */
  close(): void {
    this.closed = true;
    this.stopAgents();
    const pool = this.hooks.agentPool;
    if (pool) for (const s of this.seats) if (s.kind !== 'human') pool.forget(`${this.id}/${s.seat}`);
  }

  private stopAgents(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer || this.thinking || this.closed || this.status !== 'active') return;
    if (!this.match.toAct().some((p) => this.agents[p])) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runOneAgent();
    }, this.hooks.agentDelayMs);
  }

  /**
   * One agent decision per tick, so a person can follow agents' moves: the
   * kernel's decision loop (`driveMatchAsync`) for the agent seats, one
   * decision at a time. An awaited agent (the LLM agent, a searching agent
   * in the pool's threads) leaves this thread free meanwhile; its answer is
   * dropped if someone else played first, and the loop looks again.
   */
  private runOneAgent(): void {
    if (this.closed || this.status !== 'active') return;
    this.thinking = true;
    driveMatchAsync(this.table, this.driveSeats, {
      drives: (seat) => this.agents[seat] !== null,
      decisions: 1,
      halted: () => this.closed || this.status !== 'active',
      onMoved: 'skip',
    }).then(
      () => {
        this.thinking = false;
        this.schedule();
      },
      (e) => {
        this.thinking = false;
        this.hooks.log(`match ${this.id}: the agent loop failed`, e);
        this.markBroken(e instanceof DriveError ? e.message : 'an agent could not play');
        this.broadcast();
      },
    );
  }

  /** Each agent seat as the drive asks it; a failing agent plays its first legal action. */
  private agentSeat(seat: PlayerId): AsyncDriveSeat {
    const agent = this.agents[seat]!;
    const fallback = (what: string, e?: unknown) => {
      this.hooks.log(`match ${this.id}: agent for seat ${seat} ${what}; playing its first legal action`, e);
      return 0;
    };
    const pool = this.hooks.agentPool;
    const kind = this.seats[seat].kind;
    if (agent.chooseAsync) {
      return {
        decide: ({ legal, step }) => {
          const state = this.match.state;
          return decide(agent, {
            game: this.game,
            player: seat,
            view: this.match.view(seat),
            legal: [...legal],
            match: this.id,
            seats: this.match.seats,
            turn: step,
            describe: (a) => describeSafely(this.game, a, state),
          }).then(
            (chosen) => {
              const index = legal.indexOf(chosen);
              return index >= 0 ? index : fallback('answered with an action that is not legal');
            },
            (e) => fallback('failed', e),
          );
        },
      };
    }
    if (pool && kind !== 'random') {
      return {
        decide: ({ legal, step }) =>
          pool
            .decide({
              key: `${this.id}/${seat}`,
              kind,
              seed: `${this.match.seed}/${seat}`,
              settings: this.hooks.agentSettings,
              gameId: this.game.id,
              seat,
              view: this.match.view(seat),
              legal: [...legal],
              // The actions played so far: a searching agent keeps its tree when its decisions follow one another.
              turn: step,
            })
            .then(
              (index) => (Number.isInteger(index) && index >= 0 && index < legal.length ? index : 0),
              (e) => fallback('failed in its thread', e),
            ),
      };
    }
    return {
      decide: ({ legal, step }) => {
        let chosen: Action;
        try {
          chosen = agent.choose({
            game: this.game,
            player: seat,
            view: this.match.view(seat),
            legal: [...legal],
            turn: step,
          });
        } catch (e) {
          return fallback('failed', e);
        }
        const index = indexOfLegal(this.game, legal, chosen);
        return index >= 0 ? index : fallback('chose an illegal action');
      },
    };
  }
}
