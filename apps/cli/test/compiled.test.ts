/**
 * The compiled CLI (what `npx arbiter` runs: apps/cli/dist, built by
 * `npm install` and by the test setup when stale) against the TypeScript
 * sources run through tsx: the same output for the same commands, worker
 * threads included, and the same one-line errors.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['apps/cli/bin/arbiter.js', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    // NODE_DEBUG=esm logs every module of every thread: well past the 1 MB default.
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ARBITER_FROM_SOURCES: '', ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const compiled = (args: string[]) => run(args);
const fromSources = (args: string[]) => run(args, { ARBITER_FROM_SOURCES: '1' });

/** The project's module files a run loads (Node's ESM debug log names each one). */
function loadedFiles(args: string[], env: Record<string, string> = {}): string[] {
  const { stderr } = run(args, { NODE_DEBUG: 'esm', ...env });
  const urls = stderr.match(/file:\/\/[^\s'"]+/g) ?? [];
  return [...new Set(urls.filter((u) => !u.includes('/node_modules/')))];
}

describe('the compiled CLI', () => {
  it('is built', () => {
    expect(existsSync(`${repoRoot}/apps/cli/dist/main.js`)).toBe(true);
    expect(existsSync(`${repoRoot}/packages/sim/dist/worker.js`)).toBe(true);
  });

  it('loads only compiled JavaScript, worker threads too; ARBITER_FROM_SOURCES=1 runs the TypeScript', () => {
    const files = loadedFiles(['sim', 'dice-duel', '--games', '4', '--workers', '2']);
    expect(files).toContain(`file://${repoRoot}apps/cli/dist/main.js`);
    expect(files).toContain(`file://${repoRoot}packages/sim/dist/worker.js`);
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    expect(loadedFiles(['games'], { ARBITER_FROM_SOURCES: '1' })).toContain(
      `file://${repoRoot}apps/cli/src/main.ts`,
    );
  });

  it('lists the games without loading any of them (start time), and loads only the game a command names', () => {
    const listing = loadedFiles(['games']);
    expect(listing).toContain(`file://${repoRoot}games/catalog/dist/entries.js`);
    expect(listing.filter((f) => /\/games\/(?!catalog\/)[^/]+\/(dist|data)\//.test(f))).toEqual([]);
    // Nor the queue (BullMQ) or the report's chart libraries: only the commands that use them load them.
    expect(listing.filter((f) => /\/packages\/(queue|report)\//.test(f))).toEqual([]);
    const one = loadedFiles(['validate', 'dice-duel']);
    expect(one.some((f) => f.includes('/games/dice-duel/dist/'))).toBe(true);
    expect(one.filter((f) => /\/games\/(queens-blood|pocket)\//.test(f))).toEqual([]);
  });

  it('lists the same games as the sources', () => {
    const a = compiled(['games']);
    expect(a.stderr).toBe('');
    expect(a.status).toBe(0);
    expect(a.stdout).toMatch(/^dice-duel {2}/m);
    expect(fromSources(['games'])).toEqual(a);
  });

  it('simulates exactly as the sources do, in one thread and in worker threads', () => {
    for (const game of ['dice-duel', 'queens-blood']) {
      // --quiet: a batch slowed by a busy machine would show its progress on stderr, which is timing, not the result.
      const args = ['sim', game, '--games', '12', '--seed', '40', '--json', '--no-timing', '--quiet'];
      const one = compiled(args);
      expect(one.stderr).toBe('');
      expect(one.status).toBe(0);
      expect(JSON.parse(one.stdout).games).toBe(12);
      expect(fromSources(args)).toEqual(one);
      expect(compiled([...args, '--workers', '2'])).toEqual(one);
    }
  });

  it('fails with the same single line and exit code', () => {
    const args = ['sim', 'no-such-game', '--games', '1'];
    const bad = compiled(args);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^arbiter: unknown game 'no-such-game' \(known: [^)]*\)\n$/);
    expect(fromSources(args)).toEqual(bad);
  });
});
