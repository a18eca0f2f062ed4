/**
 * The compiled server (what `npm start` runs: apps/server/dist/main.js) in a
 * process of its own: it serves the catalog, and a greedy seat thinks in the
 * compiled agent thread (no TypeScript loaded anywhere) to the end of a match.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from './helpers.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let child: ChildProcess | null = null;
let dir: string | null = null;
afterEach(() => {
  child?.kill();
  child = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** Starts the compiled server on a free port; resolves with its base URL and a reader of its stderr so far. */
function startCompiled(
  env: Record<string, string | undefined> = { HOST: '127.0.0.1' },
): Promise<{ base: string; stderr: () => string; stdout: () => string }> {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-compiled-server-'));
  const proc = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: undefined,
      ...env,
      ARBITER_DB: join(dir, 'arbiter.db'),
      ARBITER_AGENT_DELAY_MS: '0',
      NODE_DEBUG: 'esm',
    },
  });
  child = proc;
  let out = '';
  let err = '';
  proc.stderr!.on('data', (chunk) => (err += chunk));
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (chunk) => {
      out += chunk;
      const url = out.match(/serving (http:\/\/\S+)/)?.[1];
      if (url) resolve({ base: url, stderr: () => err, stdout: () => out });
    });
    proc.on('exit', (code) => reject(new Error(`the server exited (${code}): ${err.slice(-500)}`)));
  });
}

describe('the compiled server', () => {
  it('plays a greedy seat in the compiled agent thread, loading no TypeScript', async () => {
    const { base, stderr } = await startCompiled();
    const games = await api<Array<{ id: string }>>(base, '/api/games');
    expect(games.body.map((g) => g.id)).toContain('queens-blood');
    const created = await api<{ id: string }>(base, '/api/matches', {
      method: 'POST',
      body: { game: 'queens-blood', seats: ['greedy', 'random'], take: null },
    });
    expect(created.status).toBe(201);
    const deadline = Date.now() + 60_000;
    let status = 'active';
    while (status === 'active' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await api<{ status: string }>(base, `/api/matches/${created.body.id}`)).body.status;
    }
    expect(status).toBe('finished');
    const loaded = [...new Set(stderr().match(/file:\/\/[^\s'"]+/g) ?? [])].filter(
      (u) => !u.includes('/node_modules/'),
    );
    expect(loaded).toContain(`file://${repoRoot}apps/server/dist/agent-worker.js`);
    expect(loaded.filter((u) => u.endsWith('.ts'))).toEqual([]);
  });

  it('listens on 127.0.0.1 when HOST is not set, and says how to share it', async () => {
    const { base, stdout } = await startCompiled({});
    const url = new URL(base);
    expect(url.hostname).toBe('127.0.0.1');
    expect((await api(base, '/api/health')).status).toBe(200);
    await expect.poll(stdout).toContain('HOST=0.0.0.0 shares it on your network');
    // Another interface of this machine, if it has one, gets no answer.
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (lan) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: lan.address, port: Number(url.port) });
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
  });
});
