/**
 * What the damage order asks of the lasting family's shared types (below
 * `ops.ts`, which calls it): the generic modifier's values on a Pokémon, and
 * damage prevention (E10: after the whole order; an effect `once` ends the
 * first time it prevents).
 */
import { type PersistentEffect, removeWhere } from '@arbiter/core';
import {
  type ActivePayload,
  type Affected,
  affects,
  combinedFor,
  holdsNow,
  type ModifierTarget,
} from '../effects/active.ts';
import type { PocketState } from '../state.ts';

/** Whether any effect of kind `key` is in the store (the hot paths ask before computing more). */
export function hasKind(s: PocketState, key: string): boolean {
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) if (list[i].key === key) return true;
  return false;
}

const addsTo = (target: ModifierTarget) => (e: PersistentEffect<ActivePayload>) =>
  e.payload?.modTarget === target && e.payload.operation === 'add';

/** The `add` modifiers of `target` reaching `who`, summed by their stacking (`attack`: only those for no attack or that one). */
export function modifierAdd(s: PocketState, who: Affected, target: ModifierTarget, attack?: string): number {
  if (!hasKind(s, 'modifier')) return 0;
  if (attack === undefined) return combinedFor(s, 'modifier', who, addsTo(target));
  const adds = addsTo(target);
  return combinedFor(
    s,
    'modifier',
    who,
    (e) => adds(e) && (!e.payload?.attack || e.payload.attack === attack),
  );
}

/** The latest `multiply` or `set` modifier of `target` reaching `who`, or null. */
export function modifierOp(
  s: PocketState,
  who: Affected,
  target: ModifierTarget,
  op: 'multiply' | 'set',
): number | null {
  let v: number | null = null;
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (e.key !== 'modifier' || e.suppressed) continue;
    const p = e.payload as ActivePayload;
    if (p.modTarget !== target || p.operation !== op || !affects(e, who) || !holdsNow(s, e)) continue;
    v = e.value;
  }
  return v;
}

/** The Pokémon doing the damage, as `from` narrows it. */
export interface DamageSource {
  kind: 'attack' | 'ability';
  ex: boolean;
  stage: number;
}

function prevents(p: ActivePayload, src: DamageSource, amount: number): boolean {
  const f = p.from;
  // By default only attacks' damage; `attacks` / `abilities` name the kinds when the text does.
  const named = f?.attacks || f?.abilities;
  if (src.kind === 'attack' ? named && !f?.attacks : !f?.abilities) return false;
  if (f?.ex && !src.ex) return false;
  if (f?.stage !== undefined && f.stage !== src.stage) return false;
  if (p.atMost !== undefined && amount > p.atMost) return false;
  return true;
}

/** Whether damage of `amount` from `src` to `who` is prevented (ending a `once` effect that prevents it). */
export function damagePrevented(s: PocketState, who: Affected, src: DamageSource, amount: number): boolean {
  if (amount <= 0 || !hasKind(s, 'prevent_damage')) return false;
  for (const e of s.effects.effects) {
    if (e.key !== 'prevent_damage' || e.suppressed) continue;
    const p = e.payload as ActivePayload;
    if (!affects(e, who) || !holdsNow(s, e) || !prevents(p, src, amount)) continue;
    if (p.once) removeWhere(s.effects, (x) => x.id === e.id);
    return true;
  }
  return false;
}
