/**
 * All matches: creating them, finding them (in memory or rebuilt from the
 * store), seats claimed by invite, replays, and resuming every unfinished
 * match after a restart. Active matches live in memory (their agents must
 * keep playing); finished ones are rebuilt from the store on demand and
 * dropped again when nobody watches.
 */
import type { Agent, AgentSettings } from '@arbiter/agents';
import {
  type AnyGame,
  Match,
  OptionsError,
  PLAYERS_OPTION,
  type PlayerId,
  seatCountOf,
  seatRange,
  withSeatCount,
} from '@arbiter/core';
import { z } from 'zod';
import type { AgentPool } from './agent-pool.ts';
import { ServerError } from './errors.ts';
import { type Budget, type Requester, requesterDigest } from './limits.ts';
import { MatchRoom, type RoomHooks } from './match-room.ts';
import { optionFields } from './option-fields.ts';
import {
  type GameInfo,
  type MatchStatus,
  type MatchSummary,
  type ReplayResponse,
  type ReplayStep,
  type SeatKind,
  seatKinds,
} from './protocol.ts';
import type { MatchCreator, MatchStore, StoredMatchHeader, StoredSeat } from './store.ts';
import { hashToken, newMatchId, newSeed, newToken } from './tokens.ts';

export type AgentFactory = (kind: string, seed: string, settings?: AgentSettings) => Agent;

export interface ManagerOptions {
  games: AnyGame[];
  store: MatchStore;
  agentFactory: AgentFactory;
  agentSettings?: AgentSettings;
  /** Pause before each agent decision (ms). */
  agentDelayMs: number;
  /** Threads for searching agents; null or absent: they think on the server's thread. */
  agentPool?: AgentPool | null;
  /** Refuse new matches beyond this many active ones. */
  maxActiveMatches?: number;
  /**
   * An unfinished match with a human seat expires after this long without
   * an action or a claim (counting only time the server is up); null or
   * absent: never.
   */
  idleExpiryMs?: number | null;
  /** The time in ms (default Date.now; tests move it). */
  clock?: () => number;
  /** Unfinished matches one client, or one address, may have created at a time (absent: no cap). */
  openMatchesPerCreator?: Budget;
  /**
   * Whether a match's creator may choose its seed. A seed fixes every shuffle,
   * so with it the creator could work out another player's hidden cards.
   * 'private-only' (default): only when no one else can take a human seat.
   * 'always': tests and tools that need reproducible matches.
   */
  chosenSeeds?: 'private-only' | 'always';
  /** Whether `llm` seats are offered (the server names an LLM endpoint). */
  offerLlm?: boolean;
  log?: (message: string, error?: unknown) => void;
}

const seatSpec = z.union([
  z.enum(seatKinds),
  z.strictObject({ kind: z.enum(seatKinds), name: z.string().trim().min(1).max(40).optional() }),
]);

export const createMatchSchema = z.strictObject({
  game: z.string().min(1).max(64),
  options: z.record(z.string(), z.unknown()).optional(),
  /** One entry per seat; by default seat 0 is human and the others random agents. */
  seats: z.array(seatSpec).optional(),
  seed: z.string().min(1).max(100).optional(),
  /** The seat the creator takes (default: the first human seat; null: take none). */
  take: z.number().int().min(0).nullable().optional(),
  /** The creator's display name. */
  name: z.string().trim().min(1).max(40).optional(),
});
export type CreateMatchRequest = z.infer<typeof createMatchSchema>;

const AGENT_NAMES: Record<SeatKind, string> = {
  human: 'Open seat',
  random: 'Random agent',
  greedy: 'Greedy agent',
  mcts: 'MCTS agent',
  rollout: 'Rollout agent',
  llm: 'LLM agent',
};

/** "24 h", "90 min", "30 s": how long a match may stay idle, for people. */
export function idleText(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Math.round(ms / 1000)} s`;
}

function summarizeZod(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`).join('; ');
}

