/**
 * An offense planned toward winning, shared by the expectimax agent
 * (expectimax.ts) and MCTS's exact decisions (exact-decider.ts).
 *
 * What each attack (ability and chi spent) is worth is estimated once a
 * turn on sampled worlds (the same worlds for every attack: paired
 * comparisons): the attack applied, the defender's reaction by the playout
 * policy, and the position then scored by the leaf value (the chance of
 * winning the HP race, leaf-value.ts; a finished match ±1). A set of five
 * dice pays the best attack it shows; the best hold is then solved exactly
 * over every roll of the dice (hold-solver.ts).
 *
 * The attacks' values are worked out at a turn's first offense decision and
 * kept for its later rolls: only the dice change between them, and an
 * attack's value does not depend on the dice (re-estimating at every roll
 * measured weaker: 55% against greedy, 58.8% so; bench/RESULTS.md).
 *
 * Fair play: worlds come from the seat's view alone (`stateFromView`: the
 * view with a fresh generator), never from the real state.
 */
import { nextUint32, type PlayerId, type RngState } from '@arbiter/core';
import type { DuelAction } from '../actions.ts';
import type { Catalog } from '../data/catalog-types.ts';
import type { Combo, HeroDef } from '../data/hero-schema.ts';
import { COMBO_BIT, comboMask } from '../rules/combos.ts';
import { spendable } from '../rules/statuses.ts';
import type { DuelState, Seat } from '../state.ts';
import { type DuelView, stateFromView } from '../view.ts';
import { bestHoldFor } from './hold-solver.ts';
import { duelLeafValue } from './leaf-value.ts';
import { diceOf, multisets } from './offense-table.ts';
import { duelRolloutAction } from './rollout-policy.ts';

/** What the planner needs of the game module (passed in: the module is built from this folder). */
export interface DuelRules {
  catalog: Catalog;
  apply(state: DuelState, player: PlayerId, action: DuelAction): unknown;
  clone(state: DuelState): DuelState;
}

/** A set of five dice that shows `combo` (the first in the multisets' order), by combo. */
const showing = new Map<Combo, number[]>();
function diceShowing(combo: Combo): number[] {
  let dice = showing.get(combo);
  if (dice) return dice;
  const ms = multisets();
  for (const code of ms.five) {
    const d = diceOf(code);
    if ((comboMask(d) & COMBO_BIT[combo]) !== 0) {
      dice = d;
      break;
    }
  }
  if (!dice) throw new Error(`no five dice show ${combo}`);
  showing.set(combo, dice);
  return dice;
}

/** The combo mask of every five-dice multiset, in `multisets().five` order. */
let fiveMasks: Int32Array | null = null;
function masksOfFive(): Int32Array {
  if (fiveMasks) return fiveMasks;
  const ms = multisets();
  fiveMasks = Int32Array.from(ms.five, (code) => comboMask(diceOf(code)));
  return fiveMasks;
}

/**
 * What `action` is worth to `me` played in `world` (a clone is changed): the
 * opponent's reaction, if it owes one, by the playout policy; `ahead` more
 * turns of the opponent's by the playout policy; then the leaf value.
 */
export function valueAfter(
  world: DuelState,
  me: Seat,
  action: DuelAction,
  rules: DuelRules,
  ahead: number,
): number {
  const s = rules.clone(world);
  rules.apply(s, me, action);
  if (s.phase === 'react' && s.active === me) {
    const them = (1 - me) as Seat;
    rules.apply(s, them, duelRolloutAction(s, them));
  }
  for (let turns = 0, steps = 0; turns < ahead && s.phase !== 'over' && steps < 16; steps++) {
    if (s.phase === 'offense' && s.active === me) {
      turns++;
      continue;
    }
    const seat = (s.phase === 'react' ? 1 - s.active : s.active) as Seat;
    rules.apply(s, seat, duelRolloutAction(s, seat));
  }
  return duelLeafValue(s, me);
}

interface Candidate {
  action: DuelAction;
  /** Mean value over the sampled worlds (a sum while they are added). */
  total: number;
}

