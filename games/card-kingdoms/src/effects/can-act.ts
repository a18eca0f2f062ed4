/**
 * Whether a leg could change anything for its player now: how choices are
 * built. An option that can do nothing is not offered ("3 gold or a Knight"
 * with no Knight to take is just the gold), so a choice left with one option
 * is taken without asking and a choice left with none does nothing. One
 * predicate per leg kind; a named operation counts as able to act (what it
 * does is its handler's to say, and it raises its own decision).
 */
import type { Catalog } from '../data/catalog.ts';
import type { Amount, Effect, Leg } from '../grammar/tree.ts';
import type { CkState, PlayerState } from '../state.ts';
import { countOf, held, pickableStacks, targets } from './support.ts';

type CanAct<K extends Leg['kind']> = (
  cat: Catalog,
  state: CkState,
  player: number,
  leg: Extract<Leg, { kind: K }>,
) => boolean;

/** A gain adds something; a payment (negative) takes something only from a player who holds some. */
function amountActs(p: PlayerState, a: Amount): boolean {
  if (a.n > 0) return true;
  if (a.n === 0) return false;
  return a.res === 'wild' ? p.g + p.s + p.m > 0 : held(p, a.res) > 0;
}

/** Whether a payment can be made in full (`wild`: some one of gold, strength or magic). */
function affords(p: PlayerState, a: Amount): boolean {
  if (a.res === 'wild') return p.g >= a.n || p.s >= a.n || p.m >= a.n;
  return held(p, a.res) >= a.n;
}

/** Whether taking `a` from `victim` takes anything: they hold some of it. */
export function holdsSome(victim: PlayerState, a: Amount): boolean {
  return a.n > 0 && (a.res === 'wild' ? victim.g + victim.s + victim.m > 0 : held(victim, a.res) > 0);
}

/** Whether some targetable opponent holds some of one of these resources. */
function someoneHolds(cat: Catalog, state: CkState, player: number, amounts: readonly Amount[]): boolean {
  for (const victim of targets(state, player, cat)) {
    if (amounts.some((a) => holdsSome(state.players[victim], a))) return true;
  }
  return false;
}

const CAN_ACT: { [K in Leg['kind']]: CanAct<K> } = {
  gain: (_cat, state, player, leg) => amountActs(state.players[player], leg.amount),
  choose: (cat, state, player, leg) => leg.options.some((o) => effectCanAct(cat, state, player, o)),
  pick(cat, state, _player, leg) {
    if (leg.entity === 'citizens') return pickableStacks(cat, state, leg.filter).length > 0;
    if (leg.entity === 'domains') return state.domainStacks.some((s) => s.length > 0);
    if (leg.entity === 'goods') return leg.count > 0;
    if (leg.entity === 'noble') {
      const owned = new Set(state.players.flatMap((p) => p.extra?.nobles ?? []));
      return cat.nobles.some((n) => !owned.has(n.index));
    }
    return false;
  },
  count(cat, state, player, leg) {
    const p = state.players[player];
    return countOf(cat, p, leg.subject) > 0 && amountActs(p, leg.per);
  },
  exchange: (_cat, state, player, leg) => affords(state.players[player], leg.pay),
  steal: (cat, state, player, leg) => someoneHolds(cat, state, player, leg.options),
  convert(cat, state, player, leg) {
    if (leg.mode === 'take_from_player') return someoneHolds(cat, state, player, leg.gain);
    const p = state.players[player];
    if (!leg.pay.every((a) => affords(p, a))) return false;
    return leg.mode === 'self_convert' || targets(state, player, cat).length > 0;
  },
  scoped: () => true,
  op: () => true,
  key: () => true,
  /** A lasting flag is consulted while its card works; resolving one does nothing. */
  flag: () => false,
};

export function legCanAct(cat: Catalog, state: CkState, player: number, leg: Leg): boolean {
  return (CAN_ACT[leg.kind] as CanAct<Leg['kind']>)(cat, state, player, leg);
}

/** An option (a bracket of legs) acts when any of its legs does. */
export function effectCanAct(cat: Catalog, state: CkState, player: number, effect: Effect): boolean {
  for (const leg of effect.legs) if (legCanAct(cat, state, player, leg)) return true;
  return false;
}
