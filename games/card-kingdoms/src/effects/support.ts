/**
 * What effect modules share: holding, gaining and paying resources (maps
 * and tomes in the player's expansion holdings) with the events that tell
 * of it, who may be targeted, the seats a WHO word reaches, and the cards
 * of a player that can be named.
 */
import type { Catalog } from '../data/cards.ts';
import type { Held } from '../data/roles.ts';
import { addTo, type Delta } from '../delta.ts';
import type { Engine } from '../engine.ts';
import type { Amount } from '../grammar/tree.ts';
import { domainLive, restingSeat } from '../rules/economy.ts';
import { DECLINE } from '../rules/interned.ts';
import { type CkAction, type CkState, type PlayerState, playerExtra } from '../state.ts';
import { keyRegistry } from './keys/index.ts';

export const isHeld = (res: string): res is Held => res === 'g' || res === 's' || res === 'm' || res === 'v';

/** How much of a resource the player has: maps and tomes live in the expansion holdings; `wild` is never held. */
export function held(p: PlayerState, res: string): number {
  if (isHeld(res)) return p[res];
  if (res === 'p') return p.extra?.p ?? 0;
  if (res === 't') return p.extra?.t ?? 0;
  return 0;
}

/** Adds (or, negative, takes away down to 0) an amount; `wild` is resolved into one resource before it gets here. */
export function gain(p: PlayerState, a: Amount, times = 1): void {
  const n = a.n * times;
  // Named stores, one per resource (a keyed store on the player is slower on this hot path).
  switch (a.res) {
    case 'g':
      p.g = Math.max(0, p.g + n);
      return;
    case 's':
      p.s = Math.max(0, p.s + n);
      return;
    case 'm':
      p.m = Math.max(0, p.m + n);
      return;
    case 'v':
      p.v = Math.max(0, p.v + n);
      return;
    case 'p':
    case 't': {
      const x = playerExtra(p);
      x[a.res] = Math.max(0, x[a.res] + n);
      return;
    }
    default:
      return;
  }
}

export function canPay(p: PlayerState, a: Amount): boolean {
  return a.res !== 'wild' && held(p, a.res) >= a.n;
}

export { addTo };

/**
 * Applies amounts to a player (`sign` -1: loses them, down to 0), `times`
 * over, and tells what actually changed: `gained` (a payment is a negative
 * part of it), or `lost`. Nothing is told when nothing changed.
 */
export function changeBy(
  en: Engine,
  player: number,
  amounts: readonly Amount[],
  source: string,
  times = 1,
  sign: 1 | -1 = 1,
): void {
  const p = en.state.players[player];
  if (en.emit === null) {
    for (const a of amounts) gain(p, sign > 0 ? a : { res: a.res, n: -a.n }, times);
    return;
  }
  const delta: Delta = {};
  let changed = false;
  for (const a of amounts) {
    const before = held(p, a.res);
    gain(p, sign > 0 ? a : { res: a.res, n: -a.n }, times);
    const d = held(p, a.res) - before;
    if (d !== 0) {
      addTo(delta, a.res, d);
      changed = true;
    }
  }
  if (changed)
    en.emit(sign > 0 ? { type: 'gained', player, delta, source } : { type: 'lost', player, delta, source });
}

/** One amount (the gain leg's hot path): `changeBy` without a list. */
export function gainOne(en: Engine, player: number, a: Amount, source: string, times = 1): void {
  const p = en.state.players[player];
  if (en.emit === null) {
    gain(p, a, times);
    return;
  }
  const before = held(p, a.res);
  gain(p, a, times);
  const n = held(p, a.res) - before;
  if (n === 0) return;
  const delta: Delta = {};
  addTo(delta, a.res, n);
  en.emit({ type: 'gained', player, delta, source });
}

/** Moves up to `a.n` of a resource from `from` to `to`: what they have, up to the amount. Returns how much moved. */
export function takeFrom(state: CkState, from: number, to: number, a: Amount): number {
  if (!isHeld(a.res)) return 0;
  const victim = state.players[from];
  const n = Math.min(victim[a.res], a.n);
  victim[a.res] -= n;
  state.players[to][a.res] += n;
  return n;
}

/** Whether a live passive of the player holds a key that keeps them from being taken from. */
function immune(cat: Catalog, state: CkState, p: PlayerState): boolean {
  for (const d of p.domains) {
    const effect = cat.domains[d.card].passive;
    if (!effect || !domainLive(state, p, d)) continue;
    for (const l of effect.legs)
      if (l.kind === 'key' && keyRegistry.has(l.key) && keyRegistry.get(l.key).immuneToTake) return true;
  }
  return false;
}

/** Opponents who may be targeted: not the player, not the resting seat, not one immune to taking. */
export function targets(state: CkState, player: number, cat?: Catalog): number[] {
  const resting = restingSeat(state);
  const out: number[] = [];
  for (let i = 0; i < state.seats; i++) {
    if (i === player || i === resting) continue;
    if (cat && state.players[i].domains.length > 0 && immune(cat, state, state.players[i])) continue;
    out.push(i);
  }
  return out;
}

/** Every seat in turn order from the active player. */
export function turnOrder(state: CkState): number[] {
  const out: number[] = [];
  for (let k = 0; k < state.seats; k++) out.push((state.active + k) % state.seats);
  return out;
}

export const sameRolls = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Copies of each citizen still face up (one entry per card, each once). */
export function faceUpCitizens(p: PlayerState): number[] {
  const down = p.extra ? [...p.extra.flipped] : [];
  const out: number[] = [];
  for (const c of p.citizens) {
    const at = down.indexOf(c);
    if (at >= 0) down.splice(at, 1);
    else if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** The options, and a decline when the effect is optional and there is something to decline. */
export function withDecline(optional: boolean, options: CkAction[]): CkAction[] {
  return optional && options.length > 0 ? [...options, DECLINE] : options;
}
