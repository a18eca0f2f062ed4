/**
 * Hints: `POST /api/matches/:id/hint` with a seat's token answers, for that
 * seat and from its view only (never the true state), the search's best
 * action and the next two, each with an estimated chance of winning, and the
 * seat's own chance (a seat that owes no decision gets only its chance).
 *
 * The search runs in a thread of its own (when the server has agent
 * threads; otherwise on the server's thread, as in tests) with a time budget
 * (DEFAULT_HINT_SETTINGS: 400 ms). One hint at a time per seat (409
 * `hint-busy`), a few in the queue at most (503 `busy`), and each counts
 * against the client's action budget. Every hint given is recorded (the
 * store's `hints` table), and the match's seats say how many hints each
 * asked for (`SeatInfo.hints`), so a match shows whether hints were used.
 */
import { Worker } from 'node:worker_threads';
import { type AgentSettings, DEFAULT_HINT_SETTINGS } from '@arbiter/agents';
import type { AnyGame, PlayerId } from '@arbiter/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ServerError } from './errors.ts';
import { type HintAnswer, type HintReply, type HintRequest, hintAnswer } from './hint-search.ts';
import { tokenOf } from './http-api.ts';
import { type RequestLimits, requesterOf } from './limits.ts';
import type { MatchManager } from './match-manager.ts';
import type { HintChoice, HintResponse, LegalChoice } from './protocol.ts';
import type { MatchStore } from './store.ts';

/** Hints waiting or thinking at once, over every match: more are refused with 503. */
const MAX_PENDING_HINTS = 8;

const BOOT = new URL(
  import.meta.url.endsWith('.js') ? './hint-worker.js' : './hint-worker-boot.mjs',
  import.meta.url,
);

export interface HintOptions {
  /** Think in a thread of its own (games must be in the catalog), or on the server's thread. */
  thread: boolean;
  /** The search's budget (default DEFAULT_HINT_SETTINGS). */
  settings?: AgentSettings;
  /** The time now in ms (the store's timestamps). */
  clock?: () => number;
}

interface Position {
  game: AnyGame;
  seat: PlayerId;
  version: number;
  view: unknown;
  legal: LegalChoice[];
}

export class HintService {
  private worker: Worker | null = null;
  private readonly pending = new Map<
    number,
    { resolve: (a: HintAnswer) => void; reject: (e: Error) => void }
  >();
  private readonly busy = new Set<string>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly manager: MatchManager,
    private readonly store: MatchStore,
    private readonly opts: HintOptions,
  ) {}

  /** The hint for the seat `token` holds in match `matchId`. */
  async hint(matchId: string, token: string): Promise<HintResponse> {
    if (this.closed) throw new ServerError('closing', 'the server is shutting down', 503);
    const position = this.manager.use(matchId, (room): Position => {
      const seat = room.seatForToken(token);
      if (seat === null) throw new ServerError('bad-token', 'this token holds no seat', 403);
      if (room.status !== 'active') throw new ServerError('match-over', 'the match is over: no hints', 409);
      // The seat's own view and legal actions: what its player sees, nothing more.
      return {
        game: room.game,
        seat,
        version: room.version,
        view: room.match.view(seat),
        legal: room.legalFor(seat),
      };
    });
    const key = `${matchId}/${position.seat}`;
    if (this.busy.has(key))
      throw new ServerError('hint-busy', 'a hint for this seat is already being worked out', 409);
    if (this.busy.size >= MAX_PENDING_HINTS)
      throw new ServerError('busy', 'too many hints are being worked out; try again soon', 503);
    this.busy.add(key);
    let answer: HintAnswer;
    try {
      answer = await this.search(matchId, position);
    } finally {
      this.busy.delete(key);
    }
    const at = new Date((this.opts.clock ?? Date.now)()).toISOString();
    this.store.addHint(matchId, position.seat, position.version, at);
    const hintsUsed = this.store.hintCounts(matchId)[position.seat] ?? 0;
    // Everyone watching learns that this seat took a hint (the seat bar shows it).
    this.manager.use(matchId, (room) => room.broadcast());
    const choice = (r: HintAnswer['ranked'][number]): HintChoice => ({
      action: position.legal[r.index].action,
      label: position.legal[r.index].label,
      winChance: r.winChance,
      visits: r.visits,
    });
    const [best, ...alternatives] = answer.ranked.map(choice);
    return {
      matchId,
      seat: position.seat,
      version: position.version,
      toAct: position.legal.length > 0,
      winChance: answer.winChance,
      best: best ?? null,
      alternatives,
      iterations: answer.iterations,
      elapsedMs: Math.round(answer.elapsedMs),
      estimated: answer.searched,
      hintsUsed,
    };
  }

  private search(matchId: string, p: Position): Promise<HintAnswer> {
    const req: Omit<HintRequest, 'id'> = {
      gameId: p.game.id,
      seat: p.seat,
      view: p.view,
      legal: p.legal.map((l) => l.action),
      settings: { ...DEFAULT_HINT_SETTINGS, ...this.opts.settings },
      // Public inputs only (the match's seed fixes its shuffles and stays secret).
      seed: `${matchId}/hint/${p.seat}/${p.version}`,
    };
    if (!this.opts.thread) {
      try {
        return Promise.resolve(hintAnswer(p.game, req));
      } catch (e) {
        return Promise.reject(e);
      }
    }
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...req, id } satisfies HintRequest);
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    // No execArgv: the parent's flags (a test runner's) must not leak into the thread.
    const w = new Worker(BOOT, { execArgv: [] });
    w.on('message', (r: HintReply) => {
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      if (r.ok) p.resolve(r.answer);
      else p.reject(new Error(r.message));
    });
    w.on('error', (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
      this.worker = null;
    });
    w.unref();
    this.worker = w;
    return w;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.pending.values()) p.reject(new Error('the server is shutting down'));
    this.pending.clear();
    await this.worker?.terminate();
  }
}

const idParams = z.object({ id: z.string().min(1).max(64) });

export function registerHintRoutes(
  app: FastifyInstance,
  hints: HintService,
  limits: RequestLimits | null,
): void {
  app.post('/api/matches/:id/hint', async (req) => {
    const parsed = idParams.safeParse(req.params);
    if (!parsed.success) throw new ServerError('bad-request', 'path: a match id is 1 to 64 characters');
    await limits?.take('act', requesterOf(req));
    const token = tokenOf(req);
    if (token === null)
      throw new ServerError('no-token', 'a hint is for a seat: send its token (Authorization: Bearer)', 401);
    return hints.hint(parsed.data.id, token);
  });
}
