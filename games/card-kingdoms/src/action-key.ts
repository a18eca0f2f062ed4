/**
 * A short stable identity for an action (agents key their search trees by
 * it). The common actions get a compact key; a foreign action (from a client
 * or a log) gets one only when its shape is exactly that action's (the right
 * fields, whole numbers, nothing else); anything else falls back to its
 * stable JSON, so two different actions never share a key.
 */
import { stableStringify } from '@arbiter/core';
import type { CkAction } from './state.ts';

const SHAPES: Record<string, readonly string[]> = {
  hire: ['stack', 'magic'],
  slay: ['area', 'magic'],
  build: ['stack'],
  choose: ['option'],
  pick: ['stack'],
  target: ['victim'],
  steal: ['option', 'victim'],
  keepDice: [],
  accept: [],
  decline: [],
};

export function ckActionKey(action: CkAction): string {
  const a = action as unknown as Record<string, unknown>; // read field by field: a foreign action may be any JSON
  const fields = typeof a.type === 'string' && Object.hasOwn(SHAPES, a.type) ? SHAPES[a.type] : null;
  if (fields) {
    let n = 0;
    for (const _ in a) n++;
    if (n === fields.length + 1 && fields.every((f) => Number.isInteger(a[f]))) {
      let key = a.type as string;
      for (const f of fields) key += `/${a[f]}`;
      return key;
    }
  }
  if (a.type === 'take' && (a.res === 'g' || a.res === 's' || a.res === 'm') && Object.keys(a).length === 2) {
    return `take/${a.res}`;
  }
  return stableStringify(action);
}
