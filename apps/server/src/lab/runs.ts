/**
 * Lab runs: admitted within each client's budgets, queued first come first
 * served, played one at a time over the worker pool (each batch cut into
 * chunks of seeds, the chunks' tallies merged in seed order into the same
 * report `arbiter sim` gives), watched live, cancelled at once, and stored
 * with their result in the database.
 */
import { randomBytes } from 'node:crypto';
import { type AnyGame, parseOptions, seatCount } from '@arbiter/core';
import type { LabResult } from '@arbiter/report';
import {
  type BatchReport,
  type BatchTally,
  finishReport,
  meanOfNumericFields,
  mergeTally,
  newTally,
} from '@arbiter/sim';
import { ServerError } from '../errors.ts';
import type { PlannedBatch, RunPlan } from './plan.ts';
import { variantGame } from './plan.ts';
import { ChunkCancelled, type LabPool } from './pool.ts';
import type { LabLimits, RunStatus, RunSummary } from './protocol.ts';
import type { LabStore, StoredRun } from './store.ts';

export const DEFAULT_LAB_LIMITS: LabLimits = {
  gamesPerRun: 50_000,
  searchGamesPerRun: 2_000,
  runsPerClient: 2,
  gamesPerHour: 200_000,
  queuedRuns: 50,
};

/** Games per chunk: small enough for steady progress and quick cancels, large enough to cost little. */
const CHUNK_GAMES = 250;
const SEARCH_CHUNK_GAMES = 4;
const STOPPED = 'the server stopped before this run finished; run it again';
/** Progress is sent at most this often per run. */
const PROGRESS_MS = 200;

interface LiveRun {
  id: string;
  /** Digest of the client key: who may cancel it and whose budget it counts against. */
  client: string;
  plan: RunPlan;
  request: unknown;
  status: RunStatus;
  gamesDone: number;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  /** Chunk ids in the pool while running. */
  chunks: Set<number>;
  /** Stops the run's batches on the Redis queue. */
  abort: AbortController;
  cancelled: boolean;
  listeners: Set<(run: RunSummary) => void>;
  lastSent: number;
  timer: NodeJS.Timeout | null;
}

export class LabRuns {
  private readonly live = new Map<string, LiveRun>();
  private readonly queue: LiveRun[] = [];
  private running: LiveRun | null = null;
  /** Settles when the running run has ended (closing waits for it). */
  private runningDone: Promise<void> = Promise.resolve();
  /** Games asked for per client in the last hour: [time, games]. */
  private readonly asked = new Map<string, Array<[number, number]>>();
  private closed = false;

  constructor(
    private readonly pool: LabPool,
    private readonly store: LabStore,
    private readonly games: (id: string) => AnyGame | undefined,
    readonly limits: LabLimits,
    private readonly clock: () => number = Date.now,
    private readonly log: (message: string, error?: unknown) => void = () => {},
    /** `arbiter worker`s' Redis queue: batches on the shipped data are played there instead of the pool. */
    private readonly queueUrl: string | null = null,
  ) {
    const stopped = store.markInterrupted(
      'the server stopped before this run finished; run it again',
      this.now(),
    );
    if (stopped > 0) log(`Lab: ${stopped} run(s) left unfinished by the last server were marked failed`);
  }

  private now(): string {
    return new Date(this.clock()).toISOString();
  }

