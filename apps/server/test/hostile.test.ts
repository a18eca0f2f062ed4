/**
 * The hostile-request run (scripts/hostile.ts) against every game of the
 * catalog: no answer of 500, no `internal` error, no file touched outside
 * the web client's folder, every answer within a second, no stack trace in
 * the log, and the server healthy afterwards.
 */
import { describe, expect, it } from 'vitest';
import { runHostile } from '../scripts/hostile.ts';

describe('hostile HTTP and WebSocket requests against every game', () => {
  it('get 0 answers of 500 and open 0 files', { timeout: 120_000 }, async () => {
    const r = await runHostile({ rounds: 1 });
    expect(r.failures).toEqual([]);
    expect(r.http).toBeGreaterThan(400);
    expect(r.ws).toBeGreaterThan(40);
    expect(r.serverErrors).toBe(0);
    expect(r.byStatus['500'] ?? 0).toBe(0);
    expect(r.wsInternal).toBe(0);
    // The watch saw the web client's own files being served, and nothing else.
    expect(r.fsCalls).toBeGreaterThan(0);
    expect(r.filesTouched).toEqual([]);
    expect(r.slow).toEqual([]);
    expect(r.stackTraces).toBe(0);
    expect(r.wsCloseCodes).toEqual({ '1009': 1 });
    expect(r.healthyAfter).toBe(true);
    // Paths, unknown names and extra fields were refused for what they are.
    expect(r.byCode['bad-options']).toBeGreaterThan(200);
    expect(r.byCode['bad-action']).toBeGreaterThanOrEqual(4 * 5);
    expect(r.byStatus['201'] ?? 0).toBe(0);
  });
});
