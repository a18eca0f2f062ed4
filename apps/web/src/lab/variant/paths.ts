/**
 * JSON paths in the Lab: written as the server's validation names them
 * (`$.heroes[2].maxHp`, the kernel's formatJsonPath), read as people read
 * them (`heroes[2].maxHp`), and the changes a form's edit makes (every leaf
 * that differs from the shipped value).
 */
import type { LabChange } from '@arbiter/server/lab';

export type Path = Array<string | number>;

export function formatJsonPath(path: readonly (string | number)[]): string {
  let out = '$';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}

export function pathWords(path: readonly (string | number)[]): string {
  return formatJsonPath(path).replace(/^\$\.?/, '');
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The leaves of `edited` that differ from `original`, under `at`; a list or record that changed shape is one change. */
export function diffChanges(file: string, at: Path, original: unknown, edited: unknown): LabChange[] {
  if (JSON.stringify(original) === JSON.stringify(edited)) return [];
  if (Array.isArray(original) && Array.isArray(edited) && original.length === edited.length) {
    return original.flatMap((o, i) => diffChanges(file, [...at, i], o, edited[i]));
  }
  if (isObject(original) && isObject(edited)) {
    const keys = Object.keys(original);
    const same = keys.length === Object.keys(edited).length && keys.every((k) => Object.hasOwn(edited, k));
    if (same) return keys.flatMap((k) => diffChanges(file, [...at, k], original[k], edited[k]));
  }
  return [{ file, path: at, value: edited }];
}

/** `value` with `changes` under `at` made (a copy). */
export function withChanges(file: string, at: Path, value: unknown, changes: readonly LabChange[]): unknown {
  let out = structuredClone(value);
  for (const c of changes) {
    if (c.file !== file || c.path.length < at.length || !at.every((p, i) => c.path[i] === p)) continue;
    const rest = c.path.slice(at.length);
    if (rest.length === 0) {
      out = structuredClone(c.value);
      continue;
    }
    let node = out as Record<string | number, unknown>;
    for (let i = 0; i < rest.length - 1; i++) {
      const next = node[rest[i]];
      if (typeof next !== 'object' || next === null) break;
      node = next as Record<string | number, unknown>;
    }
    node[rest[rest.length - 1]] = structuredClone(c.value);
  }
  return out;
}

/** Whether `path` lies under `at`. */
export function under(path: readonly (string | number)[], at: readonly (string | number)[]): boolean {
  return path.length >= at.length && at.every((p, i) => path[i] === p);
}
