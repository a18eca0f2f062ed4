/**
 * Prevention shields (CR 615): "prevent the next 3 damage that would be
 * dealt to any target this turn" (615.7, used up by amount), "prevent all
 * combat damage that would be dealt this turn" (Fog), "the next time a
 * source of your choice would deal damage to you this turn, prevent that
 * damage" (615.8, used up by one event). A resolving `prevent_damage` step
 * puts one in the state; every damage event (combat or not) passes through
 * them after the replacement layer; they end with the turn (cleanup).
 *
 * CR 616.1 lets the affected player order several shields that apply to one
 * event; here they apply in the order they were created, which changes only
 * which shield is used up first (the damage prevented is the same), except
 * for a shield that gains life for what it prevents (Reverse Damage) — a
 * decision this engine does not ask yet (README, rules decisions).
 */
import { events } from './event-sink.ts';
import { gainLife } from './life.ts';
import type { MtgState, Seat } from './state.ts';

export interface PreventionShield {
  /** Damage to this object or player (a target id: players are -1, -2); absent: to anything. */
  to?: number;
  /** Damage dealt by this source; absent: by any source. */
  from?: number;
  /** What it still prevents; 'all': every such damage this turn. */
  left: number | 'all';
  combatOnly?: boolean;
  /** "The next time … would deal damage": used up by the first damage event it applies to. */
  once?: boolean;
  /** Reverse Damage: this player gains life equal to the damage prevented. */
  gainTo?: Seat;
  /**
   * A redirection instead of a prevention (CR 614.9): the damage is dealt to this object or player
   * instead (Kjeldoran Royal Guard, Jade Monolith); if it is a permanent no longer on the battlefield,
   * the damage is not redirected.
   */
  redirectTo?: number;
  /** Only damage from unblocked attacking creatures (Kjeldoran Royal Guard). */
  unblockedOnly?: boolean;
}

/** Whether shield `sh` applies to damage from `source` to `target`. */
function applies(
  s: MtgState,
  sh: PreventionShield,
  source: number,
  target: number,
  combat: boolean,
): boolean {
  if (sh.to !== undefined && sh.to !== target) return false;
  if (sh.from !== undefined && sh.from !== source) return false;
  if (sh.combatOnly && !combat) return false;
  if (sh.left !== 'all' && sh.left <= 0) return false;
  if (sh.unblockedOnly && (!s.combat?.attackers.includes(source) || s.combat.blocked.includes(source)))
    return false;
  return true;
}

/**
 * Where damage from `source` to `target` is dealt instead, by the first redirection shield that
 * applies (used up if it is a "next time" one); undefined: not redirected.
 */
export function redirectionOf(
  s: MtgState,
  source: number,
  target: number,
  combat: boolean,
): number | undefined {
  for (const sh of s.shields ?? []) {
    if (sh.redirectTo === undefined || !applies(s, sh, source, target, combat)) continue;
    const to = sh.redirectTo;
    if (to >= 0 && s.objects[to]?.zone !== 'battlefield') continue;
    if (sh.once) sh.left = 0;
    return to;
  }
  return undefined;
}

/** Damage `n` from `source` to `target` after the shields that apply; uses them up. */
export function preventWithShields(
  s: MtgState,
  source: number,
  target: number,
  n: number,
  combat: boolean,
  names: { source: string; target: string },
): number {
  const shields = s.shields;
  if (!shields) return n;
  let left = n;
  for (const sh of shields) {
    if (left <= 0) break;
    if (sh.redirectTo !== undefined || !applies(s, sh, source, target, combat)) continue;
    const prevented = sh.left === 'all' ? left : Math.min(left, sh.left);
    left -= prevented;
    if (sh.left !== 'all') sh.left -= prevented;
    if (sh.once) sh.left = 0;
    if (prevented > 0) {
      events.emit?.({ type: 'prevented', source: names.source, target: names.target, amount: prevented });
      if (sh.gainTo !== undefined) gainLife(s, sh.gainTo, prevented);
    }
  }
  const active = shields.filter((sh) => sh.left === 'all' || sh.left > 0);
  if (active.length > 0) s.shields = active;
  else s.shields = undefined;
  return left;
}
