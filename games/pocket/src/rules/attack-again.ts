/**
 * The second use of an attack "used twice in a row" (`attack_twice`,
 * src/effects/modifiers/attack-twice.ts). When the first attack is done its
 * resolution stays, owing the second (`again`); the flow scores the first
 * attack's knockouts and asks for a new Active Pokémon, then re-arms the
 * resolution as one damage step of the second attack's damage against the
 * opponent's Active Pokémon then (Weakness, boosts and reductions counted
 * anew). Decisions (README): the second attack is not checked again (no
 * second Confusion flip, its cost is not asked again), has no effect but its
 * damage and is not a second declaration (records count the attack once); it
 * does not happen when the attacker left play or the opponent has no Active
 * Pokémon.
 */
import type { Emit } from '../events.ts';
import { findSlot, type PocketState, type Resolution } from '../state.ts';
import { other, slotInfo } from './ops.ts';

/** Whether the resolution owes its second attack now (its steps all run). */
export function owesSecondAttack(res: Resolution): boolean {
  return res.again !== undefined && res.at >= res.steps.length;
}

/** Re-arms the resolution for the second attack, or drops what it owes when it cannot happen. */
export function rearmSecondAttack(s: PocketState, res: Resolution, emit: Emit): void {
  const damage = res.again as number;
  res.again = undefined;
  const self = findSlot(s, res.pokemon);
  const defender = s.sides[other(res.player)].active;
  if (!self || !defender) return;
  res.steps = [{ kind: 'damage' }];
  res.at = 0;
  res.memo = [];
  res.damage = damage;
  res.nothing = false;
  res.dealt = 0;
  res.defender = defender.pid;
  emit?.({ type: 'attack', side: res.player, pokemon: slotInfo(s, self.slot).name, attack: res.attackName });
}
