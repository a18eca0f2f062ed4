/**
 * Builds the web client when its dist is missing or older than its sources
 * (`npm start` runs this first, compiled). `--force` always builds.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file runs from scripts/ (tsx, tests) or compiled from scripts/dist/ (`npm start`).
const here = dirname(fileURLToPath(import.meta.url));
export const webRoot = resolve(here, basename(here) === 'dist' ? '../..' : '..');
export const webDist = join(webRoot, 'dist');

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/index.html is missing or older than any source file. */
export function webBuildIsStale(): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return true;
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(webRoot, p));
  const newestSource = Math.max(...sources.filter((p) => existsSync(p)).map(newestMtime));
  return statSync(index).mtimeMs < newestSource;
}

const LOCK = join(webRoot, '.build.lock');
const LOCK_STALE_MS = 120_000;

/**
 * Holds the build lock (a directory: creating one is atomic) while `fn`
 * runs, so two processes that find the build stale at once (two browser test
 * files) do not write dist/ together; the second waits, then finds it fresh.
 */
async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A lock left by a killed build goes after a while.
      const held = statSync(LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) {
        rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export async function ensureWebBuilt(opts: { force?: boolean; quiet?: boolean } = {}): Promise<boolean> {
  if (!opts.force && !webBuildIsStale()) return false;
  return withBuildLock(async () => {
    if (!opts.force && !webBuildIsStale()) return false; // another process built it while we waited
    if (!opts.quiet) console.log('Building the web client…');
    const { build } = await import('vite');
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: opts.quiet ? 'warn' : 'info',
    });
    return true;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await ensureWebBuilt({ force: process.argv.includes('--force') });
  if (!built) console.log('The web client is up to date.');
}