export function gameInfo(game: AnyGame, offerLlm = false): GameInfo {
  let optionsSchema: unknown = null;
  try {
    optionsSchema = z.toJSONSchema(game.optionsSchema, { io: 'input', unrepresentable: 'any' });
  } catch {
    optionsSchema = null;
  }
  let defaultOptions: unknown = null;
  try {
    defaultOptions = game.optionsSchema.parse({});
  } catch {
    defaultOptions = null;
  }
  return {
    id: game.id,
    name: game.name,
    description: game.description,
    players: game.players,
    seatRange: [...seatRange(game)],
    optionsSchema,
    defaultOptions,
    seatKinds: seatKinds.filter((k) => k !== 'llm' || offerLlm),
    optionFields: optionFields(game.id, optionsSchema),
  };
}

export class MatchManager {
  private readonly rooms = new Map<string, MatchRoom>();
  private readonly games: Map<string, AnyGame>;
  private readonly infos = new Map<string, GameInfo>();
  private readonly opts: ManagerOptions;
  private readonly hooks: RoomHooks;
  private readonly log: (message: string, error?: unknown) => void;

  constructor(opts: ManagerOptions) {
    this.opts = opts;
    this.games = new Map(opts.games.map((g) => [g.id, g]));
    this.log = opts.log ?? ((m, e) => console.error(m, e ?? ''));
    const store = opts.store;
    this.hooks = {
      agentDelayMs: opts.agentDelayMs,
      makeAgent: (kind, seed) => opts.agentFactory(kind, seed, opts.agentSettings),
      agentPool: opts.agentPool ?? null,
      agentSettings: opts.agentSettings,
      persistAction: (room, index) => {
        const a = room.match.actions[index];
        store.addAction(room.id, index, { player: a.player, action: a.action, hash: a.hash }, room.updatedAt);
      },
      persistFinish: (room) =>
        store.finish(room.id, room.match.outcome()!, room.match.hash(), room.updatedAt),
      persistBroken: (room, reason) => store.markBroken(room.id, reason, room.updatedAt),
      // After the current call stack: the room may still be broadcasting its last state.
      finished: (room) => queueMicrotask(() => this.release(room)),
      persistExpired: (room, reason) => store.expire(room.id, reason, room.updatedAt),
      clock: opts.clock ?? Date.now,
      hintsUsed: (room) => store.hintCounts(room.id),
      idleExpiryMs: opts.idleExpiryMs ?? null,
      log: this.log,
    };
  }

  gameList(): GameInfo[] {
    return [...this.games.values()].map((g) => this.info(g));
  }

  /** A game's description for clients, worked out once (its JSON Schema is not free). */
  private info(game: AnyGame): GameInfo {
    let info = this.infos.get(game.id);
    if (!info) {
      info = gameInfo(game, this.opts.offerLlm);
      this.infos.set(game.id, info);
    }
    return info;
  }

  /**
   * Refuses option names the game does not have, in the same words for
   * every game (whether or not its schema is strict), before the game's
   * schema reads any value.
   */
  private refuseUnknownOptions(game: AnyGame, options: Record<string, unknown>): void {
    const schema = this.info(game).optionsSchema as { properties?: Record<string, unknown> } | null;
    if (!schema?.properties) return;
    const known = Object.keys(schema.properties);
    const unknown = Object.keys(options).filter((k) => !known.includes(k));
    if (unknown.length === 0) return;
    const names = unknown.map((k) => `'${k.length > 40 ? `${k.slice(0, 40)}…` : k}'`).join(', ');
    throw new ServerError(
      'bad-options',
      `unknown option${unknown.length > 1 ? 's' : ''} ${names} for ${game.id} (its options: ${known.join(', ')})`,
    );
  }

  findGame(id: string): AnyGame {
    const game = this.games.get(id);
    if (!game) {
      const known = [...this.games.keys()].join(', ') || 'none';
      throw new ServerError('unknown-game', `unknown game '${id}' (known: ${known})`, 404);
    }
    return game;
  }

