/**
 * Reading and writing the JSON files commands take and produce. A missing
 * file is a usage error; a file that is not JSON is a failure naming the
 * file and the parser's complaint.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { failure, usageError } from './cli-error.ts';

export function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw usageError(`${path}: no such file`);
    if (code === 'EISDIR') throw usageError(`${path}: is a directory, not a file`);
    throw failure(`${path}: cannot read (${code ?? String(e)})`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw failure(`${path}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export function writeJsonFile(path: string, value: unknown): void {
  try {
    writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw failure(`${path}: cannot write (${code ?? String(e)})`);
  }
}

/** Pretty JSON with a final newline, for stdout. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
