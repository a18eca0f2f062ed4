/**
 * Loading a game's data files: each JSON file read and checked against its
 * zod schema, every problem reported as a DataError naming the file, the
 * JSON path and the reason. Games build their catalogs from the result; the
 * same loader serves the shipped data and a designer's folder (`--data DIR`).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { DataError, DataErrors, formatJsonPath, issuesToDataErrors, type JsonPath } from './errors.ts';
import { stableStringify } from './hash.ts';

/**
 * The problem with a data folder, or null when it is one: a missing folder
 * is one error naming it, not one "file not found" per file it should hold.
 */
export function dataFolderProblem(dir: string): DataError | null {
  const st = statSync(dir, { throwIfNoEntry: false });
  if (!st) return new DataError(dir, '$', 'no such data folder');
  if (!st.isDirectory()) return new DataError(dir, '$', 'not a folder');
  return null;
}

/** Throws DataErrors when `dir` is not a folder (see dataFolderProblem). */
export function requireDataFolder(dir: string): void {
  const problem = dataFolderProblem(dir);
  if (problem) throw new DataErrors([problem]);
}

/**
 * Reads one JSON file; a missing or malformed file, or an object that names
 * one key twice (JSON.parse would silently keep the last), is a DataError
 * naming it.
 */
export function readJsonFile(path: string, label = path): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new DataErrors([
      new DataError(label, '$', code === 'ENOENT' ? 'file not found' : `cannot read (${code})`),
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new DataErrors([new DataError(label, '$', `not valid JSON: ${(e as Error).message}`)]);
  }
  const twice = mayRepeatKeys(text, value) ? duplicateKeys(text) : [];
  if (twice.length > 0) {
    throw new DataErrors(
      twice.map(
        (d) => new DataError(label, d.path, 'this key appears twice in one object (JSON keeps the last)'),
      ),
    );
  }
  return value;
}

/**
 * False when no object of `text` (valid JSON, parsed as `value`) names a key
 * twice; true when one may (then `duplicateKeys` finds where). A count, where
 * the scan that finds paths costs several times more on a large file: a
 * colon of JSON text is either the one after a key or a character of a
 * string, so the text holds as many colons as the parsed value has keys plus
 * colons in its strings, and more exactly when a key was repeated (JSON.parse
 * dropped the earlier key, and its value). A colon written as `\u003a` is in
 * a parsed string and not in the text, so such a text always answers true.
 */
export function mayRepeatKeys(text: string, value: unknown): boolean {
  if (/\\u003a/i.test(text)) return true;
  let colons = 0;
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) colons++;
  try {
    return colons !== keysAndColonsIn(value);
  } catch {
    return true; // nested deeper than the stack allows: the scan decides
  }
}

/** The keys of every object in `value`, plus the colons in its keys and strings. */
function keysAndColonsIn(value: unknown): number {
  if (typeof value === 'string') return colonsIn(value);
  if (typeof value !== 'object' || value === null) return 0;
  let n = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) n += keysAndColonsIn(value[i]);
    return n;
  }
  for (const key in value) n += 1 + colonsIn(key) + keysAndColonsIn((value as Record<string, unknown>)[key]);
  return n;
}

function colonsIn(s: string): number {
  let n = 0;
  for (let i = s.indexOf(':'); i !== -1; i = s.indexOf(':', i + 1)) n++;
  return n;
}

/**
 * The path of every key an object of `text` (valid JSON) names a second
 * time. A scan of the text, since the parsed value has kept only one of the
 * two. Strings are skipped to their closing quote (most of a data file is
 * card text), so only keys are ever copied out.
 */
export function duplicateKeys(text: string): Array<{ path: JsonPath }> {
  const found: Array<{ path: JsonPath }> = [];
  let top: Frame | null = null;
  let lastKey = '';
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i + 1;
      i = closingQuote(text, start);
      if (!top?.keys) continue;
      // A key when a colon follows (after JSON whitespace).
      let k = i + 1;
      for (
        let w = text.charCodeAt(k);
        w === 0x20 || w === 0x0a || w === 0x0d || w === 0x09;
        w = text.charCodeAt(++k)
      );
      if (text.charCodeAt(k) !== 0x3a /* : */) continue;
      const raw = text.slice(start, i);
      lastKey = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
      if (top.keys.has(lastKey)) found.push({ path: [...pathOf(top), lastKey] });
      else top.keys.add(lastKey);
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const at: string | number | null = top === null ? null : top.keys ? lastKey : top.index;
      top = { parent: top, at, keys: c === 0x7b ? new Set<string>() : null, index: 0 };
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      top = top === null ? null : top.parent;
    } else if (c === 0x2c /* , */ && top && !top.keys) {
      top.index++; // a comma between two elements of an array
    }
  }
  return found;
}

/** The index of the quote that closes the string whose first character is at `from` (one not escaped). */
function closingQuote(text: string, from: number): number {
  for (let q = text.indexOf('"', from); q !== -1; q = text.indexOf('"', q + 1)) {
    let slashes = 0;
    while (text.charCodeAt(q - 1 - slashes) === 0x5c /* \\ */) slashes++;
    if (slashes % 2 === 0) return q;
  }
  return text.length;
}

/** An open object or array while scanning: where it sits in its parent, the keys seen, the element index. */
interface Frame {
  parent: Frame | null;
  at: string | number | null;
  keys: Set<string> | null;
  index: number;
}

function pathOf(frame: Frame): Array<string | number> {
  const path: Array<string | number> = [];
  for (let f: Frame | null = frame; f?.at != null; f = f.parent) path.unshift(f.at);
  return path;
}

/** Checks `raw` against `schema`; throws DataErrors with every issue, each naming `file` and its path. */
export function parseData<O>(file: string, schema: z.ZodType<O, unknown>, raw: unknown): O {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new DataErrors(issuesToDataErrors(file, parsed.error.issues, [], raw));
}

/**
 * Reads and checks several files of one folder: `{ cards: ['cards.json', cardSchema], ... }`.
 * Every file is read before failing, so one run lists every broken file.
 */
export function loadDataFolder<S extends Record<string, readonly [string, z.ZodType<unknown, unknown>]>>(
  dir: string,
  files: S,
): { [K in keyof S]: z.output<S[K][1]> } {
  requireDataFolder(dir);
  const errors: DataError[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, [name, schema]] of Object.entries(files)) {
    try {
      out[key] = parseData(name, schema, readJsonFile(join(dir, name), name));
    } catch (e) {
      if (e instanceof DataErrors) errors.push(...e.errors);
      else throw e;
    }
  }
  if (errors.length > 0) throw new DataErrors(errors);
  return out as { [K in keyof S]: z.output<S[K][1]> };
}

/** A short stable digest of any JSON data: what match logs record as the data a game played. */
export function dataFingerprint(data: unknown): string {
  return createHash('sha256').update(stableStringify(data)).digest('hex').slice(0, 16);
}

/**
 * A DataError for every entry whose id an earlier entry of the same table
 * already has, naming where the first one is: `entries` as `[id, path]`.
 */
export function duplicateIdErrors(
  file: string,
  what: string,
  entries: Iterable<readonly [unknown, JsonPath]>,
): DataError[] {
  const first = new Map<unknown, JsonPath>();
  const errors: DataError[] = [];
  for (const [id, path] of entries) {
    const seen = first.get(id);
    if (seen === undefined) first.set(id, path);
    else {
      const shown = typeof id === 'string' ? `'${id}'` : String(id);
      errors.push(new DataError(file, path, `duplicate ${what} ${shown} (first at ${formatJsonPath(seen)})`));
    }
  }
  return errors;
}
