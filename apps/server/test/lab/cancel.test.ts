/**
 * Cancelling a Lab run: a running run stops at once (its worker process is
 * killed mid-chunk, not left to finish), keeps no result, and the run queued
 * behind it starts; a queued run is dropped before it starts; progress and
 * the end reach a watcher over /ws/lab.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { LabServerMessage, RunSummary } from '../../src/lab/protocol.ts';
import { api, type Running } from '../helpers.ts';
import { CLIENT, OTHER, startLab, submit, waitFor } from './lab-helpers.ts';

let lab: Running | null = null;
afterEach(async () => {
  await lab?.server.close();
  lab = null;
});

const longRun = { game: 'pocket', subject: { preset: 'mewtwoex' }, opponents: ['fire'], games: 40_000 };
const shortRun = {
  game: 'dice-duel',
  subject: { hero: 'pyromancer' },
  opponents: ['shadow-monk'],
  games: 20,
};

function watch(
  url: string,
  run: string,
): { messages: RunSummary[]; close: () => void; ended: Promise<void> } {
  const ws = new WebSocket(`${url}/lab?client=${CLIENT}`);
  const messages: RunSummary[] = [];
  const ended = new Promise<void>((resolve) => {
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as LabServerMessage;
      if (m.type !== 'run') return;
      messages.push(m.run);
      if (!['queued', 'running'].includes(m.run.status)) resolve();
    });
  });
  ws.on('open', () => ws.send(JSON.stringify({ type: 'watch', run })));
  return { messages, close: () => ws.close(), ended };
}

describe('cancelling a Lab run', () => {
  it('stops a running run at once, and the next run starts', async () => {
    lab = await startLab();
    const long = await submit(lab.base, longRun);
    const next = await submit(lab.base, shortRun, OTHER);
    expect(next.body.position).toBe(1);
    const watcher = watch(lab.wsUrl, long.body.id);
    const running = await waitFor(lab.base, long.body.id, (r) => r.status === 'running' && r.gamesDone > 0);
    expect(running.run.gamesDone).toBeLessThan(40_000);
    const asked = Date.now();
    const cancelled = await api<RunSummary>(lab.base, `/api/lab/runs/${long.body.id}/cancel`, {
      method: 'POST',
      body: {},
      client: CLIENT,
    });
    expect(cancelled.status).toBe(200);
    const ended = await waitFor(lab.base, long.body.id);
    expect(ended.run.status).toBe('cancelled');
    expect(Date.now() - asked).toBeLessThan(2000);
    expect(ended.run.gamesDone).toBeLessThan(40_000);
    expect(ended.result).toBeUndefined();
    expect((await api(lab.base, `/api/lab/runs/${long.body.id}/result.json`)).status).toBe(404);
    // The watcher saw progress (games done growing while it ran), then the end.
    await watcher.ended;
    watcher.close();
    const running2 = watcher.messages.filter((m) => m.status === 'running');
    expect(running2.length).toBeGreaterThan(0);
    expect(watcher.messages.at(-1)?.status).toBe('cancelled');
    expect(watcher.messages.at(-1)?.mine).toBe(true);
    // The run queued behind it plays to the end.
    const after = await waitFor(lab.base, next.body.id);
    expect(after.run.status).toBe('done');
    expect(after.result?.batches.reduce((n, b) => n + b.report.games, 0)).toBe(20);
  });

  it('drops a queued run before it starts', async () => {
    lab = await startLab();
    const long = await submit(lab.base, longRun);
    const queued = await submit(lab.base, shortRun, OTHER);
    const cancelled = await api<RunSummary>(lab.base, `/api/lab/runs/${queued.body.id}/cancel`, {
      method: 'POST',
      body: {},
      client: OTHER,
    });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.gamesDone).toBe(0);
    const stored = await api<{ run: RunSummary }>(lab.base, `/api/lab/runs/${queued.body.id}`, {
      client: OTHER,
    });
    expect(stored.body.run.status).toBe('cancelled');
    await api(lab.base, `/api/lab/runs/${long.body.id}/cancel`, { method: 'POST', body: {}, client: CLIENT });
    expect((await waitFor(lab.base, long.body.id)).run.status).toBe('cancelled');
  });
});
