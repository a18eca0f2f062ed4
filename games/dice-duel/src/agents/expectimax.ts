/**
 * Dice Duel's expectimax agent (the game's own agent kind `expectimax`): the
 * search shaped like the game, where MCTS is not.
 *
 * MCTS and greedy both judge a hold by the dice a few sampled rerolls
 * happened to show; a hold has 31 siblings and the dice decide most of its
 * worth, so their estimates stay noisy at any budget that fits in a turn.
 * Here the dice are not sampled at all:
 *
 * - **Offense.** What each attack (ability and chi spent) is worth is
 *   estimated once on sampled worlds (the same worlds for every attack:
 *   paired comparisons): the attack applied, the defender's reaction by the
 *   playout policy, and the position then scored by the leaf value (the
 *   chance of winning the HP race, leaf-value.ts; a finished match ±1). A set
 *   of five dice pays the best attack it shows; the best hold is then solved
 *   exactly over every roll of the dice (hold-solver.ts). So the holds aim
 *   at winning, not at damage: a kill in reach is rolled for, an ultimate
 *   counts for what it does to this defender, chi goes where it counts.
 * - **Reaction.** Each legal reaction is applied on the same sampled worlds
 *   and scored by the leaf value.
 *
 * The attacks' values are worked out at a turn's first offense decision and
 * kept for its later rolls: only the dice change between them, and an
 * attack's value does not depend on the dice (re-estimating at every roll
 * measured weaker: 55% against greedy, 58.8% so; bench/RESULTS.md).
 *
 * Fair play: worlds come from the seat's view alone (`determinize`: the view
 * with a fresh generator), never from the real state. Budget: `worlds`
 * sampled worlds (default 24) per turn's attacks and per reaction; with the
 * same seed and the same decisions asked, the same choices.
 */
import { createRng, type GamePolicy, nextUint32, type PlayerId } from '@arbiter/core';
import type { DuelAction } from '../actions.ts';
import type { Catalog } from '../data/catalog-types.ts';
import type { Combo, HeroDef } from '../data/hero-schema.ts';
import { COMBO_BIT, comboMask } from '../rules/combos.ts';
import { spendable } from '../rules/statuses.ts';
import type { DuelState, Seat } from '../state.ts';
import type { DuelTypes } from '../types.ts';
import { type DuelView, stateFromView } from '../view.ts';
import { bestHoldFor } from './hold-solver.ts';
import { duelLeafValue } from './leaf-value.ts';
import { diceOf, multisets } from './offense-table.ts';
import { duelRolloutAction } from './rollout-policy.ts';

export const DEFAULT_EXPECTIMAX_WORLDS = 24;

export interface ExpectimaxSettings {
  /** Sampled worlds per decision, shared by every candidate. */
  worlds?: number;
  /** 1: the opponent's next turn is played by the playout policy before the leaf value scores a candidate (default 0; it measured no better). */
  ahead?: number;
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
 * opponent's reaction, if it owes one, by the playout policy; then the leaf value.
 */
function valueAfter(world: DuelState, me: Seat, action: DuelAction, rules: DuelRules, ahead: number): number {
  const s = rules.clone(world);
  rules.apply(s, me, action);
  if (s.phase === 'react' && s.active === me) {
    const them = (1 - me) as Seat;
    rules.apply(s, them, duelRolloutAction(s, them));
  }
  // `ahead` more turns of the opponent's played by the playout policy (and our reactions), to our next offense.
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

/** What the agent needs of the game module (passed in: the module is built from this folder). */
export interface DuelRules {
  catalog: Catalog;
  apply(state: DuelState, player: PlayerId, action: DuelAction): unknown;
  clone(state: DuelState): DuelState;
}

interface Candidate {
  action: DuelAction;
  /** Mean value over the sampled worlds (a sum while they are added). */
  total: number;
}

/** Every attack `me` could declare from `world` with some dice (each ability, each chi), with `world`'s dice set to show it. */
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

function sameAction(a: DuelAction, b: DuelAction): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'attack' && b.type === 'attack') return a.combo === b.combo && a.chi === b.chi;
  if (a.type === 'react' && b.type === 'react')
    return a.evasive === b.evasive && a.preventHalf === b.preventHalf && a.chi === b.chi;
  return false;
}

