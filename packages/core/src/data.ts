/**
 * Loading a game's data files: each JSON file read and checked against its
 * zod schema, every problem reported as a DataError naming the file, the
 * JSON path and the reason. Games build their catalogs from the result; the
 * same loader serves the shipped data and a designer's folder (`--data DIR`).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { DataError, DataErrors, issuesToDataErrors } from './errors.ts';
import { stableStringify } from './hash.ts';

/** Reads one JSON file; a missing or malformed file is a DataError naming it. */
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
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new DataErrors([new DataError(label, '$', `not valid JSON: ${(e as Error).message}`)]);
  }
}

/** Checks `raw` against `schema`; throws DataErrors with every issue, each naming `file` and its path. */
export function parseData<O>(file: string, schema: z.ZodType<O, unknown>, raw: unknown): O {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new DataErrors(issuesToDataErrors(file, parsed.error.issues));
}

/**
 * Reads and checks several files of one folder: `{ cards: ['cards.json', cardSchema], ... }`.
 * Every file is read before failing, so one run lists every broken file.
 */
export function loadDataFolder<S extends Record<string, readonly [string, z.ZodType<unknown, unknown>]>>(
  dir: string,
  files: S,
): { [K in keyof S]: z.output<S[K][1]> } {
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
