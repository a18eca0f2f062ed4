/**
 * Load test: N concurrent matches between two human seats, each seat a
 * client connection whose random agent chooses from its own view and legal
 * actions, played through the WebSocket protocol on loopback against the
 * compiled server (what `npm start` runs) in a process of its own, with a
 * real SQLite store in a temp folder. Reports matches/s, actions/s, the
 * latency from sending an action to receiving the state after it
 * (p50/p99/max), and the server's memory (RSS at start and at its peak).
 *
 *   node --import tsx apps/server/scripts/load.ts [--concurrent 50] [--matches 200]
 *        [--game dice-duel] [--agent random] [--timeout 300]
 *
 * It stops everything it starts (the server, its connections, the temp
 * folder) when it ends, fails, times out or is interrupted. The server runs
 * with ARBITER_LIMITS=off: every client comes from one address, which the
 * per-address budgets would otherwise stop. apps/server/test/load.test.ts
 * runs it with a small count.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createAgent } from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
import { findGame } from '@arbiter/games';
import { WebSocket } from 'ws';
import type { CreateMatchResponse, ServerMessage } from '../src/protocol.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

export interface LoadOptions {
  concurrent: number;
  matches: number;
  game: string;
  agent: string;
  /** Seconds; matches not started by then are not played. */
  timeoutSeconds: number;
  /** Stops the run (and everything it started) early. */
  signal?: AbortSignal;
  /** Called with the server's pid once it runs (tests check it is gone afterwards). */
  onServer?: (pid: number) => void;
  /** Awaited with the server's address before the matches start (lab-load.ts starts a Lab run there). */
  onStarted?: (base: string) => Promise<void>;
  /** Awaited after the last match, before the server stops (lab-load.ts reads its Lab run there). */
  beforeStop?: (base: string) => Promise<void>;
  /** More environment for the server (e.g. ARBITER_LAB_NICE). */
  serverEnv?: Record<string, string>;
}

export interface LoadResult {
  game: string;
  concurrent: number;
  matches: number;
  seconds: number;
  matchesPerSecond: number;
  actionsPerSecond: number;
  actions: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  serverRssMbStart: number;
  serverRssMbPeak: number;
  errors: number;
  /** Error codes the server answered with, and how often. */
  errorCodes: Record<string, number>;
}

/** Starts the compiled server on a free port with a store in `dir`; resolves with its process and base URL. */
function startServer(
  dir: string,
  signal?: AbortSignal,
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string }> {
  // The compiled tree, rebuilt first when a source changed (as `npm start` does).
  execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs'), '--if-stale', '--quiet'], {
    stdio: 'inherit',
  });
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ARBITER_DB: join(dir, 'load.db'),
      ARBITER_LIMITS: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/serving (http:\/\/\S+)/);
      if (m) resolvePromise({ child, base: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`the server exited early (${code}): ${err.slice(-400)}`)));
    signal?.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
  });
}

