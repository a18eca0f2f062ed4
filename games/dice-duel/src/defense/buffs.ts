/**
 * pendingDefenseBuffs: created by defense effects, consumed at their
 * trigger (the owner's next attack), or expired by their rule. Every
 * creation, consumption and expiry is logged, even when the buff was never
 * used.
 *
 * Expiry kinds:
 *   nextAttack          — consumed by the owner's next attack with an ability;
 *   endOfRound          — gone at the end of the round it was made in;
 *   endOfYourNextTurn   — gone at the end of the owner's next turn as attacker;
 *   afterNTurns         — gone once N turns have ended after its creation.
 * carryOverOnKO: when a KO ends the match, buffs without it are discarded
 * (logged 'ko'); the rest stay in the final state for the report.
 */
import type { CarryOverOnKO, ExpiryDef, UsablePhase } from '../data/dsl-parts.ts';
import type { DuelContext } from '../events.ts';
import type { DuelState, PendingBuff, Seat } from '../state.ts';
import { buffKinds } from './buff-kinds/index.ts';

export interface NewBuff {
  owner: Seat;
  kind: string;
  amount: number;
  stacks: number;
  cap?: number;
  expires: ExpiryDef;
  cleansable: boolean;
  carryOverOnKO: CarryOverOnKO;
  usablePhase: UsablePhase;
  source: string;
}

function usableFrom(state: DuelState, owner: Seat, phase: UsablePhase): number {
  if (phase === 'immediate') return state.turn;
  if (phase === 'nextAttack') return owner === state.active ? state.turn + 2 : state.turn + 1;
  return state.turn + 1;
}

/** Adds a buff, or stacks onto one of the same kind and source. Returns stacks added. */
export function addBuff(state: DuelState, b: NewBuff, ctx?: DuelContext): number {
  const same = state.buffs.find(
    (x) => x.owner === b.owner && x.kind === b.kind && x.payload.source === b.source,
  );
  const cap = b.cap ?? Number.POSITIVE_INFINITY;
  if (same) {
    const added = Math.max(0, Math.min(b.stacks, cap - same.stacks));
    same.stacks += added;
    ctx?.emit?.({
      type: 'buff-stacked',
      id: same.id,
      owner: b.owner,
      kind: b.kind,
      added,
      stacks: same.stacks,
    });
    return added;
  }
  const stacks = Math.min(b.stacks, cap);
  if (stacks <= 0) return 0;
  const buff: PendingBuff = {
    id: `buff${state.nextBuffId++}`,
    owner: b.owner,
    kind: b.kind,
    payload: { amount: b.amount, source: b.source },
    stacks,
    ...(b.cap !== undefined ? { cap: b.cap } : {}),
    expires: { ...b.expires },
    createdAt: { round: state.round, turn: state.turn },
    cleansable: b.cleansable,
    carryOverOnKO: b.carryOverOnKO,
    usablePhase: b.usablePhase,
    usableFromTurn: usableFrom(state, b.owner, b.usablePhase),
    uses: 0,
  };
  state.buffs.push(buff);
  ctx?.emit?.({ type: 'buff-created', buff: { ...buff } });
  return stacks;
}

/**
 * Consumes the seat's usable buffs whose kind is consumed `on` its attack or
 * its defense; returns the sum of their `amount × stacks`. A `nextAttack`
 * buff is gone once used; others stay until their expiry.
 */
export function consumeBuffs(
  state: DuelState,
  seat: Seat,
  on: 'attack' | 'defense',
  ctx?: DuelContext,
): number {
  if (state.buffs.length === 0) return 0;
  let bonus = 0;
  state.buffs = state.buffs.filter((b) => {
    if (b.owner !== seat || b.usableFromTurn > state.turn) return true;
    if (!buffKinds.has(b.kind) || buffKinds.get(b.kind).consumedOn !== on) return true;
    bonus += b.payload.amount * b.stacks;
    b.uses++;
    ctx?.emit?.({
      type: 'buff-consumed',
      id: b.id,
      owner: b.owner,
      kind: b.kind,
      bonus: b.payload.amount * b.stacks,
    });
    return b.expires.type !== 'nextAttack';
  });
  return bonus;
}

/** The attacker's damage buffs (kept for callers that read it by this name). */
export function consumeAttackBuffs(state: DuelState, attacker: Seat, ctx?: DuelContext): number {
  return consumeBuffs(state, attacker, 'attack', ctx);
}

/** Turns left before an `afterNTurns` buff expires (counting the current one); null for other expiries. */
export function remainingTurns(state: { turn: number }, b: PendingBuff): number | null {
  if (b.expires.type !== 'afterNTurns') return null;
  return Math.max(0, (b.expires.turns ?? 1) - (state.turn - b.createdAt.turn) + 1);
}

/** Expires buffs at the end of a turn (called before the turn counter moves on). */
export function expireBuffsAtTurnEnd(state: DuelState, roundEnds: boolean, ctx?: DuelContext): void {
  if (state.buffs.length === 0) return;
  state.buffs = state.buffs.filter((b) => {
    let why: ExpiryDef['type'] | null = null;
    switch (b.expires.type) {
      case 'endOfRound':
        if (roundEnds) why = 'endOfRound';
        break;
      case 'endOfYourNextTurn':
        if (state.active === b.owner && state.turn > b.createdAt.turn) why = 'endOfYourNextTurn';
        break;
      case 'afterNTurns':
        // N turns after the one that made it (seed): made in turn t, gone at the end of turn t + N.
        if (state.turn - b.createdAt.turn >= (b.expires.turns ?? 1)) why = 'afterNTurns';
        break;
      case 'nextAttack':
        break;
    }
    if (why)
      ctx?.emit?.({
        type: 'buff-expired',
        id: b.id,
        owner: b.owner,
        kind: b.kind,
        why,
        unused: b.uses === 0,
      });
    return why === null;
  });
}

/**
 * At a KO: each buff is kept or discarded by its `carryOverOnKO` — one flag
 * for any KO, or `{ ownerKO, opponentKO }` deciding apart what happens when
 * its owner is knocked out and when the owner's opponent is (both down: both
 * must keep it). Every discard is logged with whose KO it was.
 */
export function discardBuffsOnKo(state: DuelState, ctx?: DuelContext): void {
  if (state.buffs.length === 0) return;
  state.buffs = state.buffs.filter((b) => {
    const ownerDown = state.fighters[b.owner].hp <= 0;
    const opponentDown = state.fighters[1 - b.owner].hp <= 0;
    if (!ownerDown && !opponentDown) return true;
    const c = b.carryOverOnKO;
    const keepOwner = typeof c === 'boolean' ? c : c.ownerKO;
    const keepOpponent = typeof c === 'boolean' ? c : c.opponentKO;
    if ((!ownerDown || keepOwner) && (!opponentDown || keepOpponent)) return true;
    ctx?.emit?.({
      type: 'buff-expired',
      id: b.id,
      owner: b.owner,
      kind: b.kind,
      why: 'ko',
      ko: ownerDown && opponentDown ? 'both' : ownerDown ? 'owner' : 'opponent',
      unused: b.uses === 0,
    });
    return false;
  });
}
