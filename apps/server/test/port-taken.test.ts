/**
 * The server's main (what `npm start` runs) on a port something else holds:
 * one line naming the port and how to choose another (PORT=), exit code 1,
 * no stack trace.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { listenFailure } from '../src/listen-failure.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

function holdPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      resolve({ server, port: typeof addr === 'object' && addr ? addr.port : 0 });
    });
  });
}

function runMain(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-port-taken-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ARBITER_DB: join(dir, 'arbiter.db'), ARBITER_AGENT_THREADS: '0', ...env },
  });
  cleanups.push(() => proc.kill());
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (c) => (stdout += c));
  proc.stderr.on('data', (c) => (stderr += c));
  return new Promise((resolve) => proc.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('starting on a port that is taken', () => {
  it('says so in one line naming the port and PORT=, and exits 1', async () => {
    const held = await holdPort();
    cleanups.push(() => held.server.close());
    const run = await runMain({ PORT: String(held.port), HOST: '127.0.0.1' });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Port ${held.port} is already in use on 127\\.0\\.0\\.1; .*PORT=`));
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toMatch(/serving/);
  }, 60_000);

  it('words the other listening failures in one line too', () => {
    const err = (code: string) => Object.assign(new Error(`listen ${code}`), { code });
    expect(listenFailure(err('EACCES'), 80, '127.0.0.1')).toMatch(
      /^Not allowed to listen on port 80 .*PORT=/,
    );
    expect(listenFailure(err('EADDRNOTAVAIL'), 8080, '10.9.9.9')).toMatch(
      /^10\.9\.9\.9 is not an address .*HOST=/,
    );
    expect(listenFailure(err('EOTHER'), 8080, '::1')).not.toContain('\n');
  });
});
