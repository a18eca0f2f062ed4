/**
 * The named keys an effect tree asks the engine to know: operation names,
 * dotted keys, flags, scope words and triggers. Validation reports every one
 * that has no handler; the handler registries are checked against these.
 */
import type { Effect, Leg } from './tree.ts';

/** A trigger's key: `roll`, `action.end`, `roll.on_event doubles`, `action.on_opponent_slay`. */
export function triggerKey(e: Effect): string | null {
  const t = e.trigger;
  if (!t) return null;
  return t.on ? `${t.phase}.on_${t.on}${t.onArg ? ` ${t.onArg}` : ''}` : t.phase;
}

function legNames(leg: Leg, out: Set<string>): void {
  switch (leg.kind) {
    case 'op':
      out.add(leg.name);
      for (const a of leg.args) if (a.kind === 'key') out.add(a.key);
      return;
    case 'key':
      out.add(leg.key);
      return;
    case 'flag':
      out.add(leg.key);
      return;
    case 'scoped':
      for (const s of leg.scope) out.add(s);
      legNames(leg.leg, out);
      return;
    case 'choose':
      if (leg.who === 'active') out.add('active_choose');
      for (const o of leg.options) for (const l of o.legs) legNames(l, out);
      return;
    case 'pick':
      out.add(`<${leg.entity}>`);
      return;
    default:
      return;
  }
}

/** Every named key of a tree, sorted. */
export function namedKeys(e: Effect): string[] {
  const out = new Set<string>();
  const t = triggerKey(e);
  if (t) out.add(t);
  for (const l of e.legs) legNames(l, out);
  return [...out].sort();
}