  /**
   * Rebuilds every unfinished match from its stored actions, checking each
   * hash. A match whose log no longer replays is marked broken, with the
   * reason, and left out.
   */
  resumeAll(): { resumed: string[]; broken: Array<{ id: string; reason: string }> } {
    const resumed: string[] = [];
    const broken: Array<{ id: string; reason: string }> = [];
    for (const id of this.opts.store.idsWithStatus('active')) {
      try {
        const room = this.restore(id);
        if (room.status === 'finished') {
          // It ended with its last stored action; only the record of the end was missing.
          this.opts.store.finish(id, room.match.outcome()!, room.match.hash(), room.updatedAt);
          room.close();
          continue;
        }
        this.rooms.set(id, room);
        room.start();
        resumed.push(id);
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        this.opts.store.markBroken(id, `could not resume: ${reason}`, new Date().toISOString());
        broken.push({ id, reason });
      }
    }
    return { resumed, broken };
  }

  /** A new match from a create request; `requester` (when known) is held to the cap on open matches. */
  create(
    raw: unknown,
    requester?: Requester,
  ): { room: MatchRoom; seat: PlayerId | null; token: string | null } {
    const parsed = createMatchSchema.safeParse(raw);
    if (!parsed.success) throw new ServerError('bad-request', summarizeZod(parsed.error));
    const req = parsed.data;
    const game = this.findGame(req.game);
    const max = this.opts.maxActiveMatches ?? 10_000;
    if (this.activeCount() >= max) {
      throw new ServerError('too-many-matches', `the server already runs ${max} matches`, 503);
    }
    const creator = requester ? requesterDigest(requester) : null;
    if (creator) this.checkOpenMatches(creator, requester!);
    this.refuseUnknownOptions(game, req.options ?? {});
    // A game seated by a varying number takes the count from the options, or else from the seats listed.
    let options: Record<string, unknown> = { ...(req.options ?? {}) };
    let seatTotal: number;
    try {
      if (game.seats && req.seats && options[PLAYERS_OPTION] === undefined) {
        options = withSeatCount(game, options, req.seats.length);
      }
      seatTotal = seatCountOf(game, options);
    } catch (e) {
      if (e instanceof OptionsError) throw new ServerError('bad-options', e.issues.join('; '));
      throw new ServerError('bad-seats', e instanceof Error ? e.message : String(e));
    }
    const defaults: SeatKind[] = ['human', ...Array<SeatKind>(seatTotal - 1).fill('random')];
    const specs: Array<{ kind: SeatKind; name?: string }> = (req.seats ?? defaults).map((s) =>
      typeof s === 'string' ? { kind: s } : s,
    );
    if (specs.length !== seatTotal) {
      throw new ServerError('bad-seats', `${game.name} has ${seatTotal} seats, got ${specs.length}`);
    }
    if (!this.opts.offerLlm && specs.some((s) => s.kind === 'llm')) {
      throw new ServerError(
        'bad-seats',
        'this server names no LLM endpoint (ARBITER_LLM_BASE_URL), so it has no llm seats',
      );
    }
    const firstHuman = specs.findIndex((s) => s.kind === 'human');
    const take = req.take === undefined ? (firstHuman >= 0 ? firstHuman : null) : req.take;
    if (take !== null && specs[take]?.kind !== 'human') {
      throw new ServerError('bad-seats', `seat ${take} is not a human seat`);
    }
    const token = take === null ? null : newToken();
    const seats: StoredSeat[] = specs.map((s, seat) => ({
      seat,
      kind: s.kind,
      name: seat === take ? (req.name ?? s.name ?? `Player ${seat + 1}`) : (s.name ?? AGENT_NAMES[s.kind]),
      tokenHash: seat === take && token ? hashToken(token) : null,
    }));
    if (req.seed !== undefined && (this.opts.chosenSeeds ?? 'private-only') === 'private-only') {
      const open = specs.some((s, seat) => s.kind === 'human' && seat !== take);
      if (open) {
        throw new ServerError(
          'seed-not-allowed',
          'a chosen seed fixes every shuffle, so it is refused when other people can join; leave it out',
        );
      }
    }
    const seed = req.seed ?? newSeed();
    let room: MatchRoom;
    try {
      room = MatchRoom.create(newMatchId(), game, options, seed, seats, this.hooks, creator);
    } catch (e) {
      if (e instanceof OptionsError) throw new ServerError('bad-options', e.issues.join('; '));
      if (e instanceof z.ZodError) throw new ServerError('bad-options', summarizeZod(e));
      throw e;
    }
    this.opts.store.createMatch({
      id: room.id,
      game: game.id,
      options: room.match.options,
      seed,
      initialHash: room.match.initialHash,
      seats,
      createdAt: room.createdAt,
      creator,
    });
    this.rooms.set(room.id, room);
    room.start();
    return { room, seat: take, token };
  }

