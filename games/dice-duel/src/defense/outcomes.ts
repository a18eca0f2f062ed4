/**
 * Effect outcomes are read, never changed, once a rule hit holds them (state,
 * views, events and reports share them; events copy them). The common ones
 * (an effect that worked with a value, or that did nothing for a fixed
 * reason) are made once per (type, ok, reason, value) and frozen, so a
 * defense allocates only the outcomes that are its own: a queued reroll's
 * outcome is filled in later by the resolver and is always made fresh.
 */
import type { EffectOutcome } from './resolution.ts';

interface ByOk {
  ok: Array<EffectOutcome | undefined>;
  failed: Array<EffectOutcome | undefined>;
}

interface ByType extends ByOk {
  byReason: Map<string, ByOk>;
}

const byType = new Map<string, ByType>();

/**
 * `{ type, ok, value }` or, with a reason, `{ type, ok, value, reason }`: the
 * same keys in the same order as a literal written there, shared and frozen.
 */
export function sharedOutcome(
  type: EffectOutcome['type'],
  ok: boolean,
  value: number,
  reason?: string,
): EffectOutcome {
  let t = byType.get(type);
  if (t === undefined) {
    t = { ok: [], failed: [], byReason: new Map() };
    byType.set(type, t);
  }
  let tables: ByOk = t;
  if (reason !== undefined) {
    let r = t.byReason.get(reason);
    if (r === undefined) {
      r = { ok: [], failed: [] };
      t.byReason.set(reason, r);
    }
    tables = r;
  }
  // Small whole values index an array; anything else is made fresh (rare).
  if (!(Number.isInteger(value) && value >= 0 && value < 64)) return make(type, ok, value, reason);
  const table = ok ? tables.ok : tables.failed;
  let found = table[value];
  if (found === undefined) {
    found = Object.freeze(make(type, ok, value, reason));
    table[value] = found;
  }
  return found;
}

function make(type: EffectOutcome['type'], ok: boolean, value: number, reason?: string): EffectOutcome {
  return reason === undefined ? { type, ok, value } : { type, ok, value, reason };
}
