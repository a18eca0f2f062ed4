/**
 * The Lab's worker pool: child processes that play chunks of seeds into
 * tallies. Processes rather than threads, so each can run at a lower
 * priority than the server (`os.setPriority`): the kernel's scheduler then
 * gives the server's thread — live matches — the CPU first, however busy
 * the Lab is. A chunk is cancelled by killing its process (a replacement is
 * started when work comes); nothing waits for a long game to end.
 *
 * Compiled (this file is dist/lab/pool.js, as `npm start` runs it), a worker
 * runs the compiled worker.js; from the sources (tests), worker.ts through
 * tsx.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BatchTally, DataChange } from '@arbiter/sim';

/** One chunk: games `first` .. `first + count - 1` of a batch whose game i plays seed `seed + i`. */
export interface ChunkTask {
  id: number;
  game: string;
  changes: DataChange[];
  options: Record<string, unknown>;
  kinds: string[];
  seed: number;
  first: number;
  count: number;
}

export type ChunkReply =
  | { id: number; ok: true; tally: BatchTally }
  | { id: number; ok: false; message: string };

type WorkerMessage = ChunkReply | { ready: true };

const COMPILED = import.meta.url.endsWith('.js');
const ENTRY = fileURLToPath(new URL(COMPILED ? './worker.js' : './worker.ts', import.meta.url));
const TSX = COMPILED ? null : import.meta.resolve('tsx');

/** The niceness of Lab workers: below the server, so live matches come first. */
export const WORKER_NICENESS = 10;

/** Workers for a machine with `cores` cores: all but one (which the server keeps), at least one. */
export function poolSizeFor(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

interface Waiting {
  task: ChunkTask;
  resolve: (t: BatchTally) => void;
  reject: (e: Error) => void;
}

class Worker {
  readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  /** The chunk this worker plays (or is about to, once it has started). */
  busy: Waiting | null = null;
  dead = false;
  /** Settles when the process has exited. */
  readonly exited: Promise<void>;

  constructor(niceness: number, onIdle: () => void, onExit: (w: Worker) => void) {
    this.child = fork(ENTRY, [], {
      execArgv: TSX ? ['--import', TSX] : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    try {
      if (this.child.pid !== undefined && niceness !== 0) setPriority(this.child.pid, niceness);
    } catch {
      // Some systems refuse; the workers then share the machine evenly.
    }
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (m: WorkerMessage) => {
        if ('ready' in m) {
          resolve();
          return;
        }
        const busy = this.busy;
        if (!busy || m.id !== busy.task.id) return;
        this.busy = null;
        if (m.ok) busy.resolve(m.tally);
        else busy.reject(new Error(m.message));
        onIdle();
      });
      this.child.once('exit', (code, signal) => {
        this.dead = true;
        const why = new Error(`a Lab worker stopped (${signal ?? `code ${code}`})`);
        reject(why);
        const busy = this.busy;
        this.busy = null;
        busy?.reject(why);
        onExit(this);
      });
    });
    this.ready.catch(() => {});
  }

  assign(job: Waiting): void {
    this.busy = job;
    this.ready.then(
      () => {
        if (this.busy === job && !this.dead) this.child.send(job.task);
      },
      () => {},
    );
  }
}

export class ChunkCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'ChunkCancelled';
  }
}

export class LabPool {
  private readonly workers: Worker[] = [];
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;

  /** `niceness`: the workers' scheduling priority below the server's (0: the same as the server). */
  constructor(
    readonly size: number,
    readonly niceness = WORKER_NICENESS,
  ) {}

  /** Plays a chunk on the first free worker (starting one if fewer than `size` run). */
  play(task: Omit<ChunkTask, 'id'>): { id: number; done: Promise<BatchTally> } {
    const id = this.nextId++;
    const done = new Promise<BatchTally>((resolve, reject) => {
      if (this.closed) {
        reject(new Error('the Lab is closed'));
        return;
      }
      this.queue.push({ task: { ...task, id }, resolve, reject });
    });
    this.dispatch();
    return { id, done };
  }

  /** Stops the chunks with these ids: queued ones are dropped, running ones killed with their process. */
  cancel(ids: ReadonlySet<number>): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (ids.has(this.queue[i].task.id)) this.queue.splice(i, 1)[0].reject(new ChunkCancelled());
    }
    for (const w of [...this.workers]) {
      if (w.busy && ids.has(w.busy.task.id)) {
        const busy = w.busy;
        w.busy = null;
        // Out of the pool now: its exit comes later, and no chunk may be given to it meanwhile.
        w.dead = true;
        this.workers.splice(this.workers.indexOf(w), 1);
        busy.reject(new ChunkCancelled());
        w.child.kill('SIGKILL');
      }
    }
  }

  /** Worker processes running now. */
  get running(): number {
    return this.workers.length;
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      let worker = this.workers.find((w) => !w.busy && !w.dead);
      if (!worker) {
        if (this.workers.length >= this.size) return;
        worker = new Worker(
          this.niceness,
          () => this.dispatch(),
          (w) => this.removed(w),
        );
        this.workers.push(worker);
        const started = worker;
        this.all.add(started);
        void started.exited.then(() => this.all.delete(started));
      }
      worker.assign(this.queue.shift()!);
    }
  }

  private removed(w: Worker): void {
    const i = this.workers.indexOf(w);
    if (i >= 0) this.workers.splice(i, 1);
    if (!this.closed) this.dispatch();
  }

  /** Every worker process, for close(). */
  private readonly all = new Set<Worker>();

  async close(): Promise<void> {
    this.closed = true;
    for (const q of this.queue.splice(0)) q.reject(new Error('the Lab is closed'));
    const all = [...this.all];
    for (const w of all) w.child.kill('SIGKILL');
    await Promise.all(all.map((w) => w.exited));
  }
}
