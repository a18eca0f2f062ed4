/**
 * Lab runs on `arbiter worker`s through Redis (`createServer({ lab: { queue } })`,
 * ARBITER_LAB_QUEUE): a run on the shipped data gives the same batches as
 * on the server's own pool; a variant's batches stay on the pool; cancelling
 * removes the jobs no worker has taken. Skipped without redis-server.
 */

import { QUEUE_NAME } from '@arbiter/queue';
import { stripTiming } from '@arbiter/sim';
import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Proc,
  RedisServer,
  redisServerPath,
  startWorkerProcess,
  stopProcess,
  testQueue,
} from '../../../../packages/queue/test/harness.ts';
import { api, type Running } from '../helpers.ts';
import { CLIENT, startLab, submit, waitFor } from './lab-helpers.ts';

const bin = redisServerPath();
if (!bin) console.warn('apps/server/test/lab/queue.test.ts skipped: no redis-server');

describe.skipIf(!bin)('Lab runs on the Redis queue', () => {
  let redis: RedisServer;
  let worker: Proc;
  let queued: Running;
  let local: Running;
  beforeAll(async () => {
    redis = await RedisServer.start(bin!);
    worker = await startWorkerProcess(redis.url);
    queued = await startLab({ queue: redis.url });
    local = await startLab();
  }, 120_000);
  afterAll(async () => {
    await queued?.server.close();
    await local?.server.close();
    if (worker) await stopProcess(worker);
    await redis?.dispose();
  });

  it('plays the same batches as the pool, and keeps a variant on the pool', async () => {
    const body = {
      game: 'dice-duel',
      subject: { hero: 'pyromancer' },
      opponents: ['shadow-monk', 'training-dummy'],
      games: 600,
      seed: 4,
      mode: 'ab',
      variant: {
        name: 'quick monk',
        changes: [{ file: 'heroes.json', path: ['heroes', 1, 'maxHp'], value: 20 }],
      },
    };
    // Which jobs the workers complete, by id (`lab-<run>-<batch>-<chunk>`).
    const events = new QueueEvents(QUEUE_NAME, { connection: { url: redis.url } });
    const completed: string[] = [];
    events.on('completed', ({ jobId }) => completed.push(jobId));
    await events.waitUntilReady();
    const onQueue = await submit(queued.base, body);
    const onPool = await submit(local.base, body);
    const [a, b] = await Promise.all([
      waitFor(queued.base, onQueue.body.id),
      waitFor(local.base, onPool.body.id),
    ]);
    await events.close();
    expect(a.run.status).toBe('done');
    const strip = (r: typeof a) =>
      r.result!.batches.map((x) => ({ ...x, report: stripTiming(x.report as never) }));
    expect(strip(a)).toEqual(strip(b));
    expect(a.result!.variants).toEqual(b.result!.variants);
    // The workers played the shipped data's batches (0-3); the variant's (4-7) were the pool's.
    const batches = new Set(
      completed
        .filter((j) => j.startsWith(`lab-${onQueue.body.id}-`))
        .map((j) => Number(j.split('-').at(-2))),
    );
    expect([...batches].sort()).toEqual([0, 1, 2, 3]);
  });

  it('cancels a queued run: the jobs no worker has taken are removed', async () => {
    const long = await submit(queued.base, {
      game: 'pocket',
      subject: { preset: 'mewtwoex' },
      opponents: ['fire'],
      agents: ['random'],
      games: 40_000,
    });
    await waitFor(queued.base, long.body.id, (r) => r.status === 'running' && r.gamesDone > 0);
    await api(queued.base, `/api/lab/runs/${long.body.id}/cancel`, {
      method: 'POST',
      body: {},
      client: CLIENT,
    });
    const ended = await waitFor(queued.base, long.body.id);
    expect(ended.run.status).toBe('cancelled');
    const q = testQueue(redis.url);
    try {
      const waiting = await q.getJobs(['waiting', 'delayed', 'prioritized']);
      expect(waiting.filter((j) => j.id?.startsWith(`lab-${long.body.id}-`))).toEqual([]);
    } finally {
      await q.done();
    }
  });
});
