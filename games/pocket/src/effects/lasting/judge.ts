/**
 * A static effect's condition judged, and its counted value counted, when
 * the rules consult it: the condition and counter vocabularies read a
 * resolution's context, so this builds one for the effect's source Pokémon
 * (its player, that Pokémon as "this Pokémon", the opponent's Active as the
 * defender). Nothing here flips or asks.
 */
import type { PersistentEffect } from '@arbiter/core';
import { findSlot, holdsTool, type PocketState, type Resolution, type Slot } from '../../state.ts';
import type { ActivePayload } from '../active.ts';
import type { EffectCtx } from '../context.ts';
import { ReadingContext } from '../gates/probe.ts';
import { holds } from '../vocabulary/condition.ts';
import { countOf } from '../vocabulary/counter.ts';

function sourceSlot(s: PocketState, p: ActivePayload): Slot | null {
  if (p.target !== null) return findSlot(s, p.target)?.slot ?? null;
  if (p.sourceCard === null) return null;
  for (const side of s.sides)
    for (const sl of side.active ? [side.active, ...side.bench] : side.bench)
      if (sl.stack.includes(p.sourceCard) || holdsTool(sl, p.sourceCard)) return sl;
  return null;
}

const NO_RESOLUTION = { cost: [], attackName: '', source: 'ability' } as unknown as Resolution;

function contextOf(s: PocketState, p: ActivePayload): EffectCtx {
  return new ReadingContext(s, NO_RESOLUTION, p.sourcePlayer, sourceSlot(s, p));
}

export function judgeCondition(s: PocketState, e: PersistentEffect<ActivePayload>): boolean {
  const p = e.payload as ActivePayload;
  if (!p.condition) return true;
  return holds(contextOf(s, p), p.condition);
}

/** How many times a counted static effect's value counts now ("for each point you have gotten"); 1 when it counts nothing. */
export function countNow(s: PocketState, e: PersistentEffect<ActivePayload>): number {
  const p = e.payload as ActivePayload;
  if (!p.per) return 1;
  return countOf(contextOf(s, p), p.per);
}
