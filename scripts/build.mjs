#!/usr/bin/env node
/**
 * The compiled runtime: `npm run build` (and `npm install` / `npm ci`, whose
 * `prepare` step runs it) compiles the TypeScript of every unit listed by
 * build-units.mjs to JavaScript, file for file, with source maps:
 * `packages/core/src/rng.ts` → `packages/core/dist/rng.js` (+ `.js.map`).
 *
 *   node scripts/build.mjs [--if-stale] [--quiet]
 *
 * esbuild compiles every source file as its own entry point; a plugin turns
 * every import into an external one with the path the compiled file needs:
 *   - a relative import of a source (`./rng.ts`) → the compiled twin (`./rng.js`);
 *   - a workspace package (`@arbiter/core`, resolved through its package.json
 *     `exports` to `packages/core/src/index.ts`) → a relative path to its twin
 *     (`../../../packages/core/dist/index.js`), so compiled code never loads a
 *     source file and sources never load compiled code;
 *   - anything else that is not compiled (a game's data JSON, imported `with
 *     { type: 'json' }`) → a relative path to the file itself, read in place;
 *   - third-party packages and Node built-ins stay as written.
 * No bundling: each module is loaded once however many entry points share it,
 * and a game's modules (and data) load only when something imports them.
 *
 * Other processes may be importing the compiled tree while it is rebuilt
 * (a CLI command started beside `npm test`), so no compiled file is ever
 * missing: esbuild compiles in memory, every output whose bytes changed
 * replaces its old version by a rename (atomic: a reader gets the old file or
 * the new one, whole), an unchanged output is not written at all (so a
 * rebuild of unchanged sources leaves `dist/` exactly as it was), and only
 * outputs whose source is gone are deleted, last. A lock file keeps two
 * builds (two processes finding the tree stale at once) from running
 * together. `dist/build.json` records the files the build read, their
 * modification times and digests of their bytes, which `buildState`
 * compares with.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildState,
  buildUnits,
  fileHashes,
  ROOT,
  STAMP,
  trackedFiles,
  unitSources,
} from './build-units.mjs';

const LOCK = 'dist/build.lock';
const LOCK_STALE_MS = 120_000;

/** Every source file of every unit: `{ unit, source, out }`, absolute paths (`out`: its compiled twin). */
function compiledFiles(root, units) {
  const files = [];
  for (const unit of units) {
    for (const file of unitSources(root, unit)) {
      const rel = relative(join(root, unit.src), join(root, file));
      const out = join(root, unit.out, `${rel.slice(0, -extname(rel).length)}.js`);
      files.push({ unit, source: join(root, file), out });
    }
  }
  return files;
}

/** A relative import specifier from `fromFile` to `toFile`, with forward slashes. */
function specifier(fromFile, toFile) {
  const rel = relative(dirname(fromFile), toFile).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

const RESOLVING = Symbol('resolving');

/** Every import external, its path rewritten for where the compiled file lives (see the header). */
function fileForFile(outputs) {
  return {
    name: 'arbiter-file-for-file',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === RESOLVING) return undefined;
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: RESOLVING,
        });
        if (found.errors.length > 0) return { errors: found.errors };
        const from = outputs.get(args.importer);
        const compiled = outputs.get(found.path);
        if (compiled) return { path: specifier(from, compiled), external: true };
        const relativeImport = args.path.startsWith('.') || args.path.startsWith('/');
        if (relativeImport && !found.external) return { path: specifier(from, found.path), external: true };
        return { path: args.path, external: true };
      });
    },
  };
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Whether the process that wrote a lock file is gone (killed mid-build): then nobody will release it. */
function holderIsGone(path) {
  let pid;
  try {
    pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
  } catch {
    return false; // released meanwhile
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return e.code === 'ESRCH';
  }
}

/**
 * Takes the build lock, waiting while another build holds it. A lock whose
 * process is gone, or older than 2 minutes, is dropped.
 */
function takeLock(root) {
  const path = join(root, LOCK);
  mkdirSync(dirname(path), { recursive: true });
  for (;;) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      return;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    let age = 0;
    try {
      age = Date.now() - statSync(path).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    if (age > LOCK_STALE_MS || holderIsGone(path)) rmSync(path, { force: true });
    else sleep(100);
  }
}

