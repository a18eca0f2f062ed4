/**
 * A queue worker (`arbiter worker`): takes chunk jobs from Redis, checks
 * each payload, plays the chunk in one of its threads and returns the
 * chunk's tally as the job's result. Runs until stopped.
 *
 * A payload that is not what a submitter writes, or names a game, option or
 * agent this worker does not know, fails its job at once with the reason
 * (no retries: it would be refused again). Games that throw fail the job the
 * same way. Anything else (a thread that died, a lost connection) fails the
 * attempt and BullMQ retries the chunk; a worker killed mid-chunk stops
 * renewing its lock and the chunk goes back to the queue for another.
 */
import { hostname } from 'node:os';
import { type AnyGame, seatCount } from '@arbiter/core';
import type { BatchTally, GameSource } from '@arbiter/sim';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { ChunkGameError, ChunkThreads } from './chunk-threads.ts';
import { connect, QUEUE_NAME } from './connection.ts';
import { type ChunkPayload, checkPayload } from './payload.ts';

export interface WorkerSettings {
  url: string;
  /** Chunks played at once, one thread each. */
  concurrency: number;
  /** The ids of the games this worker plays, and each game by id (checked before a chunk starts). */
  gameIds: readonly string[];
  findGame: (id: string) => Promise<AnyGame | null>;
  /** Where its threads load the games. */
  gameSource: GameSource;
  /** How long a job's lock lasts without renewal: a killed worker's chunk goes back after about this long. */
  lockMs?: number;
  /** One line per event worth a log line (a refused job, a failed chunk, a lost connection). */
  log?: (line: string) => void;
}

export interface RunningWorker {
  /** Finishes the chunks in hand, then stops. */
  close(): Promise<void>;
  /** Chunks completed so far. */
  readonly completed: number;
}

export const DEFAULT_LOCK_MS = 30_000;
const CLOSE_WAIT_MS = 15_000;

export async function startWorker(settings: WorkerSettings): Promise<RunningWorker> {
  const log = settings.log ?? (() => {});
  const threads = new ChunkThreads(settings.gameSource, settings.concurrency);
  const lockMs = settings.lockMs ?? DEFAULT_LOCK_MS;
  let completed = 0;

  const process = async (job: Job): Promise<BatchTally> => {
    const payload = await refuseUnlessPlayable(job.data, settings);
    try {
      return await threads.run(payload);
    } catch (e) {
      if (e instanceof ChunkGameError) throw new UnrecoverableError(e.message);
      throw e;
    }
  };

  const redis = connect(settings.url);
  const worker = new Worker(QUEUE_NAME, process, {
    connection: redis,
    concurrency: settings.concurrency,
    lockDuration: lockMs,
    stalledInterval: Math.max(1000, Math.floor(lockMs / 2)),
    // A chunk may be orphaned several times (workers killed, Redis restarted) before it fails for good.
    maxStalledCount: 10,
    autorun: false,
    // Recorded on the jobs it takes (processedBy) and shown by CLIENT LIST: which machine and process.
    name: `${hostname()}:${globalThis.process.pid}`,
  });
  worker.on('completed', () => completed++);
  worker.on('failed', (job, e) => {
    if (job) log(`job ${job.id} failed (attempt ${job.attemptsMade}): ${e.message}`);
  });
  let lastError = '';
  worker.on('error', (e) => {
    // A lost connection repeats this every retry: say it once until it changes.
    if (e.message !== lastError) log(`redis: ${e.message}`);
    lastError = e.message;
  });
  worker.on('ready', () => {
    lastError = '';
  });
  void worker.run();
  await worker.waitUntilReady();

  return {
    async close() {
      // Waits for the chunks in hand; with Redis gone that could be forever, so not more than a while.
      await Promise.race([worker.close(), new Promise((r) => setTimeout(r, CLOSE_WAIT_MS).unref())]);
      await threads.close();
      // BullMQ leaves a connection it was given open.
      redis.disconnect();
    },
    get completed() {
      return completed;
    },
  };
}

/** The payload when this worker can play it; otherwise an UnrecoverableError giving the reason. */
export async function refuseUnlessPlayable(
  data: unknown,
  games: Pick<WorkerSettings, 'gameIds' | 'findGame'>,
): Promise<ChunkPayload> {
  const checked = checkPayload(data);
  if (!checked.ok) throw new UnrecoverableError(`bad job payload: ${checked.reason}`);
  const { payload } = checked;
  const game = games.gameIds.includes(payload.game) ? await games.findGame(payload.game) : null;
  if (!game) {
    throw new UnrecoverableError(
      `bad job payload: unknown game '${payload.game}' (this worker plays: ${games.gameIds.join(', ')})`,
    );
  }
  const options = game.optionsSchema.safeParse(payload.options);
  if (!options.success) {
    const [issue] = options.error.issues;
    throw new UnrecoverableError(
      `bad job payload: options.${issue.path.map(String).join('.')}: ${issue.message}`,
    );
  }
  const seats = seatCount(game, options.data);
  if (payload.kinds.length !== seats) {
    throw new UnrecoverableError(
      `bad job payload: kinds: ${payload.kinds.length} agents for ${seats} seats of ${game.id}`,
    );
  }
  return payload;
}
