/**
 * Real processes for the queue tests: a redis-server on a free loopback
 * port (its files in a temporary folder), `arbiter worker` processes and
 * `arbiter sim` submitters, each a separate `node` running the compiled CLI.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUE_NAME } from '../src/index.ts';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = join(repoRoot, 'apps/cli/bin/arbiter.js');

/** Where redis-server is, or null (the tests then skip, saying so). */
export function redisServerPath(): string | null {
  for (const p of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(p)) return p;
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export async function until<T>(
  what: string,
  f: () => Promise<T | null | undefined | false>,
  ms = 90_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

export class RedisServer {
  private process: ChildProcess | null = null;
  readonly dir = mkdtempSync(join(tmpdir(), 'arbiter-redis-'));
  private constructor(
    private readonly bin: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** A server with append-only persistence (fsync every write), so a restart keeps the queue. */
  static async start(bin: string): Promise<RedisServer> {
    const server = new RedisServer(bin, await freePort());
    await server.resume();
    return server;
  }

  /** (Re)starts the server on its port and folder. */
  async resume(): Promise<void> {
    this.process = spawn(
      this.bin,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--protected-mode',
        'no',
      ],
      { stdio: 'ignore' },
    );
    await until('redis-server to answer', async () => {
      const r = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      r.on('error', () => {});
      try {
        await r.connect();
        return (await r.ping()) === 'PONG';
      } finally {
        r.disconnect();
      }
    });
  }

  /** Stops the server (SIGTERM: Redis flushes its append-only file and exits). */
  async stop(): Promise<void> {
    const p = this.process;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGTERM');
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface Proc {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** The exit code (a signal counts as -1). */
  exited: Promise<number>;
}

export function arbiter(args: string[]): Proc {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ARBITER_FROM_SOURCES: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** An `arbiter worker` that has said it is ready. */
export async function startWorkerProcess(url: string, extra: string[] = []): Promise<Proc> {
  const w = arbiter(['worker', '--queue', url, '--concurrency', '1', '--lock-ms', '2000', ...extra]);
  await until('a worker to be ready', async () => w.stderr().includes('playing chunks from'), 90_000);
  return w;
}

export async function stopProcess(p: Proc, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill(signal);
  await p.exited;
}

/** Runs a command to its end: exit code and output. */
export async function runArbiter(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const p = arbiter(args);
  const code = await p.exited;
  return { code, stdout: p.stdout(), stderr: p.stderr() };
}

/** A BullMQ handle on the arbiter queue for looking in (and adding bad jobs); `close` drops its connection too. */
export function testQueue(url: string): Queue & { done: () => Promise<void> } {
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  connection.on('error', () => {});
  const queue = new Queue(QUEUE_NAME, { connection }) as Queue & { done: () => Promise<void> };
  queue.on('error', () => {});
  queue.done = async () => {
    await queue.close().catch(() => {});
    connection.disconnect();
  };
  return queue;
}