/** Writes `path` by a rename over it, so a reader never sees it missing or half written. */
export function replaceFile(path, bytes) {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
}

/** Writes `bytes` to `path` unless it already holds exactly them; true when it wrote. */
function writeIfChanged(path, bytes) {
  let old = null;
  try {
    old = readFileSync(path);
  } catch {
    // not there yet
  }
  if (old !== null && Buffer.compare(old, bytes) === 0) return false;
  mkdirSync(dirname(path), { recursive: true });
  replaceFile(path, bytes);
  return true;
}

/** Deletes every file under `dir` that `keep` does not list, then the folders left empty. */
function removeOthers(dir, keep) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      removeOthers(path, keep);
      if (readdirSync(path).length === 0) rmdirSync(path);
    } else if (!keep.has(path)) {
      unlinkSync(path);
    }
  }
}

/**
 * Compiles every unit; returns `{ files, units, written, ms }` (`written`:
 * outputs whose bytes changed). Throws with esbuild's message when a source
 * does not compile (the previous output is left as it was).
 */
export async function build(root = ROOT) {
  const started = Date.now();
  const units = buildUnits(root);
  // Read before compiling: a file edited during the build leaves the tree stale.
  const files = trackedFiles(root, units);
  const hashes = fileHashes(root, files);
  const compiled = compiledFiles(root, units);
  const outputs = new Map(compiled.map((f) => [f.source, f.out]));
  const entryPoints = compiled.map(({ source, out }) => ({ in: source, out: out.slice(0, -'.js'.length) }));
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints,
    outdir: root,
    write: false, // kept in memory: written below, file by file, only where the bytes changed
    bundle: true, // only so that the plugin sees every import; every import is external
    format: 'esm',
    platform: 'node',
    target: 'node20.19', // engines; an older target silently drops the `with { type: 'json' }` of data imports
    sourcemap: 'linked',
    sourcesContent: false,
    keepNames: false,
    logLevel: 'silent',
    plugins: [fileForFile(outputs)],
  });
  let written = 0;
  for (const file of result.outputFiles) if (writeIfChanged(file.path, file.contents)) written++;
  // Last, and only now: outputs whose source was deleted (a process importing those is out of date anyway).
  const produced = new Set(result.outputFiles.map((f) => f.path));
  for (const unit of units) {
    mkdirSync(join(root, unit.out), { recursive: true });
    removeOthers(join(root, unit.out), produced);
    rmSync(join(root, `${unit.out}.next`), { recursive: true, force: true }); // left by older builds
  }
  const stamp = {
    startedAt: started,
    node: process.version,
    units: units.map((u) => u.out),
    files,
    hashes,
  };
  mkdirSync(join(root, 'dist'), { recursive: true });
  replaceFile(join(root, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  return { files: entryPoints.length, units: units.length, written, ms: Date.now() - started };
}

/**
 * Builds when `buildState` finds the tree stale; one build at a time across
 * processes. Returns `{ built, reason }` (`reason`: why it was stale).
 */
export async function buildIfStale(root = ROOT) {
  const before = buildState(root);
  if (before.fresh) return { built: false };
  takeLock(root);
  try {
    // Another process may have built while we waited for the lock.
    const now = buildState(root);
    if (now.fresh) return { built: false };
    await build(root);
    return { built: true, reason: now.reason };
  } finally {
    rmSync(join(root, LOCK), { force: true });
  }
}

async function main(argv) {
  const quiet = argv.includes('--quiet');
  const unknown = argv.filter((a) => a !== '--quiet' && a !== '--if-stale');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown[0]} (flags: --if-stale, --quiet)`);
  if (argv.includes('--if-stale')) {
    const { built, reason } = await buildIfStale(ROOT);
    if (built && !quiet) process.stderr.write(`build: compiled (${reason})\n`);
    return;
  }
  takeLock(ROOT);
  try {
    const { files, units, written, ms } = await build(ROOT);
    if (!quiet) {
      process.stderr.write(
        `build: ${files} files in ${units} folders compiled to dist/ in ${ms} ms (${written} outputs changed)\n`,
      );
    }
  } finally {
    rmSync(join(ROOT, LOCK), { force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main(process.argv.slice(2));
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    process.stderr.write(`build: ${message.split('\n').slice(0, 20).join('\n')}\n`);
    process.exitCode = 1;
  }
}

export { buildState };