  /** Admits a planned run within the budgets (or refuses naming the limit) and queues it. */
  submit(plan: RunPlan, request: unknown, client: string): RunSummary {
    if (this.closed) throw new ServerError('lab-closed', 'the Lab is shutting down', 503);
    const l = this.limits;
    const perRun = plan.searching ? l.searchGamesPerRun : l.gamesPerRun;
    if (plan.totalGames > perRun) {
      const which = plan.searching ? 'searchGamesPerRun, with a greedy or mcts seat' : 'gamesPerRun';
      throw new ServerError(
        'lab-limit',
        `a Lab run may play at most ${perRun.toLocaleString('en-US')} games (limit ${which}); this one plays ${plan.totalGames.toLocaleString('en-US')}`,
      );
    }
    const mine = [...this.live.values()].filter(
      (r) => r.client === client && (r.status === 'queued' || r.status === 'running'),
    ).length;
    if (mine >= l.runsPerClient) {
      throw new ServerError(
        'lab-limit',
        `a client may have at most ${l.runsPerClient} Lab runs queued or running (limit runsPerClient); wait for one to end or cancel it`,
        429,
      );
    }
    if (this.queue.length + (this.running ? 1 : 0) >= l.queuedRuns) {
      throw new ServerError(
        'lab-limit',
        `the Lab has ${l.queuedRuns} runs waiting already (limit queuedRuns); try again later`,
        429,
      );
    }
    const hourAgo = this.clock() - 3_600_000;
    const recent = (this.asked.get(client) ?? []).filter(([t]) => t > hourAgo);
    const used = recent.reduce((n, [, g]) => n + g, 0);
    if (used + plan.totalGames > l.gamesPerHour) {
      throw new ServerError(
        'lab-limit',
        `a client may ask for at most ${l.gamesPerHour.toLocaleString('en-US')} Lab games an hour (limit gamesPerHour); ${used.toLocaleString('en-US')} asked in the last hour, this run adds ${plan.totalGames.toLocaleString('en-US')}`,
        429,
      );
    }
    recent.push([this.clock(), plan.totalGames]);
    this.asked.set(client, recent);
    // Clients not seen for an hour are forgotten (their budget is whole again anyway).
    if (this.asked.size > 10_000) {
      for (const [c, entries] of this.asked) if (entries.every(([t]) => t <= hourAgo)) this.asked.delete(c);
    }

    const run: LiveRun = {
      id: randomBytes(9).toString('base64url'),
      client,
      plan,
      request,
      status: 'queued',
      gamesDone: 0,
      createdAt: this.now(),
      finishedAt: null,
      error: null,
      chunks: new Set(),
      abort: new AbortController(),
      cancelled: false,
      listeners: new Set(),
      lastSent: 0,
      timer: null,
    };
    this.store.insert({
      id: run.id,
      client,
      game: plan.game,
      title: plan.title,
      mode: plan.mode,
      request,
      gamesTotal: plan.totalGames,
      createdAt: run.createdAt,
    });
    this.live.set(run.id, run);
    this.queue.push(run);
    this.startNext();
    return this.summaryOf(run, client);
  }

  /** Runs ahead of `run` (0 when it runs or is next). */
  private position(run: LiveRun): number | null {
    if (run.status === 'running') return 0;
    if (run.status !== 'queued') return null;
    return this.queue.indexOf(run) + (this.running ? 1 : 0);
  }

  private summaryOf(run: LiveRun, client: string | null): RunSummary {
    return {
      id: run.id,
      game: run.plan.game,
      title: run.plan.title,
      mode: run.plan.mode,
      status: run.status,
      position: this.position(run),
      gamesDone: run.gamesDone,
      gamesTotal: run.plan.totalGames,
      createdAt: run.createdAt,
      finishedAt: run.finishedAt,
      error: run.error,
      mine: client !== null && client === run.client,
    };
  }

  private storedSummary(run: StoredRun, client: string | null): RunSummary {
    return {
      id: run.id,
      game: run.game,
      title: run.title,
      mode: run.mode,
      status: run.status,
      position: null,
      gamesDone: run.gamesDone,
      gamesTotal: run.gamesTotal,
      createdAt: run.createdAt,
      finishedAt: run.finishedAt,
      error: run.error,
      mine: client !== null && client === run.client,
    };
  }

  /** A run's summary (live, or from the store), or 404. */
  summary(id: string, client: string | null): RunSummary {
    const run = this.live.get(id);
    if (run) return this.summaryOf(run, client);
    const stored = this.store.get(id);
    if (!stored) throw new ServerError('unknown-run', `no Lab run '${id}'`, 404);
    return this.storedSummary(stored, client);
  }

  /** A finished run's result (404 while it has none). */
  result(id: string): { summary: RunSummary; result: LabResult } {
    const stored = this.store.get(id);
    if (!stored) throw new ServerError('unknown-run', `no Lab run '${id}'`, 404);
    if (!stored.result) {
      throw new ServerError(
        'no-result',
        `Lab run '${id}' has no result (${this.summary(id, null).status})`,
        404,
      );
    }
    return { summary: this.storedSummary(stored, null), result: stored.result };
  }

  /** The request a run was made from (to run it again, or to compare with `arbiter sim`). */
  request(id: string): unknown {
    const stored = this.store.get(id);
    if (!stored) throw new ServerError('unknown-run', `no Lab run '${id}'`, 404);
    return stored.request;
  }

