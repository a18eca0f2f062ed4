/**
 * Worker threads for the server's searching agents. An MCTS decision holds a
 * thread for a tenth of a second or more; on the server's own thread it would
 * stall every other match and connection meanwhile. The pool deals requests
 * to its threads by match (one match's agents always think on the same
 * thread, which keeps their own RNG state), and answers with a promise of
 * the index of the chosen legal action.
 *
 * Games must be in the catalog (`@arbiter/games`): a thread finds them by id.
 */
import { Worker } from 'node:worker_threads';
import type { AgentSettings } from '@arbiter/agents';
import type { Action, PlayerId } from '@arbiter/core';

export interface AgentRequest {
  id: number;
  /** Match and seat: the thread keeps one agent per key. */
  key: string;
  kind: string;
  seed: string;
  settings?: AgentSettings;
  gameId: string;
  seat: PlayerId;
  view: unknown;
  legal: Action[];
  /** Actions played before this decision (a searching agent keeps its tree between consecutive decisions). */
  turn?: number;
}

export type AgentResponse =
  | { id: number; ok: true; index: number }
  | { id: number; ok: false; message: string };

// Compiled (dist/agent-pool.js), the thread runs the compiled agent-worker.js;
// from the TypeScript sources, agent-worker-boot.mjs registers tsx in it first.
const BOOT = new URL(
  import.meta.url.endsWith('.js') ? './agent-worker.js' : './agent-worker-boot.mjs',
  import.meta.url,
);

export class AgentPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, { resolve: (i: number) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private closed = false;

  constructor(size: number) {
    for (let i = 0; i < Math.max(1, size); i++) {
      // No execArgv: the parent's flags (a test runner's) must not leak into the thread.
      const w = new Worker(BOOT, { execArgv: [] });
      w.on('message', (r: AgentResponse) => this.settle(r));
      w.on('error', (e) => this.failAll(e));
      w.unref();
      this.workers.push(w);
    }
  }

  private workerFor(key: string): Worker {
    let h = 0;
    const match = key.slice(0, key.lastIndexOf('/'));
    for (let i = 0; i < match.length; i++) h = (h * 31 + match.charCodeAt(i)) | 0;
    return this.workers[Math.abs(h) % this.workers.length];
  }

  /** The index in `legal` of the action the agent chose. */
  decide(req: Omit<AgentRequest, 'id'>): Promise<number> {
    if (this.closed) return Promise.reject(new Error('the agent pool is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.workerFor(req.key).postMessage({ ...req, id });
    });
  }

  /** Drops a match seat's agent in its thread. */
  forget(key: string): void {
    if (!this.closed) this.workerFor(key).postMessage({ type: 'forget', key });
  }

  private settle(r: AgentResponse): void {
    const p = this.pending.get(r.id);
    if (!p) return;
    this.pending.delete(r.id);
    if (r.ok) p.resolve(r.index);
    else p.reject(new Error(r.message));
  }

  private failAll(e: Error): void {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.failAll(new Error('the agent pool is closed'));
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
