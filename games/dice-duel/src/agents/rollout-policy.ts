/**
 * Dice Duel's playout policy: a turn played the way a person would.
 *
 * - Offense, with a reroll left: the hold (or the attack now) with the most
 *   expected damage, from the hero's table (offense-table.ts).
 * - Offense, no reroll left: the ability with the most damage the dice
 *   show, with every chi stack that can be spent.
 * - Reaction: evade when it can; halve an attack of 6 or more; every chi.
 * All from the sampled world's state, with no randomness of its own.
 */
import type { PlayerId } from '@arbiter/core';
import { type DuelAction, legalActions } from '../actions.ts';
import { heroOf, OFFENSE_ATTEMPTS } from '../rules/turn.ts';
import type { DuelState, Seat } from '../state.ts';
import { bestHold } from './offense-table.ts';

function offenseAction(state: DuelState, seat: Seat, legal: readonly DuelAction[]): DuelAction {
  const want = bestHold(heroOf(state, seat), state.offense.dice, OFFENSE_ATTEMPTS - state.offense.attempt);
  if (want !== null) {
    for (const a of legal) {
      if (a.type !== 'reroll') continue;
      let mask = 0;
      for (const i of a.hold) mask |= 1 << i;
      if (mask === want) return a;
    }
  }
  let best: DuelAction | null = null;
  let bestDamage = -1;
  let bestChi = -1;
  const hero = heroOf(state, seat);
  for (const a of legal) {
    if (a.type !== 'attack') continue;
    const damage = a.combo === null ? 0 : (hero.offense.find((o) => o.combo === a.combo)?.damage ?? 0);
    if (damage > bestDamage || (damage === bestDamage && a.chi > bestChi)) {
      best = a;
      bestDamage = damage;
      bestChi = a.chi;
    }
  }
  return best ?? legal[legal.length - 1];
}

function reactAction(state: DuelState, legal: readonly DuelAction[]): DuelAction {
  const raw = state.pending?.raw ?? 0;
  let best = legal[0];
  let bestScore = -1;
  for (const a of legal) {
    if (a.type !== 'react') continue;
    const score = (a.evasive ? 100 : 0) + (a.preventHalf && raw >= 6 ? 10 : 0) + a.chi;
    if (a.preventHalf && raw < 6) continue;
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/** The playout's action for `player` in a sampled world. */
export function duelRolloutAction(state: DuelState, player: PlayerId): DuelAction {
  const legal = legalActions(state, player);
  if (state.phase === 'offense') return offenseAction(state, player as Seat, legal);
  return reactAction(state, legal);
}