  /** Whether `client` (a digest) made the run. */
  isMine(id: string, client: string): boolean {
    const run = this.live.get(id);
    return (run ? run.client : this.store.get(id)?.client) === client;
  }

  list(client: string, limit = 30): RunSummary[] {
    return this.store.byClient(client, limit).map((r) => {
      const live = this.live.get(r.id);
      return live ? this.summaryOf(live, client) : this.storedSummary(r, client);
    });
  }

  /** Cancels a queued or running run of this client's; a finished run stays as it is. */
  cancel(id: string, client: string): RunSummary {
    const run = this.live.get(id);
    if (!run) {
      const stored = this.store.get(id);
      if (!stored) throw new ServerError('unknown-run', `no Lab run '${id}'`, 404);
      if (stored.client !== client)
        throw new ServerError('not-your-run', 'only the client that made a run may cancel it', 403);
      return this.storedSummary(stored, client);
    }
    if (run.client !== client)
      throw new ServerError('not-your-run', 'only the client that made a run may cancel it', 403);
    if (run.status === 'queued') {
      this.queue.splice(this.queue.indexOf(run), 1);
      this.end(run, 'cancelled', null, null);
      for (const other of this.queue) this.notify(other, true);
    } else if (run.status === 'running') {
      run.cancelled = true;
      run.abort.abort();
      this.pool.cancel(run.chunks);
    }
    return this.summaryOf(run, client);
  }

  /** Calls `listener` with the run's summary now and at every change until it ends (or unsubscribed). */
  watch(id: string, listener: (run: RunSummary) => void): () => void {
    const run = this.live.get(id);
    if (!run) {
      listener(this.summary(id, null));
      return () => {};
    }
    run.listeners.add(listener);
    listener(this.summaryOf(run, null));
    return () => run.listeners.delete(listener);
  }

  private notify(run: LiveRun, now = false): void {
    if (run.listeners.size === 0) return;
    const send = () => {
      run.timer = null;
      run.lastSent = this.clock();
      const summary = this.summaryOf(run, null);
      for (const l of run.listeners) l(summary);
    };
    if (now || run.status !== 'running') {
      if (run.timer) clearTimeout(run.timer);
      send();
    } else if (!run.timer) {
      run.timer = setTimeout(send, Math.max(0, PROGRESS_MS - (this.clock() - run.lastSent)));
    }
  }

  private startNext(): void {
    if (this.running || this.closed) return;
    const run = this.queue.shift();
    if (!run) return;
    this.running = run;
    run.status = 'running';
    this.store.start(run.id);
    this.notify(run, true);
    for (const other of this.queue) this.notify(other, true);
    this.runningDone = this.execute(run).then(
      (result) => {
        if (this.closed) this.end(run, 'failed', null, STOPPED);
        else this.end(run, run.cancelled ? 'cancelled' : 'done', run.cancelled ? null : result, null);
      },
      (e: unknown) => {
        if (this.closed) this.end(run, 'failed', null, STOPPED);
        else if (run.cancelled || e instanceof ChunkCancelled) this.end(run, 'cancelled', null, null);
        else {
          this.log(`Lab run ${run.id} failed`, e);
          this.end(run, 'failed', null, e instanceof Error ? e.message : String(e));
        }
      },
    );
  }

  private end(run: LiveRun, status: RunStatus, result: LabResult | null, error: string | null): void {
    run.status = status;
    run.error = error;
    run.finishedAt = this.now();
    this.store.finish(run.id, status, run.gamesDone, result, error, run.finishedAt);
    this.notify(run, true);
    run.listeners.clear();
    this.live.delete(run.id);
    if (this.running === run) {
      this.running = null;
      this.startNext();
    }
  }

