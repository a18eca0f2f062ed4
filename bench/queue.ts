/**
 * `node bench/dist/queue.js [--games N] [--overhead-games N]` (compiled by
 * `npm run build`; `node --import tsx bench/queue.ts` from the sources):
 * the same Dice Duel batch (random vs random) played
 *   1. in one process (`arbiter sim`),
 *   2. by the worker-thread pool (`--workers 2`),
 *   3. through the queue by two local `arbiter worker --concurrency 1`
 *      processes (`--queue`, chunks of 1,000 games), Redis on a loopback port,
 * each `sim` a process of its own, timed by the report's own elapsedMs (the
 * batch, not Node's start). Then the queue's cost per chunk: the same
 * smaller batch in chunks of 10 and of 500, the difference in time over
 * the difference in chunks. Checks the three reports agree (timing aside),
 * and prints markdown with the load average before and after.
 * A benchmark, not a test: run it once, by hand.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL(import.meta.url.endsWith('.js') ? '../..' : '..', import.meta.url));
const BIN = join(root, 'apps/cli/bin/arbiter.js');

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const GAMES = flag('--games', 100_000);
const OVERHEAD_GAMES = flag('--overhead-games', 10_000);
/** Chunk sizes for the overhead: many small chunks against few large ones, both spread over the two workers. */
const SMALL = 10;
const LARGE = 500;

interface SimReport {
  games: number;
  elapsedMs: number;
  gamesPerSecond: number;
  [key: string]: unknown;
}

function sim(args: string[]): SimReport {
  const r = spawnSync(process.execPath, [BIN, 'sim', 'dice-duel', ...args, '--json', '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) throw new Error(`sim ${args.join(' ')} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as SimReport;
}

function timeless(r: SimReport): string {
  const { elapsedMs: _e, gamesPerSecond: _g, actionsPerSecond: _a, ...rest } = r;
  return JSON.stringify(rest);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(what: string, check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function startWorker(url: string): { child: ChildProcess; ready: () => boolean } {
  const child = spawn(process.execPath, [BIN, 'worker', '--queue', url, '--concurrency', '1'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  return { child, ready: () => err.includes('playing chunks from') };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main(): Promise<void> {
  const loadBefore = loadavg()[0];
  const say = (line: string) => process.stderr.write(`bench/queue: ${line}\n`);

  say(`one process, ${fmt(GAMES)} games`);
  const one = sim(['--games', String(GAMES)]);
  say(`worker-thread pool (2 threads)`);
  const pool = sim(['--games', String(GAMES), '--workers', '2']);

  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const workers = [startWorker(url), startWorker(url)];
  try {
    await waitFor('two workers', () => workers.every((w) => w.ready()));
    say('queue, two worker processes, chunks of 1,000');
    const queued = sim(['--games', String(GAMES), '--queue', url, '--chunk-size', '1000']);
    say(`queue overhead: ${fmt(OVERHEAD_GAMES)} games in chunks of ${SMALL} and of ${LARGE}`);
    const overhead = (size: number) =>
      sim(['--games', String(OVERHEAD_GAMES), '--seed', '7', '--queue', url, '--chunk-size', String(size)]);
    const small = overhead(SMALL);
    const large = overhead(LARGE);
    const loadAfter = loadavg()[0];

    const same = timeless(one) === timeless(pool) && timeless(one) === timeless(queued);
    const sameSmall = timeless(small) === timeless(large);
    const chunksSmall = Math.ceil(OVERHEAD_GAMES / SMALL);
    const chunksLarge = Math.ceil(OVERHEAD_GAMES / LARGE);
    const perChunkMs = (small.elapsedMs - large.elapsedMs) / (chunksSmall - chunksLarge);
    const ratio = queued.gamesPerSecond / pool.gamesPerSecond;

    const lines = [
      `Node ${process.version} · ${cpus()[0]?.model ?? 'unknown CPU'} · ${cpus().length} cores · load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
      '',
      `| ${fmt(GAMES)} Dice Duel games, random vs random | seconds | games/s | vs the pool |`,
      '| --- | ---: | ---: | ---: |',
      `| one process | ${fmt(one.elapsedMs / 1000, 1)} | ${fmt(one.gamesPerSecond)} | ${fmt(one.gamesPerSecond / pool.gamesPerSecond, 2)} |`,
      `| worker-thread pool, 2 threads | ${fmt(pool.elapsedMs / 1000, 1)} | ${fmt(pool.gamesPerSecond)} | 1.00 |`,
      `| queue, 2 worker processes × 1 thread, chunks of 1,000 | ${fmt(queued.elapsedMs / 1000, 1)} | ${fmt(queued.gamesPerSecond)} | ${fmt(ratio, 2)} |`,
      '',
      `Reports equal (timing aside): ${same ? 'yes' : 'NO'}.`,
      '',
      `Queue overhead per chunk: ${fmt(perChunkMs, 2)} ms (${fmt(OVERHEAD_GAMES)} games: ${fmt(small.elapsedMs / 1000, 2)} s in ${chunksSmall} chunks of ${SMALL}, ${fmt(large.elapsedMs / 1000, 2)} s in ${chunksLarge} chunks of ${LARGE}; reports equal: ${sameSmall ? 'yes' : 'NO'}).`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await Promise.all(
      workers.map((w) => {
        const exited = new Promise((r) => w.child.once('exit', r));
        w.child.kill('SIGTERM');
        return exited;
      }),
    );
    const redisExited = new Promise((r) => redis.once('exit', r));
    redis.kill('SIGTERM');
    await redisExited;
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
