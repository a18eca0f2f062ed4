/**
 * The worker threads of a queue worker: one chunk per thread at a time, so
 * the worker's own thread stays free to renew its job locks and talk to
 * Redis while the games run. A thread that dies takes only its chunk with it
 * (the job fails and BullMQ retries it); a new thread takes its place.
 */
import { Worker } from 'node:worker_threads';
import type { BatchTally, GameSource } from '@arbiter/sim';
import type { ChunkPayload } from './payload.ts';

export interface ThreadTask {
  id: number;
  payload: ChunkPayload;
}

export type ThreadReply =
  | { id: number; ok: true; tally: BatchTally }
  | { id: number; ok: false; message: string };

const COMPILED = import.meta.url.endsWith('.js');
const THREAD_URL = new URL(COMPILED ? './chunk-thread.js' : './chunk-thread-boot.mjs', import.meta.url);

/** Thrown for a chunk whose games themselves failed (the same seeds would fail again). */
export class ChunkGameError extends Error {}

interface Pending {
  resolve: (t: BatchTally) => void;
  reject: (e: Error) => void;
}

export class ChunkThreads {
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<{ task: ThreadTask; pending: Pending }> = [];
  private readonly running = new Map<Worker, { task: ThreadTask; pending: Pending }>();
  private readonly all = new Set<Worker>();
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly source: GameSource,
    readonly size: number,
  ) {
    for (let i = 0; i < size; i++) this.idle.push(this.spawn());
  }

  /** Plays one chunk in a free thread (waiting for one) and gives its tally. */
  run(payload: ChunkPayload): Promise<BatchTally> {
    if (this.closed) return Promise.reject(new Error('the chunk threads are closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ task: { id: this.nextId++, payload }, pending: { resolve, reject } });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const { pending } of this.waiting.splice(0)) pending.reject(new Error('the worker is stopping'));
    await Promise.all([...this.all].map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.waiting.length > 0) {
      const worker = this.idle.pop()!;
      const next = this.waiting.shift()!;
      this.running.set(worker, next);
      worker.postMessage(next.task);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(THREAD_URL, { execArgv: [], workerData: this.source });
    this.all.add(worker);
    worker.on('message', (reply: ThreadReply) => {
      const current = this.running.get(worker);
      if (!current || current.task.id !== reply.id) return;
      this.running.delete(worker);
      if (reply.ok) current.pending.resolve(reply.tally);
      else current.pending.reject(new ChunkGameError(reply.message));
      this.idle.push(worker);
      this.dispatch();
    });
    const lost = (why: string) => {
      if (!this.all.delete(worker)) return;
      const current = this.running.get(worker);
      this.running.delete(worker);
      current?.pending.reject(new Error(`a chunk thread ${why}`));
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      if (!this.closed) {
        this.idle.push(this.spawn());
        this.dispatch();
      }
    };
    worker.on('error', (e) => lost(`failed: ${e.message}`));
    worker.on('exit', (code) => lost(`exited (code ${code})`));
    return worker;
  }
}