/** Every attack `me` could declare from `world` with some dice (each ability, each chi). */
function attackCandidates(world: DuelState, me: Seat, hero: HeroDef): Candidate[] {
  const out: Candidate[] = [];
  const chiMax = spendable(world, me, 'chi');
  for (const ability of hero.offense) {
    for (let chi = 0; chi <= chiMax; chi++)
      out.push({ action: { type: 'attack', combo: ability.combo, chi }, total: 0 });
  }
  out.push({ action: { type: 'attack', combo: null, chi: 0 }, total: 0 });
  return out;
}

function sameAttack(a: DuelAction, b: DuelAction): boolean {
  return a.type === 'attack' && b.type === 'attack' && a.combo === b.combo && a.chi === b.chi;
}

/** The planner's answer at an offense decision. */
export interface OffensePlan {
  /** The legal reroll the solver holds for, or null to attack now. */
  reroll: DuelAction | null;
  /** The legal attack worth the most (null when no attack is legal). */
  attack: DuelAction | null;
}

export interface OffensePlanner {
  plan(view: DuelView, me: Seat, legal: readonly DuelAction[]): OffensePlan;
}

/** Worlds sampled from `view` with seeds drawn from `rng`. */
export function worldsFrom(view: DuelView, rng: RngState, count: number, catalog: Catalog): DuelState[] {
  const worlds: DuelState[] = [];
  for (let w = 0; w < count; w++) worlds.push(stateFromView(view, `expectimax/${nextUint32(rng)}`, catalog));
  return worlds;
}

/** A planner drawing its worlds (`worlds` a turn) from `rng`. */
export function createOffensePlanner(
  rng: RngState,
  rules: DuelRules,
  worlds: number,
  ahead: number,
): OffensePlanner {
  // The attacks' values of the turn under way (see above).
  let turnKey = '';
  let turnCandidates: Candidate[] = [];

  function attackValues(view: DuelView, me: Seat, hero: HeroDef): Candidate[] {
    const key = JSON.stringify([view.turn, me, view.fighters.map((f) => [f.hp, f.statuses, f.spendable])]);
    if (key === turnKey) return turnCandidates;
    const sampled = worldsFrom(view, rng, worlds, rules.catalog);
    const candidates = attackCandidates(sampled[0], me, hero);
    for (const world of sampled) {
      for (const c of candidates) {
        const dice =
          c.action.type === 'attack' && c.action.combo !== null ? diceShowing(c.action.combo) : null;
        const saved = world.offense.dice;
        if (dice) world.offense.dice = dice;
        c.total += valueAfter(world, me, c.action, rules, ahead) / sampled.length;
        world.offense.dice = saved;
      }
    }
    turnKey = key;
    turnCandidates = candidates;
    return candidates;
  }

  return {
    plan(view, me, legal) {
      const hero = rules.catalog.heroes[view.fighters[me].hero].def;
      const candidates = attackValues(view, me, hero);
      // The best attack each combo allows (its best chi), and what stopping on each five dice pays.
      const byCombo = new Map<Combo | null, number>();
      for (const c of candidates) {
        if (c.action.type !== 'attack') continue;
        const known = byCombo.get(c.action.combo);
        if (known === undefined || c.total > known) byCombo.set(c.action.combo, c.total);
      }
      const none = byCombo.get(null) ?? -1;
      const masks = masksOfFive();
      const payoff = new Float64Array(masks.length);
      for (let i = 0; i < masks.length; i++) {
        let best = none;
        for (const ability of hero.offense) {
          if ((masks[i] & COMBO_BIT[ability.combo]) === 0) continue;
          const v = byCombo.get(ability.combo) ?? -1;
          if (v > best) best = v;
        }
        payoff[i] = best;
      }
      const choice = bestHoldFor(payoff, view.offense.dice, view.offense.attemptsLeft);
      let reroll: DuelAction | null = null;
      if (choice.hold !== null) {
        for (const a of legal) {
          if (a.type !== 'reroll') continue;
          let mask = 0;
          for (const i of a.hold) mask |= 1 << i;
          if (mask === choice.hold) {
            reroll = a;
            break;
          }
        }
      }
      let attack: DuelAction | null = null;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const a of legal) {
        if (a.type !== 'attack') continue;
        const c = candidates.find((x) => sameAttack(x.action, a));
        const v = c ? c.total : Number.NEGATIVE_INFINITY;
        if (v > bestValue) {
          attack = a;
          bestValue = v;
        }
      }
      return { reroll, attack };
    },
  };
}