/** Stops the server and waits until its process is gone. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}

function rssOf(pid: number): number {
  const path = `/proc/${pid}/status`;
  if (!existsSync(path)) return Number.NaN;
  const kb = Number(readFileSync(path, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
  return kb * 1024;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

class Run {
  readonly latencies: number[] = [];
  readonly errorCodes: Record<string, number> = {};
  readonly sockets = new Set<WebSocket>();
  actions = 0;

  constructor(
    readonly base: string,
    readonly game: AnyGame,
    readonly agentKind: string,
  ) {}

  /** One seat's connection: joins, and whenever it owes a decision, lets its agent choose. */
  playSeat(matchId: string, token: string, seed: string): Promise<void> {
    return new Promise((resolvePromise, reject) => {
      const ws = new WebSocket(`${this.base.replace('http', 'ws')}/ws`);
      this.sockets.add(ws);
      const agent = createAgent(this.agentKind, seed);
      let sentAt = 0;
      /** The version an action was sent at, until the state after it arrives. */
      let awaiting: number | null = null;
      const finish = (error?: Error) => {
        this.sockets.delete(ws);
        ws.close();
        if (error) reject(error);
        else resolvePromise();
      };
      ws.on('open', () => ws.send(JSON.stringify({ type: 'join', matchId, token })));
      ws.on('message', (data) => {
        const msg = JSON.parse(data.toString()) as ServerMessage;
        if (msg.type === 'acted') {
          this.actions++;
          return;
        }
        if (msg.type === 'error') {
          this.errorCodes[msg.code] = (this.errorCodes[msg.code] ?? 0) + 1;
          return;
        }
        if (msg.type !== 'state') return;
        if (awaiting !== null && msg.version > awaiting) {
          this.latencies.push(performance.now() - sentAt);
          awaiting = null;
        }
        if (msg.status !== 'active') {
          finish();
          return;
        }
        // Act once per position this seat owes a decision in.
        if (msg.legal.length === 0 || awaiting !== null) return;
        const action = agent.choose({
          game: this.game,
          player: msg.seat!,
          view: msg.view,
          legal: msg.legal.map((c) => c.action),
        });
        awaiting = msg.version;
        sentAt = performance.now();
        ws.send(JSON.stringify({ type: 'act', action, version: msg.version }));
      });
      ws.on('error', (e) => finish(e));
      ws.on('close', () => {
        if (this.sockets.has(ws)) finish(new Error(`match ${matchId}: the connection closed`));
      });
    });
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(this.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** A match between two people (no seed: the server refuses one when someone else can join). */
  async playMatch(n: number): Promise<void> {
    const created = await this.post<CreateMatchResponse>('/api/matches', {
      game: this.game.id,
      seats: ['human', 'human'],
    });
    const claim = await this.post<{ token: string }>(`/api/matches/${created.id}/seats/1/claim`, {});
    await Promise.all([
      this.playSeat(created.id, created.token!, `a-${n}`),
      this.playSeat(created.id, claim.token, `b-${n}`),
    ]);
  }

  closeAll(): void {
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
  }
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const game = findGame(opts.game);
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-load-'));
  let child: ChildProcess | null = null;
  let run: Run | null = null;
  let sampler: NodeJS.Timeout | null = null;
  try {
    const server = await startServer(dir, opts.signal, opts.serverEnv);
    child = server.child;
    const pid = child.pid!;
    opts.onServer?.(pid);
    await opts.onStarted?.(server.base);
    const current = new Run(server.base, game, opts.agent);
    run = current;
    const rssStart = rssOf(pid);
    let rssPeak = rssStart;
    sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(pid));
    }, 100);

    const deadline = Date.now() + opts.timeoutSeconds * 1000;
    const stopped = new Promise<never>((_, reject) => {
      opts.signal?.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
      child!.once('exit', (code) => reject(new Error(`the server exited during the run (${code})`)));
    });
    stopped.catch(() => {});
    const started = performance.now();
    let next = 0;
    let finished = 0;
    const worker = async () => {
      while (next < opts.matches && Date.now() < deadline && !opts.signal?.aborted) {
        await current.playMatch(next++);
        finished++;
      }
    };
    const workers = Array.from({ length: Math.min(opts.concurrent, opts.matches) }, worker);
    await Promise.race([Promise.all(workers), stopped]);
    const seconds = (performance.now() - started) / 1000;
    await opts.beforeStop?.(server.base);
    rssPeak = Math.max(rssPeak, rssOf(pid));
    const sorted = [...current.latencies].sort((a, b) => a - b);
    const mb = (b: number) => Math.round(b / 1024 / 1024);
    const errors = Object.values(current.errorCodes).reduce((a, b) => a + b, 0);
    return {
      game: game.id,
      concurrent: opts.concurrent,
      matches: finished,
      seconds,
      matchesPerSecond: finished / seconds,
      actionsPerSecond: current.actions / seconds,
      actions: current.actions,
      p50ms: percentile(sorted, 50),
      p99ms: percentile(sorted, 99),
      maxMs: sorted[sorted.length - 1] ?? Number.NaN,
      serverRssMbStart: mb(rssStart),
      serverRssMbPeak: mb(rssPeak),
      errors,
      errorCodes: current.errorCodes,
    };
  } finally {
    if (sampler) clearInterval(sampler);
    run?.closeAll();
    if (child) await stopServer(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The table row bench/RESULTS.md keeps. */
export function resultRow(r: LoadResult): string {
  return `| ${r.game} | ${r.concurrent} | ${r.matches} | ${r.matchesPerSecond.toFixed(1)} | ${r.actionsPerSecond.toFixed(0)} | ${r.p50ms.toFixed(2)} | ${r.p99ms.toFixed(2)} | ${r.serverRssMbStart} → ${r.serverRssMbPeak} | ${r.errors} |`;
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      concurrent: { type: 'string', default: '50' },
      matches: { type: 'string', default: '200' },
      game: { type: 'string', default: 'dice-duel' },
      agent: { type: 'string', default: 'random' },
      timeout: { type: 'string', default: '300' },
    },
  });
  const abort = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort.abort());
  const opts: LoadOptions = {
    concurrent: Number(args.concurrent),
    matches: Number(args.matches),
    game: String(args.game),
    agent: String(args.agent),
    timeoutSeconds: Number(args.timeout),
    signal: abort.signal,
  };
  const result = await runLoad(opts);
  console.log(JSON.stringify(result, null, 2));
  console.log(
    '| game | concurrent | matches | matches/s | actions/s | p50 ms | p99 ms | server RSS MB | errors |',
  );
  console.log(resultRow(result));
  if (result.matches < opts.matches) console.log(`stopped at the time limit after ${result.matches} matches`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(`load: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
