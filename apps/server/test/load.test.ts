/**
 * The load script, run small so it cannot rot: it plays its matches to the
 * end with no refusal, reports its figures, and leaves nothing running —
 * neither when it finishes nor when it is stopped half way.
 */
import { describe, expect, it } from 'vitest';
import { runLoad } from '../scripts/load.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the load script', { timeout: 120_000 }, () => {
  it('plays its matches between two human seats, reports its figures, and stops the server it started', async () => {
    let pid = 0;
    const r = await runLoad({
      concurrent: 2,
      matches: 4,
      game: 'dice-duel',
      agent: 'random',
      timeoutSeconds: 90,
      onServer: (p) => {
        pid = p;
      },
    });
    expect(r.errorCodes).toEqual({});
    expect(r.matches).toBe(4);
    expect(r.actions).toBeGreaterThan(4 * 5);
    expect(r.matchesPerSecond).toBeGreaterThan(0);
    expect(r.actionsPerSecond).toBeGreaterThan(0);
    expect(r.p50ms).toBeGreaterThan(0);
    expect(r.p99ms).toBeGreaterThanOrEqual(r.p50ms);
    expect(r.maxMs).toBeGreaterThanOrEqual(r.p99ms);
    expect(r.serverRssMbPeak).toBeGreaterThanOrEqual(r.serverRssMbStart);
    expect(r.serverRssMbStart).toBeGreaterThan(10);
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });

  it('stops the server it started when it is stopped half way', async () => {
    const abort = new AbortController();
    let pid = 0;
    const run = runLoad({
      concurrent: 2,
      matches: 1000,
      game: 'queens-blood',
      agent: 'random',
      timeoutSeconds: 90,
      signal: abort.signal,
      onServer: (p) => {
        pid = p;
        setTimeout(() => abort.abort(), 300);
      },
    });
    await expect(run).rejects.toThrow('stopped');
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });
});
