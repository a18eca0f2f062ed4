/**
 * Whether amounts can do anything for a player now: what the leg modules'
 * `canAct` hooks are made of. A choice offers only options that can do
 * something ("3 gold or a Knight" with no Knight to take is just the gold),
 * so a choice left with one option is taken without asking.
 */
import type { Catalog } from '../../data/cards.ts';
import type { Amount } from '../../grammar/tree.ts';
import type { CkState, PlayerState } from '../../state.ts';
import { held, targets } from '../support.ts';

/** A gain adds something; a payment (negative) takes something only from a player who holds some. */
export function amountActs(p: PlayerState, a: Amount): boolean {
  if (a.n > 0) return true;
  if (a.n === 0) return false;
  return a.res === 'wild' ? p.g + p.s + p.m > 0 : held(p, a.res) > 0;
}

/** Whether a payment can be made in full (`wild`: some one of gold, strength or magic). */
export function affords(p: PlayerState, a: Amount): boolean {
  if (a.res === 'wild') return p.g >= a.n || p.s >= a.n || p.m >= a.n;
  return held(p, a.res) >= a.n;
}

/** Whether taking `a` from `victim` takes anything: they hold some of it. */
export function holdsSome(victim: PlayerState, a: Amount): boolean {
  return a.n > 0 && (a.res === 'wild' ? victim.g + victim.s + victim.m > 0 : held(victim, a.res) > 0);
}

/** Whether some targetable opponent holds some of one of these resources. */
export function someoneHolds(
  cat: Catalog,
  state: CkState,
  player: number,
  amounts: readonly Amount[],
): boolean {
  for (const victim of targets(state, player, cat)) {
    if (amounts.some((a) => holdsSome(state.players[victim], a))) return true;
  }
  return false;
}
