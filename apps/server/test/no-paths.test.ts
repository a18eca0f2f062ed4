/**
 * A match option never names a path on the server (issue 19). A deck named
 * by a path — absolute, relative, a real and legal deck file, a secret, a
 * FIFO — is refused with 400 `bad-options` at once, and the server calls
 * nothing in node:fs for it (recorded in-process by fs-watch.ts). A FIFO
 * named to a server in a process of its own is answered within a second,
 * nobody opens it, and the server stays healthy.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { games as catalog } from '@arbiter/games';
import { afterEach, describe, expect, it } from 'vitest';
import { watchFileSystem } from '../scripts/fs-watch.ts';
import type { MatchSummary } from '../src/protocol.ts';
import { api, serverFixtures } from './helpers.ts';

type ErrorBody = { error: { code: string; reason: string } };
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const { cleanups, start } = serverFixtures();

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-no-paths-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const FIRE =
  'Energy: Fire\n2 A1 042\n2 A1 043\n2 A1 044\n2 A1 049\n2 A1 050\n2 A1 223\n2 A1 225\n2 P-A 001\n2 P-A 005\n2 P-A 007\n';

/** Whether some process has the FIFO open for reading now (a non-blocking writer gets ENXIO when none has). */
function fifoHasReader(fifo: string): boolean {
  try {
    closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENXIO') return false;
    throw e;
  }
}

describe('deck options naming a path', () => {
  it('are refused with 400 bad-options, and the server touches no file for them', async () => {
    const dir = tempDir();
    const deckFile = join(dir, 'fire.txt');
    writeFileSync(deckFile, FIRE);
    const secret = join(dir, 'secret');
    writeFileSync(secret, 'root:x:0:0\n');
    const run = await start({ games: catalog });
    // Warm up: the game's data and presets load (from its own folder) before the watch.
    expect(
      (
        await api(run.base, '/api/matches', {
          // A seat nobody plays keeps it active to the end of the test (two agents could finish it).
          body: { game: 'pocket', seats: ['human', 'random'], take: null },
        })
      ).status,
    ).toBe(201);
    const paths = [
      deckFile,
      secret,
      '/etc/passwd',
      '../../etc/passwd',
      './fire.txt',
      'fire.txt',
      '~/deck',
      'C:\\deck.txt',
    ];
    const watch = watchFileSystem();
    cleanups.push(() => watch.stop());
    const answers: Array<{ status: number; body: ErrorBody; ms: number }> = [];
    for (const path of paths) {
      for (const key of ['deck1', 'deck2']) {
        const started = performance.now();
        const r = await api<ErrorBody>(run.base, '/api/matches', {
          body: { game: 'pocket', options: { [key]: path }, seats: ['human', 'random'] },
        });
        answers.push({ ...r, ms: performance.now() - started });
      }
    }
    watch.stop();
    expect(watch.calls).toEqual([]);
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(a.body.error.code).toBe('bad-options');
      expect(a.body.error.reason).toMatch(/^deck[12]: '.*' looks like a file path; .*never a path/);
      expect(a.ms).toBeLessThan(1000);
    }
    // No match was made of them: the lobby shows only the warm-up match.
    const listed = await api<MatchSummary[]>(run.base, '/api/matches');
    expect(listed.body.map((m) => m.options)).not.toContainEqual(
      expect.objectContaining({ deck1: deckFile }),
    );
    expect(run.server.manager.activeCount()).toBe(1);
  });

  it('a deck given inline (its text or JSON) plays, and is what the lobby shows', async () => {
    const run = await start({ games: catalog });
    const cards = FIRE.trim()
      .split('\n')
      .slice(1)
      .flatMap((l) => [l.slice(2), l.slice(2)]);
    const r = await api<{ match: MatchSummary }>(run.base, '/api/matches', {
      body: {
        game: 'pocket',
        options: { deck1: FIRE, deck2: { name: 'blaze', cards } },
        seats: ['random', 'random'],
        take: null,
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.match.options).toMatchObject({ deck1: FIRE, deck2: { name: 'blaze' } });
  });
});

describe('a FIFO named as a deck, to the server in its own process', () => {
  let child: ChildProcess | null = null;
  afterEach(() => {
    // SIGKILL: a server stuck reading a FIFO would never run a SIGTERM handler.
    child?.kill('SIGKILL');
    child = null;
  });

  it('is answered within a second with 400, never opened, and the server stays healthy', {
    timeout: 60_000,
  }, async () => {
    const dir = tempDir();
    const fifo = join(dir, 'deck.txt');
    execFileSync('mkfifo', [fifo]);
    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        ARBITER_DB: join(dir, 'a.db'),
        ARBITER_AGENT_THREADS: '0',
      },
    });
    child = proc;
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      proc.stdout!.on('data', (c) => {
        out += c;
        const url = out.match(/serving (http:\/\/\S+)/)?.[1];
        if (url) resolve(url);
      });
      proc.on('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    // Warm up first: the first Pocket request loads the game's card pool
    // (3,761 cards, compiled from source here), which on a loaded machine can
    // alone take a second. The FIFO requests are timed against a warm server.
    const warm = await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'pocket', options: {}, seats: ['human', 'random'] }),
    });
    expect(warm.status).toBeLessThan(300);
    for (const key of ['deck1', 'deck2']) {
      const started = performance.now();
      const res = await fetch(`${base}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'pocket', options: { [key]: fifo }, seats: ['human', 'random'] }),
        signal: AbortSignal.timeout(1000),
      });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe('bad-options');
      expect(fifoHasReader(fifo)).toBe(false);
    }
    const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
    expect(health.status).toBe(200);
  });
});
