/**
 * Strings a client sends must be well-formed UTF-16: no lone surrogate
 * (U+D800..U+DFFF not part of a pair). JSON can carry one (`"\ud800"`), but
 * UTF-8 cannot, so SQLite stores it as U+FFFD: a seed or name stored that way
 * differs after a restart and the match no longer replays. Every string in
 * every request body, query, path and WebSocket message is checked (object
 * keys too) before anything reads it.
 */
import { ServerError } from './errors.ts';

/** In a `u` regex a surrogate pair is one code point, so this matches only lone halves. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** The JSON path of the first string (or key) in `value` that is not well-formed, or null. Iterative: no input can overflow the stack. */
export function illFormedPath(value: unknown, root = '$'): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isWellFormed(v)) return path;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
      continue;
    }
    for (const [k, child] of Object.entries(v)) {
      if (!isWellFormed(k)) return `${path} (a key)`;
      stack.push([child, `${path}.${k}`]);
    }
  }
  return null;
}

/** Throws 400 `bad-string` naming where the first ill-formed string is. */
export function requireWellFormed(value: unknown, what: string): void {
  const path = illFormedPath(value, what);
  if (path !== null) {
    throw new ServerError(
      'bad-string',
      `${path}: text must be well-formed Unicode (it holds a lone UTF-16 surrogate, which cannot be stored)`,
    );
  }
}
