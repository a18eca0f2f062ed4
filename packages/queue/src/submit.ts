/**
 * The submitting side of a distributed batch (`arbiter sim --queue`): cuts
 * the seeds into chunks, puts one BullMQ job per chunk on the queue, and
 * folds the chunks' tallies into one report in seed order as they complete,
 * the same report a single process would give for the same inputs.
 *
 * A batch has an id (given, or a hash of its inputs) that names its jobs, so
 * a submitter started again with the same id adds no job twice and finds the
 * chunks already played: it resumes (a chunk that had failed is tried again). Each chunk is merged exactly once, from
 * the result of the attempt that completed it, so a retried chunk is never
 * counted twice. The jobs and the batch's record are removed once the report
 * is made.
 */
import { createHash } from 'node:crypto';
import { isAsyncAgentKind, isCommonAgentSpec } from '@arbiter/agents';
import { parseOptions, seatCount } from '@arbiter/core';
import {
  type BatchOptions,
  type BatchReport,
  type BatchTally,
  finishReport,
  mergeTally,
  newTally,
  seatKinds,
} from '@arbiter/sim';
import { type Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { checkRedisUrl, connect, manifestKey, QUEUE_NAME, shownUrl } from './connection.ts';
import { type ChunkPayload, MAX_CHUNK, PAYLOAD_VERSION } from './payload.ts';

export interface QueueStatus {
  gamesDone: number;
  games: number;
  /** Workers connected to the queue (null when Redis will not say, e.g. CLIENT LIST disabled). */
  workers: number | null;
}

export interface QueuedBatchOptions extends Omit<BatchOptions, 'workers' | 'gameSource' | 'exportPath'> {
  /** redis://HOST:PORT of the queue. */
  url: string;
  /** Names the batch's jobs; the same id resumes. Default: a hash of the inputs. */
  batchId?: string;
  /** Games per job (default 1000). */
  chunkSize?: number;
  /** The data folder the game plays, as each worker will find it. */
  dataDir?: string;
  /** Called as chunks are merged and about every 2 s while waiting. */
  onStatus?: (status: QueueStatus) => void;
  /** Give up after Redis has not answered for this long (default 60 s); the batch stays there to resume. */
  redisTimeoutMs?: number;
  /**
   * Stops the batch: the jobs no worker has taken are removed (a chunk being
   * played finishes on its worker and is dropped) and the promise rejects
   * with a `BatchCancelled`.
   */
  signal?: AbortSignal;
  /** Given the merged tally (every chunk, in seed order) just before the report is made from it. */
  onMerged?: (tally: BatchTally) => void;
}

/** A queued batch stopped through its `signal`. */
export class BatchCancelled extends Error {
  constructor(readonly batchId: string) {
    super(`batch ${batchId} was cancelled`);
    this.name = 'BatchCancelled';
  }
}

export const DEFAULT_CHUNK_SIZE = 1000;
const ATTEMPTS = 5;
const BATCH_ID = /^[A-Za-z0-9_.-]{1,80}$/;

/** The inputs that decide a batch's result: what its id hashes and what a resuming submitter must match. */
export interface BatchSpec {
  game: string;
  dataDir: string | null;
  seed: number;
  games: number;
  kinds: string[];
  options: Record<string, unknown>;
  agentSettings: Record<string, unknown>;
  logDir: string | null;
  maxActions: number | null;
  chunkSize: number;
}

export async function runQueuedBatch(opts: QueuedBatchOptions): Promise<BatchReport> {
  const { game } = opts;
  const spec = batchSpec(opts);
  const options = parseOptions(game, opts.options ?? {});
  const batchId = opts.batchId ?? defaultBatchId(spec);
  if (!BATCH_ID.test(batchId)) {
    throw new Error(`batch id '${batchId}' must be 1-80 letters, digits, '_', '.' or '-'`);
  }
  const urlProblem = checkRedisUrl(opts.url);
  if (urlProblem) throw new Error(urlProblem);
  const chunks = Math.ceil(spec.games / spec.chunkSize);
  const jobId = (chunk: number) => `${batchId}-${chunk}`;
  const timeoutMs = opts.redisTimeoutMs ?? 60_000;
  const where = shownUrl(opts.url);

  const redis = connect(opts.url);
  const queue = new Queue(QUEUE_NAME, { connection: redis });
  queue.on('error', () => {}); // reported through the commands that fail
  const start = performance.now();
  try {
    const call = deadlineCaller(where, batchId, timeoutMs);
    await call(() => redis.ping(), `cannot reach Redis at ${where}`);
    const resumed = await claimBatch(redis, batchId, spec, call);

    const payloads = Array.from({ length: chunks }, (_, chunk) => chunkPayload(spec, batchId, chunk));
    for (let i = 0; i < chunks; i += 500) {
      const bulk = payloads.slice(i, i + 500).map((data) => ({
        name: 'chunk',
        data,
        opts: {
          jobId: jobId(data.chunk),
          attempts: ATTEMPTS,
          backoff: { type: 'fixed', delay: 500 },
          removeOnComplete: false,
          removeOnFail: false,
        },
      }));
      await call(() => queue.addBulk(bulk), 'adding the jobs');
    }

    const tally = newTally(game, spec.kinds.length);
    const retried = new Set<number>();
    let workers: number | null = null;
    let lastStatus = 0;
    const status = async (force: boolean) => {
      const now = performance.now();
      if (!force && now - lastStatus < 2000) return;
      if (now - lastStatus >= 2000) {
        // Only for the progress line: never wait on it (with Redis away it would wait for ever).
        workers = await withTimeout(queue.getWorkersCount(), 2000).catch(() => null);
      }
      lastStatus = now;
      opts.onStatus?.({ gamesDone: tally.games, games: spec.games, workers });
    };
    await status(true);
    let next = 0;
    while (next < chunks) {
      if (opts.signal?.aborted) {
        await withTimeout(cancelBatch(queue, redis, batchId, chunks, jobId), 10_000).catch(() => {});
        throw new BatchCancelled(batchId);
      }
      // The state first, then the job: a job read before it completed would carry no result.
      const state = await call(() => queue.getJobState(jobId(next)), 'waiting for the chunks');
      if (state === 'unknown') {
        // Gone (Redis lost it, or someone removed it): put it back.
        await call(
          () => queue.add('chunk', payloads[next], { jobId: jobId(next), attempts: ATTEMPTS }),
          'adding a job',
        );
        continue;
      }
      if (state === 'completed') {
        const job = await call(() => queue.getJob(jobId(next)), 'reading a chunk');
        mergeTally(game, tally, chunkTally(job, payloads[next]));
        next++;
        if (opts.onProgress) opts.onProgress(tally.games);
        await status(false);
      } else if (state === 'failed') {
        const job = await call(() => queue.getJob(jobId(next)), 'reading a chunk');
        if (job && resumed && !retried.has(next)) {
          // Failed under an earlier submitter: running the batch again gives it another go.
          retried.add(next);
          await call(() => job.retry('failed'), 'retrying a failed chunk');
          continue;
        }
        const p = payloads[next];
        throw new Error(
          `chunk ${next} of batch ${batchId} (seeds ${p.seed + p.first}..${p.seed + p.first + p.count - 1}) failed: ${job?.failedReason ?? 'no reason recorded'}`,
        );
      } else {
        await status(false);
        await sleep(40);
      }
    }
    const elapsedMs = performance.now() - start;
    opts.onMerged?.(tally);
    const report = finishReport({ game, seed: opts.seed, agents: spec.kinds, options, elapsedMs }, tally);
    await withTimeout(removeBatch(queue, redis, batchId, chunks, jobId), 10_000).catch(() => {});
    return report;
  } finally {
    await queue.close().catch(() => {});
    redis.disconnect();
  }
}

/** The inputs, checked as runBatch checks them, plus what only a queued batch refuses. */
function batchSpec(opts: QueuedBatchOptions): BatchSpec {
  const { game } = opts;
  if (!Number.isInteger(opts.games) || opts.games < 1) {
    throw new Error(`games must be a positive integer, got ${opts.games}`);
  }
  if (!Number.isSafeInteger(opts.seed) || !Number.isSafeInteger(opts.seed + opts.games)) {
    throw new Error(`seed must be an integer (seeds run seed..seed+games-1), got ${opts.seed}`);
  }
  const chunkSize = opts.chunkSize ?? DEFAULT_CHUNK_SIZE;
  if (!Number.isInteger(chunkSize) || chunkSize < 1 || chunkSize > MAX_CHUNK) {
    throw new Error(`chunk size must be a whole number from 1 to ${MAX_CHUNK}, got ${chunkSize}`);
  }
  const kinds = seatKinds(opts.agents, seatCount(game, parseOptions(game, opts.options ?? {})));
  for (const kind of kinds) {
    if (!isCommonAgentSpec(kind)) throw new Error(`unknown agent kind '${kind}'`);
    if (isAsyncAgentKind(kind)) {
      throw new Error(
        `agent '${kind}' cannot play in a queued batch (its endpoint and key stay on this machine)`,
      );
    }
  }
  const { llm: _llm, ...agentSettings } = opts.agentSettings ?? {};
  return {
    game: game.id,
    dataDir: opts.dataDir ?? null,
    seed: opts.seed,
    games: opts.games,
    kinds,
    options: opts.options ?? {},
    agentSettings,
    logDir: opts.logDir ?? null,
    maxActions: opts.maxActions ?? null,
    chunkSize,
  };
}

/** A stable id from the inputs: the same command resumes its batch with no id given. */
export function defaultBatchId(spec: BatchSpec): string {
  return `${spec.game}-${createHash('sha256').update(canonicalJson(spec)).digest('hex').slice(0, 16)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Records the batch's inputs; true when it was already there (a resume). Other inputs under the same id are refused. */
async function claimBatch(redis: Redis, batchId: string, spec: BatchSpec, call: Caller): Promise<boolean> {
  const text = canonicalJson(spec);
  const set = await call(() => redis.set(manifestKey(batchId), text, 'NX'), 'recording the batch');
  if (set === 'OK') return false;
  const existing = await call(() => redis.get(manifestKey(batchId)), 'reading the batch');
  if (existing !== null && existing !== text) {
    throw new Error(
      `batch id '${batchId}' is already in use with other inputs (game, seeds, agents, options or chunk size); pick another --batch-id`,
    );
  }
  return true;
}

function chunkPayload(spec: BatchSpec, batchId: string, chunk: number): ChunkPayload {
  const first = chunk * spec.chunkSize;
  const payload: ChunkPayload = {
    v: PAYLOAD_VERSION,
    batch: batchId,
    chunk,
    game: spec.game,
    seed: spec.seed,
    first,
    count: Math.min(spec.chunkSize, spec.games - first),
    kinds: spec.kinds,
    options: spec.options,
  };
  if (spec.dataDir !== null) payload.dataDir = spec.dataDir;
  if (Object.keys(spec.agentSettings).length > 0) payload.agentSettings = spec.agentSettings;
  if (spec.logDir !== null) payload.logDir = spec.logDir;
  if (spec.maxActions !== null) payload.maxActions = spec.maxActions;
  return payload;
}

/** The completed job's tally, checked to be the chunk it claims to be. */
function chunkTally(job: Job | undefined, p: ChunkPayload): BatchTally {
  const t = (job?.returnvalue ?? null) as BatchTally | null;
  if (
    t === null ||
    typeof t !== 'object' ||
    t.first !== p.first ||
    t.games !== p.count ||
    !Array.isArray(t.wins) ||
    !Array.isArray(t.convergence)
  ) {
    throw new Error(
      `chunk ${p.chunk} of batch ${p.batch} came back without a tally of games ${p.first}..${p.first + p.count - 1}`,
    );
  }
  return t;
}

async function removeBatch(
  queue: Queue,
  redis: Redis,
  batchId: string,
  chunks: number,
  jobId: (chunk: number) => string,
): Promise<void> {
  // Best effort: the report is made; leftovers only take space until the next run of this batch.
  try {
    for (let chunk = 0; chunk < chunks; chunk++) await queue.remove(jobId(chunk));
    await redis.del(manifestKey(batchId));
  } catch {}
}

/** Removes each job of a cancelled batch that can be (a job a worker holds cannot), then its record. */
async function cancelBatch(
  queue: Queue,
  redis: Redis,
  batchId: string,
  chunks: number,
  jobId: (chunk: number) => string,
): Promise<void> {
  for (let chunk = 0; chunk < chunks; chunk++) await queue.remove(jobId(chunk)).catch(() => 0);
  await redis.del(manifestKey(batchId)).catch(() => 0);
}

type Caller = <T>(f: () => Promise<T>, doing: string) => Promise<T>;

/**
 * Runs Redis commands with patience: a command that fails or hangs (Redis
 * restarting) is tried again until Redis has not answered for `timeoutMs`,
 * then the batch stops with a message saying how to resume it.
 */
function deadlineCaller(where: string, batchId: string, timeoutMs: number): Caller {
  let lastAnswer = performance.now();
  return async (f, doing) => {
    for (;;) {
      try {
        const result = await withTimeout(f(), Math.min(5000, timeoutMs));
        lastAnswer = performance.now();
        return result;
      } catch (e) {
        if (!isConnectionTrouble(e)) throw e;
        if (performance.now() - lastAnswer >= timeoutMs) {
          const why = e instanceof Error ? e.message : String(e);
          throw new Error(
            `${doing}: Redis at ${where} has not answered for ${Math.round(timeoutMs / 1000)} s (${why}); the batch is kept there: run the same command again (batch id ${batchId}) to resume`,
          );
        }
        await sleep(250);
      }
    }
  };
}

class CommandTimeout extends Error {}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CommandTimeout(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

function isConnectionTrouble(e: unknown): boolean {
  if (e instanceof CommandTimeout) return true;
  const message = e instanceof Error ? e.message : String(e);
  return /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Connection is closed|LOADING|connection|Stream isn't writeable/i.test(
    message,
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
