/**
 * Status stacks: granting with caps and usable-phase locks, spending,
 * removing. Every grant names its source (offensive ability, defensive rule,
 * v1 board, purify) for logs and status analytics.
 *
 * Locks: a stack gained with usablePhase 'nextTurn' (the default) may be
 * spent from the next turn on; 'nextAttack' from the owner's next attacking
 * turn; 'immediate' at once (in the same defense's reaction window).
 */
import type { UsablePhase } from '../data/defense-card-schema.ts';
import type { DuelContext } from '../events.ts';
import { catalogOf, type DuelState, type Seat } from '../state.ts';

export function maxStacksOf(state: DuelState, status: string): number {
  return catalogOf(state).statuses[status]?.maxStacks ?? 0;
}

export function stacks(state: DuelState, seat: Seat, status: string): number {
  return state.fighters[seat].statuses[status] ?? 0;
}

export function lockedStacks(state: DuelState, seat: Seat, status: string): number {
  const locked = state.fighters[seat].locked;
  const turn = state.turn;
  let n = 0;
  for (let i = 0; i < locked.length; i++) {
    const l = locked[i];
    if (l.status === status && l.unlockTurn > turn) n += l.stacks;
  }
  return n;
}

/** Stacks that may be spent now. */
export function spendable(state: DuelState, seat: Seat, status: string): number {
  const have = stacks(state, seat, status);
  if (have === 0) return 0;
  return Math.max(0, have - lockedStacks(state, seat, status));
}

function unlockTurnFor(state: DuelState, seat: Seat, phase: UsablePhase): number {
  if (phase === 'immediate') return state.turn;
  if (phase === 'nextAttack') return seat === state.active ? state.turn + 2 : state.turn + 1;
  return state.turn + 1;
}

/** Telemetry keys `status<-source`, made once per pair (grants are frequent, pairs few). */
const gainKeys = new Map<string, Map<string, string>>();

function gainKey(status: string, source: string): string {
  let bySource = gainKeys.get(status);
  if (bySource === undefined) {
    bySource = new Map();
    gainKeys.set(status, bySource);
  }
  let key = bySource.get(source);
  if (key === undefined) {
    key = `${status}<-${source}`;
    bySource.set(source, key);
  }
  return key;
}

const prefixed = new Map<string, Map<string, string>>();

/**
 * `prefix + id`, made once per pair: grant sources (`rule:<id>`,
 * `offense:<combo>`) are the same few strings over and over, and a string
 * made once hashes once.
 */
export function sourceName(prefix: string, id: string): string {
  let byId = prefixed.get(prefix);
  if (byId === undefined) {
    byId = new Map();
    prefixed.set(prefix, byId);
  }
  let name = byId.get(id);
  if (name === undefined) {
    name = prefix + id;
    byId.set(id, name);
  }
  return name;
}

export interface GrantOptions {
  stackCap?: number;
  usablePhase?: UsablePhase;
  source: string;
}

/**
 * Adds up to `amount` stacks, clamped to the status's max stacks and to
 * `stackCap` (a pool already above stackCap is left as it is). Returns how
 * many stacks were actually added.
 */
export function grantStatus(
  state: DuelState,
  seat: Seat,
  status: string,
  amount: number,
  opts: GrantOptions,
  ctx?: DuelContext,
): number {
  return grantStatusFrom(state, seat, status, amount, opts.source, opts.stackCap, opts.usablePhase, ctx);
}

/** `grantStatus` with the options as arguments (hot paths grant without an options object). */
export function grantStatusFrom(
  state: DuelState,
  seat: Seat,
  status: string,
  amount: number,
  source: string,
  stackCap: number | undefined,
  usablePhase: UsablePhase | undefined,
  ctx?: DuelContext,
): number {
  const fighter = state.fighters[seat];
  const have = fighter.statuses[status] ?? 0;
  const limit = Math.min(maxStacksOf(state, status), stackCap ?? Number.POSITIVE_INFINITY);
  const added = Math.max(0, Math.min(amount, limit - have));
  if (added > 0) {
    fighter.statuses[status] = have + added;
    const unlockTurn = unlockTurnFor(state, seat, usablePhase ?? 'nextTurn');
    if (unlockTurn > state.turn) fighter.locked.push({ status, stacks: added, unlockTurn });
    const bySource = state.stats[seat].statusGained;
    const key = gainKey(status, source);
    bySource[key] = (bySource[key] ?? 0) + added;
  }
  ctx?.emit?.({
    type: 'status-gained',
    seat,
    status,
    requested: amount,
    added,
    total: fighter.statuses[status] ?? 0,
    usablePhase: usablePhase ?? 'nextTurn',
    source,
  });
  return added;
}

/** Removes up to n stacks (locked ones last). Returns how many were removed. */
export function removeStatus(state: DuelState, seat: Seat, status: string, n: number): number {
  const fighter = state.fighters[seat];
  const have = fighter.statuses[status] ?? 0;
  const removed = Math.min(have, n);
  if (removed === 0) return 0;
  const left = have - removed;
  if (left === 0) delete fighter.statuses[status];
  else fighter.statuses[status] = left;
  // Locked stacks can't outnumber the stacks that remain.
  let lockedOfStatus = 0;
  for (let i = 0; i < fighter.locked.length; i++)
    if (fighter.locked[i].status === status) lockedOfStatus += fighter.locked[i].stacks;
  let excess = lockedOfStatus - left;
  if (excess > 0) {
    for (let i = fighter.locked.length - 1; i >= 0 && excess > 0; i--) {
      const l = fighter.locked[i];
      if (l.status !== status) continue;
      const cut = Math.min(l.stacks, excess);
      l.stacks -= cut;
      excess -= cut;
      if (l.stacks === 0) fighter.locked.splice(i, 1);
    }
  }
  return removed;
}

/** Spends n spendable stacks; the caller checked `spendable`. */
export function spendStatus(
  state: DuelState,
  seat: Seat,
  status: string,
  n: number,
  ctx?: DuelContext,
): void {
  if (n <= 0) return;
  removeStatus(state, seat, status, n);
  ctx?.emit?.({ type: 'status-spent', seat, status, stacks: n });
}

/** Drops locks whose turn has come. */
export function releaseLocks(state: DuelState): void {
  const turn = state.turn;
  for (let seat = 0; seat < 2; seat++) {
    // In place: the list is the fighter's own (clones and views copy it).
    const locked = state.fighters[seat].locked;
    let kept = 0;
    for (let i = 0; i < locked.length; i++) {
      const l = locked[i];
      if (l.unlockTurn > turn) locked[kept++] = l;
    }
    if (kept !== locked.length) locked.length = kept;
  }
}
