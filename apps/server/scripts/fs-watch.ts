/**
 * Records every call into node:fs (sync, callback and promise forms) that
 * names a path, for as long as it is on: how the hostile-request run and the
 * tests show that a request "opens nothing". Modules import `fs` functions
 * by name; `syncBuiltinESMExports` makes those bindings see the wrappers too.
 * In-process only; start it after the server and its games have loaded
 * (loading modules and shipped data reads files legitimately).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';

export interface FsCall {
  fn: string;
  path: string;
}

/** The functions that open, read, stat or list something by path. */
const SYNC_AND_CALLBACK = [
  'open',
  'openSync',
  'readFile',
  'readFileSync',
  'createReadStream',
  'createWriteStream',
  'stat',
  'statSync',
  'lstat',
  'lstatSync',
  'exists',
  'existsSync',
  'access',
  'accessSync',
  'readdir',
  'readdirSync',
  'opendir',
  'opendirSync',
  'realpath',
  'realpathSync',
  'readlink',
  'readlinkSync',
  'watch',
  'watchFile',
  'writeFile',
  'writeFileSync',
  'appendFile',
  'appendFileSync',
] as const;
const PROMISES = [
  'open',
  'readFile',
  'stat',
  'lstat',
  'access',
  'readdir',
  'opendir',
  'realpath',
  'readlink',
  'writeFile',
  'appendFile',
] as const;

type Fn = (...args: unknown[]) => unknown;

function pathOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof URL) return arg.href;
  if (Buffer.isBuffer(arg)) return arg.toString();
  return String(arg);
}

export interface FsWatch {
  readonly calls: FsCall[];
  /** Puts the real functions back. */
  stop(): void;
}

export function watchFileSystem(): FsWatch {
  const calls: FsCall[] = [];
  const restore: Array<() => void> = [];
  const wrap = (target: Record<string, unknown>, name: string, label: string) => {
    const real = target[name];
    if (typeof real !== 'function') return;
    const wrapper = function (this: unknown, ...args: unknown[]) {
      calls.push({ fn: label, path: pathOf(args[0]) });
      return (real as Fn).apply(this, args);
    };
    target[name] = wrapper;
    restore.push(() => {
      target[name] = real;
    });
  };
  for (const name of SYNC_AND_CALLBACK) wrap(fs as unknown as Record<string, unknown>, name, `fs.${name}`);
  for (const name of PROMISES) wrap(fsp as unknown as Record<string, unknown>, name, `fs.promises.${name}`);
  syncBuiltinESMExports();
  return {
    calls,
    stop() {
      for (const r of restore.splice(0)) r();
      syncBuiltinESMExports();
    },
  };
}
