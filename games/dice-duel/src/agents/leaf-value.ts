/**
 * MCTS's leaf value for Dice Duel (`search.leafValue`): a chance of winning
 * worked out from the race ahead, where `evaluate` (greedy's one-step
 * heuristic) reads only the HP shares.
 *
 * Each fighter needs `hp / mean` of its own turns to bring the other down,
 * where `mean` is the HP the other loses over one of its turns in this
 * match-up (race-rates.ts: measured once from games of the playout policy,
 * defenses, reflects and statuses included; the offense table's undefended
 * damage alone made a worse estimate than `evaluate`). HP are read as they
 * will be: an attack waiting for the reaction counts as landed
 * (`hpOnceLanded`), an offense still rolling at its expected damage with the
 * rerolls left (scaled by how much of its dice's promise the match-up's
 * turns deliver), and burn (any status that ticks damage at upkeep) at all
 * it will still deal. Evasive stacks (each negates an attack one time in
 * three) and prevent-half stacks (each saves about half a turn) add to the
 * turns the opponent needs. The next fresh offense is the seat not active
 * now: half a turn ahead in the race.
 *
 * Turns to a kill vary with the dice: turns of mean `m` and spread `sd`
 * bring down `hp` after `hp/m` turns give or take `sqrt(hp·sd²/m³)`
 * (renewal theory), so the chance that this seat wins the race is the
 * normal chance that its count is the smaller, with the half-turn lead and
 * a rounding term (turns are whole). Left out: purify and the round limit
 * (fights end well before it). The value is 2·chance − 1.
 */
import type { PlayerId } from '@arbiter/core';
import { hpOnceLanded } from '../evaluate.ts';
import { heroOf, OFFENSE_ATTEMPTS } from '../rules/turn.ts';
import { catalogOf, type DuelState, type Seat } from '../state.ts';
import { expectedDamage, turnDamage } from './offense-table.ts';
import { raceRates } from './race-rates.ts';

/** The chance that a d6 roll negates an attack for one evasive stack (5 or more). */
const EVASIVE_CHANCE = 1 / 3;
/** Turns one prevent-half stack costs the attacker: about half of one attack. */
const HALF_TURN = 0.5;
/** The variance of rounding a race of whole turns, one side and the other (1/12 each). */
const ROUNDING_VARIANCE = 1 / 6;
/** Burn ticks counted at most (a status that never decays would tick for ever). */
const MAX_TICKS = 10;

/** Damage the statuses that tick at upkeep will still deal to `seat`, at their current stacks and decay. */
function tickDamageLeft(s: DuelState, seat: Seat): number {
  const statuses = catalogOf(s).statuses;
  const held = s.fighters[seat].statuses;
  let total = 0;
  for (const id in held) {
    const def = statuses[id];
    const table = def?.damageByStacks;
    if (!table || table.length === 0) continue;
    let n = held[id] ?? 0;
    const decay = def.decayPerTick ?? 0;
    for (let t = 0; n > 0 && t < MAX_TICKS; t++) {
      total += table[Math.min(n, table.length) - 1] ?? 0;
      n -= decay;
    }
  }
  return total;
}

/** The standard normal distribution function (Abramowitz–Stegun 26.2.17: error below 1e-7). */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const poly =
    t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = 0.3989422804014327 * Math.exp((-z * z) / 2) * poly;
  return z >= 0 ? 1 - tail : tail;
}

/** The chance, read on [-1, 1], that `player` wins the HP race from `s`. */
export function duelLeafValue(s: DuelState, player: PlayerId): number {
  if (s.result) return s.result.winner === null ? 0 : s.result.winner === player ? 1 : -1;
  const hp = hpOnceLanded(s);
  const active = s.active;
  const rates = raceRates(s);
  if (s.phase === 'offense') {
    // The dice's expected damage lands in the proportion the match-up's turns land.
    const hero = heroOf(s, active);
    const lands = Math.min(1, rates[active].mean / Math.max(0.5, turnDamage(hero).mean));
    hp[1 - active] -= lands * expectedDamage(hero, s.offense.dice, OFFENSE_ATTEMPTS - s.offense.attempt);
  }
  const turns = [0, 0];
  const spread = [0, 0];
  for (const seat of [0, 1] as const) {
    const foe = (1 - seat) as Seat;
    const rate = rates[seat];
    const mean = Math.max(0.5, rate.mean);
    const left = Math.max(0, hp[foe] - tickDamageLeft(s, foe));
    const foeStatuses = s.fighters[foe].statuses;
    turns[seat] =
      left / mean + EVASIVE_CHANCE * (foeStatuses.evasive ?? 0) + HALF_TURN * (foeStatuses.prevent_half ?? 0);
    spread[seat] = (left * rate.sd * rate.sd) / (mean * mean * mean);
  }
  const me = player as Seat;
  const them = (1 - me) as Seat;
  // The seat not active now has the next fresh offense: half a turn ahead.
  const lead = me === active ? -0.5 : 0.5;
  const z = (turns[them] - turns[me] + lead) / Math.sqrt(spread[0] + spread[1] + ROUNDING_VARIANCE);
  return 2 * normalCdf(z) - 1;
}
