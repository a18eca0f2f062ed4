/**
 * Distributed batches end to end: a real redis-server on a loopback port,
 * two `arbiter worker` processes and `arbiter sim --queue` submitters, each
 * its own process. The queued report must equal the single-process report
 * for the same inputs, through killed workers, a killed submitter and a
 * restarted Redis. Skipped, with a message, where redis-server is missing.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_NAME } from '../src/index.ts';
import {
  arbiter,
  type Proc,
  RedisServer,
  redisServerPath,
  runArbiter,
  sleep,
  startWorkerProcess,
  stopProcess,
  testQueue,
  until,
} from './harness.ts';

const redisBin = redisServerPath();
if (!redisBin)
  console.warn(
    'packages/queue tests skipped: no redis-server on this machine (apt-get install redis-server)',
  );

const temp: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'arbiter-queue-'));
  temp.push(d);
  return d;
}

/** The single-process report for the same arguments (no queue flags). */
async function localJson(args: string[]): Promise<unknown> {
  const r = await runArbiter(['sim', ...args, '--json', '--no-timing', '--quiet']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

describe.skipIf(!redisBin)('sim --queue with two worker processes', () => {
  let redis: RedisServer;
  let workers: Proc[] = [];
  const queueArgs = () => ['--queue', redis.url, '--json', '--no-timing', '--quiet'];

  beforeAll(async () => {
    redis = await RedisServer.start(redisBin!);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(workers.map((w) => stopProcess(w, 'SIGKILL')));
    workers = [];
  });
  afterAll(async () => {
    await redis?.dispose();
    for (const d of temp) rmSync(d, { recursive: true, force: true });
  });

  const twoWorkers = async () => {
    workers = await Promise.all([startWorkerProcess(redis.url), startWorkerProcess(redis.url)]);
    return workers;
  };

  it('gives the single-process report, field for field; A/B and --log-dir too; cleans up after itself', async () => {
    // One worker with two threads inside.
    workers = await Promise.all([
      startWorkerProcess(redis.url),
      startWorkerProcess(redis.url, ['--concurrency', '2']),
    ]);
    expect(workers[1].stderr()).toMatch(
      /playing chunks from redis:\/\/127\.0\.0\.1:\d+\/? \(queue arbiter-sim\), 2 threads/,
    );
    const args = ['dice-duel', '--games', '200', '--seed', '40', '--agents', 'random'];
    const queued = await runArbiter(['sim', ...args, ...queueArgs(), '--chunk-size', '64']);
    expect(queued.stderr).toBe('');
    expect(queued.code).toBe(0);
    expect(JSON.parse(queued.stdout)).toEqual(await localJson(args));

    // Queen's Blood too (its metrics fold card and deck tables): same report.
    const qb = ['queens-blood', '--games', '60', '--seed', '5', '--agents', 'greedy,random'];
    const qbQueued = await runArbiter(['sim', ...qb, ...queueArgs(), '--chunk-size', '7']);
    expect(qbQueued.code).toBe(0);
    expect(JSON.parse(qbQueued.stdout)).toEqual(await localJson(qb));

    const logsQ = tempDir();
    const logsL = tempDir();
    const ab = ['dice-duel', '--games', '60', '--seed', '7', '--ab', 'hero1=pyromancer,shadow-monk'];
    const q = await runArbiter(['sim', ...ab, '--log-dir', logsQ, ...queueArgs(), '--chunk-size', '15']);
    expect(q.code).toBe(0);
    const queuedAb = JSON.parse(q.stdout);
    const local = (await localJson([...ab, '--log-dir', logsL])) as typeof queuedAb;
    // Same report but for where the logs went.
    expect(JSON.stringify(queuedAb).replaceAll(logsQ, 'LOGS')).toBe(
      JSON.stringify(local).replaceAll(logsL, 'LOGS'),
    );
    for (const variant of readdirSync(logsQ)) {
      expect(readdirSync(join(logsQ, variant)).sort()).toEqual(readdirSync(join(logsL, variant)).sort());
      expect(readdirSync(join(logsQ, variant))).toHaveLength(60);
    }
    // Both workers played.
    expect(workers.every((w) => w.child.exitCode === null)).toBe(true);
    // Nothing of the finished batches is left in Redis.
    const r = new Redis(redis.url);
    r.on('error', () => {});
    expect(await r.keys('arbiter:batch:*')).toEqual([]);
    expect((await r.keys(`bull:${QUEUE_NAME}:dice-duel-*`)).length).toBe(0);
    r.disconnect();
    // A worker asked to stop finishes and exits.
    await stopProcess(workers[0], 'SIGTERM');
    expect(workers[0].child.exitCode).toBe(0);
    expect(workers[0].stderr()).toMatch(/stopping after the chunks in hand \(\d+ played/);
  }, 180_000);

  it('refuses bad job payloads with a reason, and keeps working', async () => {
    workers = [await startWorkerProcess(redis.url)];
    const [worker] = workers;
    const queue = testQueue(redis.url);
    const good = {
      v: 1,
      batch: 'x',
      chunk: 0,
      game: 'dice-duel',
      seed: 1,
      first: 0,
      count: 2,
      kinds: ['random', 'random'],
      options: {},
    };
    const bad: Array<[unknown, RegExp]> = [
      [{ hello: 'world' }, /^bad job payload: v: /],
      [{ ...good, count: 0 }, /^bad job payload: count: /],
      [{ ...good, kinds: ['random', 'sorcerer'] }, /^bad job payload: kinds: unknown agent kind 'sorcerer'/],
      [{ ...good, kinds: ['llm', 'random'] }, /agent 'llm' does not play in queued batches/],
      [{ ...good, game: 'chess' }, /^bad job payload: unknown game 'chess' \(this worker plays: .*dice-duel/],
      [{ ...good, kinds: ['random'] }, /1 agents for 2 seats/],
      [{ ...good, options: { hero1: 'nobody' } }, /^bad job payload: options\.hero1: /],
      [{ ...good, moduleToImport: '/etc/passwd' }, /^bad job payload: payload: .*moduleToImport/],
    ];
    for (const [i, [data]] of bad.entries())
      await queue.add('chunk', data, { jobId: `bad-${i}`, attempts: 3 });
    for (const [i, [, reason]] of bad.entries()) {
      const job = await until(`job bad-${i} to fail`, async () => {
        const j = await queue.getJob(`bad-${i}`);
        // Read again once failed: a job fetched just before it failed carries no failedReason.
        return j && (await j.getState()) === 'failed' ? ((await queue.getJob(`bad-${i}`)) ?? null) : null;
      });
      expect(job.failedReason).toMatch(reason);
      // Refused once, not retried.
      expect(job.attemptsMade).toBe(1);
    }
    expect(worker.stderr()).toMatch(/job bad-0 failed \(attempt 1\): bad job payload/);
    await queue.obliterate({ force: true });
    await queue.done();
    // Still playing.
    const args = ['dice-duel', '--games', '50', '--seed', '3'];
    const run = await runArbiter(['sim', ...args, ...queueArgs(), '--chunk-size', '10']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(await localJson(args));
  }, 120_000);

  it('loses nothing and counts no seed twice when a worker is killed mid-chunk', async () => {
    await twoWorkers();
    const logs = tempDir();
    const args = [
      'dice-duel',
      '--games',
      '72',
      '--seed',
      '11',
      '--agents',
      'greedy,random',
      '--log-dir',
      logs,
    ];
    const submitter = arbiter([
      'sim',
      ...args,
      ...queueArgs(),
      '--chunk-size',
      '8',
      '--batch-id',
      'kill-worker',
    ]);
    // Kill the first worker while it holds a chunk.
    const queue = testQueue(redis.url);
    const victim = workers[0];
    const held = await until('the first worker to take a chunk', async () => {
      const active = await queue.getActive();
      return active.find((j) => j.processedBy?.endsWith(`:${victim.child.pid}`));
    });
    victim.child.kill('SIGKILL');
    await victim.exited;
    expect(await submitter.exited).toBe(0);
    // The orphaned chunk was played again by the other worker.
    expect(workers[1].child.exitCode).toBe(null);
    const report = JSON.parse(submitter.stdout());
    const localLogs = tempDir();
    const local = (await localJson([...args.slice(0, -1), localLogs])) as typeof report;
    expect(JSON.stringify(report).replaceAll(logs, 'L')).toBe(
      JSON.stringify(local).replaceAll(localLogs, 'L'),
    );
    expect(report.games).toBe(72);
    expect(new Set(report.logs).size).toBe(72);
    expect(held.id).toMatch(/^kill-worker-\d+$/);
    await queue.done();
  }, 180_000);

  it('resumes a batch whose submitter was killed: same id, same report', async () => {
    await twoWorkers();
    const args = ['dice-duel', '--games', '72', '--seed', '90', '--agents', 'greedy,random'];
    const flags = [...queueArgs(), '--chunk-size', '8', '--batch-id', 'kill-submitter'];
    const first = arbiter(['sim', ...args, ...flags]);
    const queue = testQueue(redis.url);
    await until('some chunks to complete', async () => (await queue.getCompletedCount()) >= 3);
    first.child.kill('SIGKILL');
    await first.exited;
    const doneBefore = await queue.getCompletedCount();
    const second = await runArbiter(['sim', ...args, ...flags]);
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual(await localJson(args));
    expect(doneBefore).toBeGreaterThanOrEqual(3);
    await queue.done();
  }, 180_000);

  it('survives Redis restarting mid-batch (append-only file on)', async () => {
    await twoWorkers();
    const args = ['dice-duel', '--games', '72', '--seed', '300', '--agents', 'greedy,random'];
    const submitter = arbiter(['sim', ...args, ...queueArgs(), '--chunk-size', '8']);
    const queue = testQueue(redis.url);
    await until('some chunks to complete', async () => (await queue.getCompletedCount()) >= 2);
    await queue.done();
    await redis.stop();
    await sleep(1500);
    await redis.resume();
    expect(await submitter.exited).toBe(0);
    expect(JSON.parse(submitter.stdout())).toEqual(await localJson(args));
  }, 180_000);

  it('fails clearly when Redis stays away, and the same command resumes later', async () => {
    await twoWorkers();
    const args = ['dice-duel', '--games', '72', '--seed', '500', '--agents', 'greedy,random'];
    const flags = [...queueArgs(), '--chunk-size', '8', '--redis-timeout', '3'];
    const submitter = arbiter(['sim', ...args, ...flags]);
    const queue = testQueue(redis.url);
    await until('some chunks to complete', async () => (await queue.getCompletedCount()) >= 2);
    await queue.done();
    await redis.stop();
    expect(await submitter.exited).toBe(1);
    const line = submitter.stderr().trim();
    expect(line).toMatch(
      /^arbiter: .*Redis at redis:\/\/127\.0\.0\.1:\d+ has not answered for 3 s .*run the same command again \(batch id dice-duel-[0-9a-f]+\) to resume$/,
    );
    expect(line.split('\n')).toHaveLength(1);
    await redis.resume();
    const again = await runArbiter(['sim', ...args, ...flags]);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual(await localJson(args));
  }, 180_000);
});