  /** Plays every batch of the run on the pool; the result, or the first failure. */
  private async execute(run: LiveRun): Promise<LabResult> {
    const { plan } = run;
    const game = this.games(plan.game);
    if (!game) throw new Error(`the server no longer offers '${plan.game}'`);
    const variantGames = plan.variants.map((v) => variantGame(game, v));
    const started = performance.now();
    const batches = plan.batches.map((b) => this.playBatch(run, b, variantGames[b.variant], started));
    let reports: BatchReport[];
    try {
      reports = await Promise.all(batches.map((b) => b.report));
    } catch (e) {
      // One failure stops the rest of the run.
      run.abort.abort();
      this.pool.cancel(run.chunks);
      await Promise.allSettled(batches.map((b) => b.report));
      throw e;
    }
    const metrics = plan.variants.map((_, v) => {
      const spec = variantGames[v].metrics ?? meanOfNumericFields;
      const acc = spec.init();
      batches.forEach((b, i) => {
        if (plan.batches[i].variant === v) spec.merge(acc, structuredClone(b.tally()!.metrics));
      });
      return spec.finish(acc) as Record<string, unknown>;
    });
    return {
      kind: 'lab',
      game: plan.game,
      mode: plan.mode,
      subject: plan.subject,
      agents: plan.agents,
      games: plan.games,
      seed: plan.seed,
      variants: plan.variants.map((v, i) => ({
        label: v.label,
        ...(v.value !== undefined ? { value: v.value } : {}),
        changes: v.changes,
        metrics: metrics[i],
      })),
      ...(plan.sweep ? { sweep: plan.sweep } : {}),
      batches: plan.batches.map((b, i) => ({
        variant: b.variant,
        opponent: b.opponent,
        subjectSeat: b.subjectSeat,
        report: reports[i],
      })),
    };
  }

  /** One batch: on the Redis queue when there is one and the batch plays the shipped data, else on the pool. */
  private playBatch(
    run: LiveRun,
    batch: PlannedBatch,
    game: AnyGame,
    started: number,
  ): { report: Promise<BatchReport>; tally: () => BatchTally | null } {
    if (this.queueUrl && run.plan.variants[batch.variant].changes.length === 0) {
      return this.queueBatch(run, batch, game, this.queueUrl);
    }
    return this.poolBatch(run, batch, game, started);
  }

  /**
   * One batch on `arbiter worker`s through Redis: the same report (the queue
   * merges chunk tallies in seed order too). A job carries a game, options,
   * agents and seeds only, so variants (data changes) stay on the pool.
   */
  private queueBatch(
    run: LiveRun,
    batch: PlannedBatch,
    game: AnyGame,
    url: string,
  ): { report: Promise<BatchReport>; tally: () => BatchTally | null } {
    let merged: BatchTally | null = null;
    let counted = 0;
    const index = run.plan.batches.indexOf(batch);
    const report = import('@arbiter/queue').then((q) =>
      q.runQueuedBatch({
        game,
        games: batch.games,
        seed: batch.seed,
        agents: batch.agents,
        options: batch.options,
        url,
        batchId: `lab-${run.id}-${index}`,
        chunkSize: run.plan.searching ? SEARCH_CHUNK_GAMES : CHUNK_GAMES,
        signal: run.abort.signal,
        onProgress: (done) => {
          run.gamesDone += done - counted;
          counted = done;
          this.notify(run);
        },
        onMerged: (t) => {
          merged = t;
        },
      }),
    );
    return { report, tally: () => merged };
  }

  /** One batch's chunks on the pool, merged in seed order into the batch's report. */
  private poolBatch(
    run: LiveRun,
    batch: PlannedBatch,
    game: AnyGame,
    started: number,
  ): { report: Promise<BatchReport>; tally: () => BatchTally | null } {
    const options = parseOptions(game, batch.options);
    const seats = seatCount(game, options);
    const size = run.plan.searching ? SEARCH_CHUNK_GAMES : CHUNK_GAMES;
    const chunks: Array<Promise<BatchTally>> = [];
    for (let first = 0; first < batch.games; first += size) {
      const count = Math.min(size, batch.games - first);
      const { id, done } = this.pool.play({
        game: game.id,
        changes: run.plan.variants[batch.variant].changes,
        options: batch.options,
        kinds: batch.agents,
        seed: batch.seed,
        first,
        count,
      });
      run.chunks.add(id);
      chunks.push(
        done.then((t) => {
          run.chunks.delete(id);
          run.gamesDone += count;
          this.notify(run);
          return t;
        }),
      );
    }
    let merged: BatchTally | null = null;
    const report = Promise.all(chunks).then((tallies) => {
      merged = newTally(game, seats, 0);
      for (const t of tallies) mergeTally(game, merged, t);
      return finishReport(
        { game, seed: batch.seed, agents: batch.agents, options, elapsedMs: performance.now() - started },
        merged,
      );
    });
    return { report, tally: () => merged };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const run of this.queue.splice(0))
      this.end(run, 'failed', null, 'the server stopped before this run started');
    if (this.running) {
      const run = this.running;
      run.cancelled = true;
      run.abort.abort();
      this.pool.cancel(run.chunks);
      await this.runningDone;
    }
    await this.pool.close();
  }
}