  /** The live room of a match, rebuilding a finished one from the store when needed. */
  room(id: string): MatchRoom {
    const live = this.rooms.get(id);
    if (live) return live;
    const header = this.opts.store.header(id);
    if (!header) throw new ServerError('unknown-match', `no match '${id}'`, 404);
    if (header.status === 'broken') {
      throw new ServerError('match-broken', header.error ?? 'the match is broken', 409);
    }
    let room: MatchRoom;
    try {
      room = this.restore(id);
    } catch (e) {
      if (e instanceof ServerError) throw e;
      // A finished match whose log no longer replays (the game changed): say so, keep the record.
      const reason = e instanceof Error ? e.message : String(e);
      throw new ServerError('replay-failed', `this match's log no longer replays: ${reason}`, 409);
    }
    this.rooms.set(id, room);
    return room;
  }

  /** Runs `fn` on a match's room, then drops the room again if it was only loaded for this. */
  use<T>(id: string, fn: (room: MatchRoom) => T): T {
    const room = this.room(id);
    try {
      return fn(room);
    } finally {
      this.release(room);
    }
  }

  summary(id: string): MatchSummary {
    const live = this.rooms.get(id);
    if (live) return live.summary();
    const header = this.opts.store.header(id);
    if (!header) throw new ServerError('unknown-match', `no match '${id}'`, 404);
    return this.storedSummary(header);
  }

  list(status: MatchStatus, limit = 50): MatchSummary[] {
    return this.opts.store
      .list(status, limit)
      .map((h) => this.rooms.get(h.id)?.summary() ?? this.storedSummary(h));
  }

  /** Hands an open human seat to whoever asks first; its token is shown only this once. */
  claim(id: string, seat: number, name?: string): { token: string } {
    return this.use(id, (room) => this.claimIn(room, seat, name));
  }

  private claimIn(room: MatchRoom, seat: number, name?: string): { token: string } {
    const id = room.id;
    const target = room.seats[seat];
    if (!target) throw new ServerError('bad-seat', `no seat ${seat} in this match`, 404);
    if (target.kind !== 'human') throw new ServerError('bad-seat', `seat ${seat} is played by an agent`, 409);
    if (room.status === 'expired')
      throw new ServerError('match-expired', 'the match expired unfinished', 409);
    if (room.status !== 'active') throw new ServerError('match-over', 'the match is over', 409);
    if (target.tokenHash) throw new ServerError('seat-taken', `seat ${seat} is already taken`, 409);
    const token = newToken();
    const digest = hashToken(token);
    const finalName = name ?? `Player ${seat + 1}`;
    if (!this.opts.store.claimSeat(id, seat, digest, finalName)) {
      throw new ServerError('seat-taken', `seat ${seat} is already taken`, 409);
    }
    target.tokenHash = digest;
    target.name = finalName;
    room.touch();
    this.opts.store.touch(id, room.updatedAt);
    room.broadcast();
    return { token };
  }

  /**
   * Every position of a match from `viewer`'s perspective. While the match
   * is on, a client sees only its own seat (token) or the spectator view;
   * once it is over, any perspective may be asked for.
   */
  replay(id: string, viewer: PlayerId | null, token: string | null): ReplayResponse {
    return this.use(id, (room) => this.replayOf(room, viewer, token));
  }

