/**
 * What the build compiles, and whether the compiled tree is still fresh.
 * Plain JavaScript with no dependency: the bin imports it on every start, so
 * it must stay cheap (a few milliseconds of `stat` calls) and must run before
 * anything is compiled.
 *
 * A unit is a folder of TypeScript sources and the folder its JavaScript goes
 * to, file for file:
 *   - every workspace whose package.json has `exports` or `bin`:
 *     `<ws>/src/**` → `<ws>/dist/**` (same depth, so paths the code builds
 *     from `import.meta.url`, e.g. a game's `../../data`, stay right);
 *   - the extra folders below, which are not packages: `<dir>/*` → `<dir>/dist/*`.
 * A new workspace (a new game) is picked up from the root package.json's
 * `workspaces` globs with no edit here.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders compiled besides the workspaces (the bench, the web client's start-up check). */
export const EXTRA_UNITS = ['bench', 'apps/web/scripts'];

/** Where the build records when it ran; its absence means "never built". */
export const STAMP = 'dist/build.json';

/** The files that change the build's output besides the units' sources. */
const BUILD_INPUTS = ['package.json', 'scripts/build.mjs', 'scripts/build-units.mjs'];

const CODE = /\.(ts|mts|js|mjs)$/;

/** True for a source file the build compiles (type declarations excluded). */
export function isCode(name) {
  return CODE.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts');
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Workspace folders (relative to root) from the root package.json's `workspaces` globs (`dir/*` or `dir`). */
export function workspaceDirs(root = ROOT) {
  const globs = readJson(join(root, 'package.json')).workspaces ?? [];
  const dirs = [];
  for (const glob of globs) {
    if (glob.endsWith('/*')) {
      const parent = glob.slice(0, -2);
      if (!existsSync(join(root, parent))) continue;
      for (const entry of readdirSync(join(root, parent), { withFileTypes: true }).sort(byName)) {
        if (entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json'))) {
          dirs.push(`${parent}/${entry.name}`);
        }
      }
    } else if (existsSync(join(root, glob, 'package.json'))) {
      dirs.push(glob);
    }
  }
  return dirs;
}

function byName(a, b) {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * The units to compile: `{ src, out, recursive }`, folders relative to root.
 * Workspaces without `exports` or `bin` (the web client, which Vite builds)
 * are not compiled.
 */
export function buildUnits(root = ROOT) {
  const units = [];
  for (const dir of workspaceDirs(root)) {
    const pkg = readJson(join(root, dir, 'package.json'));
    if (!pkg.exports && !pkg.bin) continue;
    if (!existsSync(join(root, dir, 'src'))) continue;
    units.push({ src: `${dir}/src`, out: `${dir}/dist`, recursive: true });
  }
  for (const dir of EXTRA_UNITS) {
    if (existsSync(join(root, dir))) units.push({ src: dir, out: `${dir}/dist`, recursive: false });
  }
  return units;
}

/** The source files of a unit, relative to root. */
export function unitSources(root, unit) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort(byName)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (unit.recursive && entry.name !== 'dist' && entry.name !== 'node_modules') walk(path);
      } else if (isCode(entry.name)) {
        files.push(path);
      }
    }
  };
  walk(unit.src);
  return files;
}

/**
 * The files whose change makes the build stale, with their modification
 * times: every unit's sources, each workspace's package.json, and the
 * build's own inputs (the root package.json, the build scripts).
 */
export function trackedFiles(root, units) {
  const files = [];
  for (const unit of units) {
    files.push(...unitSources(root, unit));
    if (unit.recursive) files.push(`${dirname(unit.src)}/package.json`);
  }
  for (const input of BUILD_INPUTS) if (existsSync(join(root, input))) files.push(input);
  const times = {};
  for (const file of files) times[file] = statSync(join(root, file)).mtimeMs;
  return times;
}

/** A digest of a file's bytes: what tells a changed file from one only touched. */
export function contentHash(path) {
  return createHash('sha1').update(readFileSync(path)).digest('hex');
}

/** `{ file: contentHash }` for the files of `times` (paths relative to root). */
export function fileHashes(root, times) {
  const hashes = {};
  for (const file of Object.keys(times)) hashes[file] = contentHash(join(root, file));
  return hashes;
}

/**
 * Whether the compiled tree matches the sources: `{ fresh: true }`, or
 * `{ fresh: false, reason }` naming what changed or is missing. The build
 * records every tracked file with its modification time and a digest of its
 * bytes as it starts (`dist/build.json`); the tree is fresh while the same
 * files exist with the same contents. The times make the usual check a few
 * `stat` calls: only a file whose time differs is read, and it counts as
 * changed only when its bytes do. A file given a new time with the same
 * bytes (a fresh clone or checkout, a copy, `git stash` and back, a tool
 * that rewrites a file unchanged) leaves the tree fresh; its new time is
 * recorded so that it is not read again. (Equal times rather than "older
 * than the build": a file dated in the future by a clock or an archive does
 * not make every run stale.)
 */
export function buildState(root = ROOT) {
  const stampPath = join(root, STAMP);
  if (!existsSync(stampPath)) return { fresh: false, reason: 'never built' };
  let stamp;
  try {
    stamp = readJson(stampPath);
  } catch {
    return { fresh: false, reason: `${STAMP} is unreadable` };
  }
  const units = buildUnits(root);
  if (stamp.units?.join(',') !== units.map((u) => u.out).join(',')) {
    return { fresh: false, reason: 'the set of packages changed' };
  }
  for (const unit of units) {
    if (!existsSync(join(root, unit.out))) return { fresh: false, reason: `${unit.out} is missing` };
  }
  const now = trackedFiles(root, units);
  const then = stamp.files ?? {};
  const names = Object.keys(now);
  if (names.join(',') !== Object.keys(then).join(',')) {
    return { fresh: false, reason: 'source files were added or deleted since the last build' };
  }
  const touched = [];
  for (const file of names) {
    if (now[file] === then[file]) continue;
    const recorded = stamp.hashes?.[file];
    if (recorded === undefined || contentHash(join(root, file)) !== recorded) {
      return { fresh: false, reason: `${file} changed since the last build` };
    }
    touched.push(file);
  }
  if (touched.length > 0) recordTimes(stampPath, stamp, now, touched);
  return { fresh: true };
}

/**
 * Records the new times of files found unchanged, so the next check does
 * not read them again. Best effort, by a rename (a reader never sees half a
 * stamp); a build finishing meanwhile may win, which costs one more read.
 */
function recordTimes(stampPath, stamp, now, touched) {
  const files = { ...stamp.files };
  for (const file of touched) files[file] = now[file];
  const tmp = `${stampPath}.tmp-${process.pid}`;
  try {
    writeFileSync(tmp, `${JSON.stringify({ ...stamp, files }, null, 2)}\n`);
    renameSync(tmp, stampPath);
  } catch {
    // A read-only tree: the check stays right, only slower.
  }
}
