/** Helpers for the Lab's server tests: a server with the catalog's games and a small Lab pool. */
import type { LabSettings } from '../../src/lab/index.ts';
import type { RunSummary } from '../../src/lab/protocol.ts';
import type { ServerOptions } from '../../src/server.ts';
import { api, type Running, startServer } from '../helpers.ts';

export const CLIENT = 'lab-test-client-1';
export const OTHER = 'lab-test-client-2';

export async function startLab(lab: LabSettings = {}, opts: ServerOptions = {}): Promise<Running> {
  const { games: _toy, ...rest } = opts;
  // The catalog's games (startServer defaults to the toy game, which the Lab does not know).
  const { games } = await import('@arbiter/games');
  return startServer({ games, lab: { workers: 1, ...lab }, ...rest });
}

export interface RunView {
  run: RunSummary;
  request: unknown;
  result?: import('@arbiter/report').LabResult;
  blocks?: unknown[];
}

export async function submit(base: string, body: unknown, client = CLIENT) {
  return api<RunSummary & { error?: { code: string; reason: string } }>(base, '/api/lab/runs', {
    body,
    client,
  });
}

/** Polls until the run leaves `statuses` (default: queued and running). */
export async function waitFor(
  base: string,
  id: string,
  until: (r: RunSummary) => boolean = (r) => r.status !== 'queued' && r.status !== 'running',
  timeoutMs = 120_000,
): Promise<RunView> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api<RunView>(base, `/api/lab/runs/${id}`, { client: CLIENT });
    if (until(body.run)) return body;
    if (Date.now() > end) throw new Error(`run ${id} still ${body.run.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