  private replayOf(room: MatchRoom, viewer: PlayerId | null, token: string | null): ReplayResponse {
    if (viewer !== null) {
      if (!room.seats[viewer]) throw new ServerError('bad-seat', `no seat ${viewer} in this match`, 404);
      const allowed = room.status !== 'active' || (token !== null && room.seatForToken(token) === viewer);
      if (!allowed) {
        throw new ServerError('forbidden', `seat ${viewer}'s view of an ongoing match needs its token`, 403);
      }
    }
    const game = room.game;
    // The room's actions were checked when played; re-applying them needs no checks or hashes.
    const fresh = new Match(game, room.match.options, room.match.seed, {
      recordEvents: false,
      hashEachAction: false,
    });
    const entries = room.logFor(viewer);
    // One state is stepped in place under every step's view: each step keeps a copy made at its
    // own position, so a view that shares an object with the state cannot show a later value.
    const position = () => structuredClone({ view: fresh.view(viewer), toAct: fresh.toAct() });
    const steps: ReplayStep[] = [{ step: 0, ...position() }];
    room.match.actions.forEach((a, i) => {
      fresh.applyTrusted(a.player, a.action);
      steps.push({ step: i + 1, entry: entries[i], ...position() });
    });
    return { match: room.summary(), viewer, setup: room.setupLogFor(viewer), steps };
  }

  /** Drops a finished match from memory when nobody watches it. */
  release(room: MatchRoom): void {
    if (room.status !== 'active' && room.subscriberCount === 0) {
      room.close();
      this.rooms.delete(room.id);
    }
  }

  /** Refuses (429) a creator who already has as many unfinished matches as the cap allows. */
  private checkOpenMatches(creator: MatchCreator, requester: Requester): void {
    const cap = this.opts.openMatchesPerCreator;
    if (!cap) return;
    let byClient = 0;
    let byIp = 0;
    for (const r of this.rooms.values()) {
      if (r.status !== 'active' || !r.creator) continue;
      if (r.creator.client === creator.client) byClient++;
      if (r.creator.ip === creator.ip) byIp++;
    }
    const from = requester.client.startsWith('id:') ? 'this client' : 'this address';
    const finish = 'finish or leave one to expire first';
    if (byClient >= cap.client) {
      throw new ServerError(
        'too-many-open-matches',
        `${from} already has ${byClient} unfinished matches (at most ${cap.client}); ${finish}`,
        429,
      );
    }
    if (byIp >= cap.ip) {
      throw new ServerError(
        'too-many-open-matches',
        `this address already has ${byIp} unfinished matches (at most ${cap.ip}); ${finish}`,
        429,
      );
    }
  }

  /**
   * Expires every unfinished match with a human seat that nobody has acted
   * in (or claimed a seat of) for `idleExpiryMs`; returns their ids. The
   * server runs this every minute.
   */
  expireIdle(): string[] {
    const limit = this.opts.idleExpiryMs;
    if (!limit) return [];
    const now = this.hooks.clock();
    const expired: string[] = [];
    for (const room of [...this.rooms.values()]) {
      if (room.status !== 'active' || !room.hasHumanSeat || now - room.lastActivity < limit) continue;
      room.expire(`nobody played it for ${idleText(limit)}`);
      expired.push(room.id);
    }
    return expired;
  }

  activeCount(): number {
    let n = 0;
    for (const r of this.rooms.values()) if (r.status === 'active') n++;
    return n;
  }

  close(): void {
    for (const room of this.rooms.values()) room.close();
    this.rooms.clear();
  }

  private restore(id: string): MatchRoom {
    const stored = this.opts.store.load(id);
    if (!stored) throw new ServerError('unknown-match', `no match '${id}'`, 404);
    const game = this.games.get(stored.game);
    if (!game) throw new ServerError('unknown-game', `this server does not offer '${stored.game}'`, 404);
    return MatchRoom.restore(game, stored, this.hooks);
  }

  private storedSummary(h: StoredMatchHeader): MatchSummary {
    const seats = this.opts.store.seats(h.id);
    const hints = this.opts.store.hintCounts(h.id);
    return {
      id: h.id,
      game: h.game,
      gameName: this.games.get(h.game)?.name ?? h.game,
      options: h.options,
      status: h.status,
      seats: seats.map((s) => ({
        seat: s.seat,
        kind: s.kind,
        name: s.name,
        claimed: s.kind !== 'human' || s.tokenHash !== null,
        connected: 0,
        hints: hints[s.seat] ?? 0,
      })),
      actions: h.actionCount,
      toAct: [],
      outcome: h.outcome,
      createdAt: h.createdAt,
      updatedAt: h.updatedAt,
      ...(h.error ? { error: h.error } : {}),
    };
  }
}
