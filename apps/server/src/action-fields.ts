/**
 * Extra fields in a client's action are refused, the same in every game.
 * The kernel matches an action against the legal list by the game's action
 * key, and games differ in what their keys read: one ignores a field it
 * does not know, another counts it and calls the action illegal. Here, at
 * the server's boundary, an action that is a legal one plus fields the legal
 * one does not have is refused with the names of those fields, before the
 * kernel sees it; anything else goes to the kernel as it came.
 */
import { type Action, type AnyGame, actionKey, findLegal } from '@arbiter/core';
import { ServerError } from './errors.ts';

type Json = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The paths of fields in `sent` that `legal` does not have (nested objects and arrays compared alike). */
function extraFields(sent: unknown, legal: unknown, path = ''): string[] {
  if (isPlainObject(sent) && isPlainObject(legal)) {
    const out: string[] = [];
    for (const key of Object.keys(sent)) {
      const at = path ? `${path}.${key}` : key;
      if (!Object.hasOwn(legal, key)) out.push(at);
      else out.push(...extraFields(sent[key], legal[key], at));
    }
    return out;
  }
  if (Array.isArray(sent) && Array.isArray(legal)) {
    return sent.flatMap((v, i) => (i < legal.length ? extraFields(v, legal[i], `${path}[${i}]`) : []));
  }
  return [];
}

/** `sent` cut down to the fields `shape` has (recursively): what the action would be without its extras. */
function project(sent: unknown, shape: unknown): unknown {
  if (isPlainObject(sent) && isPlainObject(shape)) {
    const out: Json = {};
    for (const key of Object.keys(shape))
      if (Object.hasOwn(sent, key)) out[key] = project(sent[key], shape[key]);
    return out;
  }
  if (Array.isArray(sent) && Array.isArray(shape))
    return sent.map((v, i) => (i < shape.length ? project(v, shape[i]) : v));
  return sent;
}

/**
 * Throws 400 `bad-action` when `action` is one of `legal` with fields
 * added; returns otherwise (a legal action, or one the kernel will refuse).
 */
export function refuseExtraFields(game: AnyGame, legal: readonly Action[], action: Action): void {
  let match = findLegal(game, legal, action);
  if (!match) {
    const key = (a: Action) => actionKey(game, a);
    match = legal.find((a) => a.type === action.type && key(project(action, a) as Action) === key(a));
  }
  if (!match) return;
  const extras = extraFields(action, match);
  if (extras.length === 0) return;
  const names = extras.map((f) => `'${f}'`).join(', ');
  throw new ServerError(
    'bad-action',
    `the action has ${extras.length === 1 ? 'a field' : 'fields'} ${names} that a '${action.type}' action does not have (its fields: ${Object.keys(match).join(', ')}); extra fields are refused, not ignored`,
  );
}