export function createExpectimaxPolicy(
  seed: string,
  rules: DuelRules,
  settings: ExpectimaxSettings = {},
): GamePolicy<DuelTypes> {
  const rng = createRng(seed);
  const worldCount = Math.max(1, settings.worlds ?? DEFAULT_EXPECTIMAX_WORLDS);
  const ahead = settings.ahead ?? 0;
  const worldsFrom = (view: DuelView): DuelState[] => {
    const worlds: DuelState[] = [];
    for (let w = 0; w < worldCount; w++)
      worlds.push(stateFromView(view, `expectimax/${nextUint32(rng)}`, rules.catalog));
    return worlds;
  };

  // The attacks' values of the turn under way: between its rolls only the dice change, and an
  // attack's value does not depend on them, so they are worked out at the turn's first decision.
  let turnKey = '';
  let turnCandidates: Candidate[] = [];

  function attackValues(view: DuelView, me: Seat, hero: HeroDef): Candidate[] {
    const key = JSON.stringify([view.turn, me, view.fighters.map((f) => [f.hp, f.statuses, f.spendable])]);
    if (key === turnKey) return turnCandidates;
    const worlds = worldsFrom(view);
    const candidates = attackCandidates(worlds[0], me, hero);
    for (const world of worlds) {
      for (const c of candidates) {
        const dice =
          c.action.type === 'attack' && c.action.combo !== null ? diceShowing(c.action.combo) : null;
        const saved = world.offense.dice;
        if (dice) world.offense.dice = dice;
        c.total += valueAfter(world, me, c.action, rules, ahead) / worlds.length;
        world.offense.dice = saved;
      }
    }
    turnKey = key;
    turnCandidates = candidates;
    return candidates;
  }

  function offense(view: DuelView, me: Seat, legal: readonly DuelAction[]): DuelAction {
    const hero = rules.catalog.heroes[view.fighters[me].hero].def;
    const candidates = attackValues(view, me, hero);
    // The best attack each combo allows (its best chi), and what stopping on each five dice pays.
    const byCombo = new Map<Combo | null, number>();
    for (const c of candidates) {
      if (c.action.type !== 'attack') continue;
      const v = c.total;
      const known = byCombo.get(c.action.combo);
      if (known === undefined || v > known) byCombo.set(c.action.combo, v);
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
    if (choice.hold !== null) {
      for (const a of legal) {
        if (a.type !== 'reroll') continue;
        let mask = 0;
        for (const i of a.hold) mask |= 1 << i;
        if (mask === choice.hold) return a;
      }
    }
    // Attack now: the legal attack worth the most.
    let best: DuelAction | null = null;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const a of legal) {
      if (a.type !== 'attack') continue;
      const c = candidates.find((x) => sameAction(x.action, a));
      const v = c ? c.total : Number.NEGATIVE_INFINITY;
      if (v > bestValue) {
        best = a;
        bestValue = v;
      }
    }
    return best ?? legal[legal.length - 1];
  }

  function react(view: DuelView, me: Seat, legal: readonly DuelAction[]): DuelAction {
    const worlds = worldsFrom(view);
    let best = legal[0];
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const a of legal) {
      let total = 0;
      for (const world of worlds) total += valueAfter(world, me, a, rules, ahead);
      if (total > bestValue) {
        best = a;
        bestValue = total;
      }
    }
    return best;
  }

  return {
    choose({ player, view, legal }) {
      if (legal.length === 1) return legal[0];
      const me = player as Seat;
      return view.phase === 'offense' ? offense(view, me, legal) : react(view, me, legal);
    },
  };
}
