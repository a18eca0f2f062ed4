/**
 * The decisions players owe, as plain JSON actions:
 *   reroll — the attacker keeps `hold` (die indexes) and rerolls the rest
 *            (attempts 2 and 3);
 *   attack — the attacker uses the ability of a combo the dice show (or
 *            none), spending `chi` stacks for +1 damage each;
 *   react  — the defender's reaction window after the defense roll: spend
 *            evasive (d6, 5+ negates), prevent_half (halve), chi (+1 block
 *            a stack).
 * Action objects are shared constants where possible: legalActions runs in
 * every simulated decision.
 */
import { RuleViolation, stableStringify } from '@arbiter/core';
import type { Combo, HeroDef } from './data/hero-schema.ts';
import type { DuelContext } from './events.ts';
import { COMBO_BIT, comboMask } from './rules/combos.ts';
import { spendable } from './rules/statuses.ts';
import {
  declareAttack,
  heroOf,
  OFFENSE_ATTEMPTS,
  OFFENSE_DICE,
  rerollOffense,
  rerollOffenseKeeping,
  resolveAttack,
} from './rules/turn.ts';
import type { DuelState, Seat } from './state.ts';
import { comboWords } from './words/phrases.ts';

export type DuelAction =
  | { type: 'reroll'; hold: number[] }
  | { type: 'attack'; combo: Combo | null; chi: number }
  | { type: 'react'; evasive: boolean; preventHalf: boolean; chi: number };

/**
 * What the engine knows of its own (shared, never changed) action objects,
 * made once: the key, and for a reroll the bit mask of the dice it holds. It
 * rides on the action under a symbol, non-enumerable (out of JSON, keys,
 * spreads and equality; a copy of the action, e.g. through a worker, is not
 * the engine's own and is checked in full).
 */
const OWN: unique symbol = Symbol('dice-duel own action');

interface OwnFacts {
  key: string;
  /** Reroll: bit i set when die i is held; -1 for other actions. */
  keep: number;
}

type Owned = DuelAction & { [OWN]?: OwnFacts };

function own(action: DuelAction): DuelAction {
  let keep = -1;
  if (action.type === 'reroll') {
    keep = 0;
    for (const i of action.hold) keep |= 1 << i;
  }
  const facts: OwnFacts = { key: keyOf(action), keep };
  Object.defineProperty(action, OWN, { value: facts, enumerable: false });
  return action;
}

/** The engine's facts about `action` if it is one of its own, else undefined. */
function ownFacts(action: DuelAction): OwnFacts | undefined {
  return (action as Owned)[OWN];
}

/** Every hold set but "all five" (that is not a reroll), smallest first. */
const REROLLS: ReadonlyArray<DuelAction> = (() => {
  const out: DuelAction[] = [];
  for (let mask = 0; mask < (1 << OFFENSE_DICE) - 1; mask++) {
    const hold: number[] = [];
    for (let i = 0; i < OFFENSE_DICE; i++) if (mask & (1 << i)) hold.push(i);
    out.push(own({ type: 'reroll', hold }));
  }
  return out;
})();

/** attack actions by combo, then by chi spent */
const attackCache = new Map<Combo | null, DuelAction[]>();
function attackAction(combo: Combo | null, chi: number): DuelAction {
  let byChi = attackCache.get(combo);
  if (!byChi) {
    byChi = [];
    attackCache.set(combo, byChi);
  }
  let a = byChi[chi];
  if (!a) {
    a = own({ type: 'attack', combo, chi });
    byChi[chi] = a;
  }
  return a;
}

/** Shared, read-only legal-action lists (the contract lets games share them). */
/** Per hero (its data, so other data never shares a list), by rerolls left, combos shown and chi. */
const offenseCache = new WeakMap<HeroDef, Array<DuelAction[] | undefined>>();
/** The last two heroes asked about (a match has two), ahead of the WeakMap. */
let recentHero: HeroDef | null = null;
let recentLists: Array<DuelAction[] | undefined> = [];
let olderHero: HeroDef | null = null;
let olderLists: Array<DuelAction[] | undefined> = [];

function offenseListsOf(hero: HeroDef): Array<DuelAction[] | undefined> {
  if (hero === recentHero) return recentLists;
  let lists: Array<DuelAction[] | undefined> | undefined;
  if (hero === olderHero) lists = olderLists;
  else {
    lists = offenseCache.get(hero);
    if (lists === undefined) {
      // Dense from the start (every key below 2^12), so reads stay on the fast elements path.
      lists = new Array<DuelAction[] | undefined>(1 << 12).fill(undefined);
      offenseCache.set(hero, lists);
    }
  }
  olderHero = recentHero;
  olderLists = recentLists;
  recentHero = hero;
  recentLists = lists;
  return lists;
}
const reactCache = new Map<number, DuelAction[]>();
/** The usual keys (chi below 64) in a dense array ahead of the map. */
const REACT_DENSE = 256;
const reactDense = new Array<DuelAction[] | undefined>(REACT_DENSE).fill(undefined);

/** Shared, read-only: who owes a decision (the contract lets callers only read it). */
const SEAT_LISTS: ReadonlyArray<Seat[]> = [[0], [1]];
const NOBODY: Seat[] = [];

export function toActSeats(state: DuelState): Seat[] {
  if (state.phase === 'over') return NOBODY;
  return SEAT_LISTS[state.phase === 'react' ? 1 - state.active : state.active];
}

export function legalActions(state: DuelState, player: number): DuelAction[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'offense') {
    if (player !== state.active) return [];
    // The list depends only on the hero, whether rerolls remain, the combos
    // shown and the chi that may be spent: cached, and copied out.
    const mask = comboMask(state.offense.dice);
    const chiMax = spendable(state, state.active, 'chi');
    const canReroll = state.offense.attempt < OFFENSE_ATTEMPTS;
    const hero = heroOf(state, state.active);
    const byHero = offenseListsOf(hero);
    // 1 + 7 + 4 bits: an array index (chi beyond 15 is past every status's max; the list is built, not cached).
    const key = chiMax < 16 ? ((canReroll ? 1 : 0) << 11) | (mask << 4) | chiMax : -1;
    let cached = key >= 0 ? byHero[key] : undefined;
    if (!cached) {
      cached = [];
      if (canReroll) for (let i = 0; i < REROLLS.length; i++) cached.push(REROLLS[i]);
      for (const ability of hero.offense) {
        if ((mask & COMBO_BIT[ability.combo]) === 0) continue;
        for (let chi = 0; chi <= chiMax; chi++) cached.push(attackAction(ability.combo, chi));
      }
      cached.push(attackAction(null, 0));
      if (key >= 0) byHero[key] = cached;
    }
    return cached;
  }
  const defender = (1 - state.active) as Seat;
  if (player !== defender) return [];
  const canEvade = spendable(state, defender, 'evasive') > 0;
  const canHalve = spendable(state, defender, 'prevent_half') > 0;
  const chiMax = spendable(state, defender, 'chi');
  const key = (chiMax << 2) | (canEvade ? 2 : 0) | (canHalve ? 1 : 0);
  let out = key < REACT_DENSE ? reactDense[key] : reactCache.get(key);
  if (!out) {
    out = [];
    for (const evasive of canEvade ? [false, true] : [false]) {
      for (const preventHalf of canHalve ? [false, true] : [false]) {
        for (let chi = 0; chi <= chiMax; chi++) out.push(own({ type: 'react', evasive, preventHalf, chi }));
      }
    }
    if (key < REACT_DENSE) reactDense[key] = out;
    else reactCache.set(key, out);
  }
  return out;
}

/** The hero's ability on `combo`, if it has one (a loop: no closure per check). */
function abilityOf(hero: HeroDef, combo: Combo): HeroDef['offense'][number] | undefined {
  const offense = hero.offense;
  for (let i = 0; i < offense.length; i++) if (offense[i].combo === combo) return offense[i];
  return undefined;
}

/** Throws RuleViolation (state untouched) unless `action` is legal for `player` now. */
export function checkAction(state: DuelState, player: number, action: DuelAction): void {
  if (state.phase === 'over') throw new RuleViolation('game-over', 'the match is over');
  const owed = toActSeats(state)[0];
  if (player !== owed)
    throw new RuleViolation('not-your-turn', `seat ${player} has no decision now (seat ${owed} does)`);
  // The engine's own actions are well formed by construction: only what the state decides is checked.
  if (ownFacts(action) !== undefined && ownActionAllowed(state, action)) return;
  const a = action as { type?: unknown };
  if (state.phase === 'offense') {
    if (a.type === 'reroll') {
      const act = action as Extract<DuelAction, { type: 'reroll' }>;
      if (state.offense.attempt >= OFFENSE_ATTEMPTS)
        throw new RuleViolation('no-attempts', 'all three rolls are used');
      const hold = act.hold;
      if (!Array.isArray(hold) || hold.length >= OFFENSE_DICE)
        throw new RuleViolation('bad-hold', 'hold must list 0..4 die indexes');
      for (let i = 0; i < hold.length; i++) {
        if (
          !Number.isInteger(hold[i]) ||
          hold[i] < 0 ||
          hold[i] >= OFFENSE_DICE ||
          (i > 0 && hold[i] <= hold[i - 1])
        ) {
          throw new RuleViolation('bad-hold', 'hold must list distinct die indexes 0..4 in increasing order');
        }
      }
      return;
    }
    if (a.type === 'attack') {
      const act = action as Extract<DuelAction, { type: 'attack' }>;
      if (act.combo === null) {
        if (act.chi !== 0) throw new RuleViolation('bad-chi', 'chi can only be spent on an ability');
        return;
      }
      const ability = abilityOf(heroOf(state, state.active), act.combo);
      if (!ability) throw new RuleViolation('no-ability', `this hero has no ${String(act.combo)} ability`);
      if ((comboMask(state.offense.dice) & COMBO_BIT[ability.combo]) === 0) {
        throw new RuleViolation(
          'combo-not-shown',
          `the dice ${state.offense.dice.join(',')} do not show ${act.combo}`,
        );
      }
      checkChi(state, state.active, act.chi);
      return;
    }
    throw new RuleViolation('wrong-phase', `'${String(a.type)}' is not an offense action`);
  }
  if (a.type !== 'react')
    throw new RuleViolation('wrong-phase', `the defender must react, not '${String(a.type)}'`);
  const act = action as Extract<DuelAction, { type: 'react' }>;
  const defender = (1 - state.active) as Seat;
  if (typeof act.evasive !== 'boolean' || typeof act.preventHalf !== 'boolean') {
    throw new RuleViolation('bad-react', 'evasive and preventHalf must be true or false');
  }
  if (act.evasive && spendable(state, defender, 'evasive') === 0)
    throw new RuleViolation('no-status', 'no spendable evasive');
  if (act.preventHalf && spendable(state, defender, 'prevent_half') === 0) {
    throw new RuleViolation('no-status', 'no spendable prevent_half');
  }
  checkChi(state, defender, act.chi);
}

/**
 * For the engine's own (well-formed) actions in the right phase for the
 * seat owed: true when the state allows it. False sends it through the full
 * check, which then refuses it with the reason.
 */
function ownActionAllowed(state: DuelState, action: DuelAction): boolean {
  if (state.phase === 'offense') {
    if (action.type === 'reroll') return state.offense.attempt < OFFENSE_ATTEMPTS;
    if (action.type !== 'attack') return false;
    if (action.combo === null) return action.chi === 0;
    const ability = abilityOf(heroOf(state, state.active), action.combo);
    if (ability === undefined || (comboMask(state.offense.dice) & COMBO_BIT[ability.combo]) === 0)
      return false;
    return action.chi === 0 || action.chi <= spendable(state, state.active, 'chi');
  }
  if (action.type !== 'react') return false;
  const defender = (1 - state.active) as Seat;
  if (action.evasive && spendable(state, defender, 'evasive') === 0) return false;
  if (action.preventHalf && spendable(state, defender, 'prevent_half') === 0) return false;
  return action.chi === 0 || action.chi <= spendable(state, defender, 'chi');
}

function checkChi(state: DuelState, seat: Seat, chi: unknown): void {
  if (!Number.isInteger(chi) || (chi as number) < 0)
    throw new RuleViolation('bad-chi', 'chi must be a whole number ≥ 0');
  const have = spendable(state, seat, 'chi');
  if ((chi as number) > have) throw new RuleViolation('bad-chi', `only ${have} chi can be spent now`);
}

export function applyAction(
  state: DuelState,
  player: number,
  action: DuelAction,
  ctx?: DuelContext,
): DuelState {
  checkAction(state, player, action);
  switch (action.type) {
    case 'reroll': {
      const keep = ownFacts(action)?.keep;
      if (keep !== undefined) rerollOffenseKeeping(state, keep, action.hold, ctx);
      else rerollOffense(state, action.hold, ctx);
      break;
    }
    case 'attack':
      declareAttack(state, action.combo, action.chi, ctx);
      break;
    case 'react':
      // The action itself is the spend (evasive, preventHalf, chi): read, never kept.
      resolveAttack(state, action, ctx);
      break;
  }
  return state;
}

export function describeAction(action: DuelAction, state: DuelState): string {
  switch (action.type) {
    case 'reroll':
      if (action.hold.length === 0) return 'reroll all dice';
      return `keep ${action.hold.map((i) => state.offense.dice[i] ?? '?').join(' ')} (dice ${action.hold.map((i) => i + 1).join(',')}), reroll the rest`;
    case 'attack': {
      if (action.combo === null) return 'use no ability (end turn)';
      const ab = heroOf(state, state.active).offense.find((x) => x.combo === action.combo);
      const chi = action.chi > 0 ? ` + ${action.chi} chi` : '';
      const combo = comboWords(action.combo);
      return `${ab?.label ?? combo} (${combo}, ${ab?.damage ?? '?'} damage${chi})`;
    }
    case 'react': {
      const parts: string[] = [];
      if (action.evasive) parts.push('spend evasive');
      if (action.preventHalf) parts.push('spend prevent half');
      if (action.chi > 0) parts.push(`spend ${action.chi} chi (+${action.chi} block)`);
      return parts.length > 0 ? parts.join(', ') : 'take it (spend nothing)';
    }
  }
}

/**
 * A short identity per action (search trees key their children by it): equal
 * actions give equal keys and different actions different ones. It never
 * throws: an answer of any shape (an LLM may send any JSON) gets a key, and
 * one that is no legal action gets one no legal action has.
 */
export function actionKeyOf(action: DuelAction): string {
  if (action !== null && typeof action === 'object') {
    const known = ownFacts(action);
    if (known !== undefined) return known.key;
  }
  return keyOf(action);
}

function keyOf(action: DuelAction): string {
  const a = action as unknown;
  if (a === null || typeof a !== 'object') return `?${JSON.stringify(a) ?? 'undefined'}`;
  const x = a as Record<string, unknown>;
  switch (x.type) {
    case 'reroll':
      if (Array.isArray(x.hold) && x.hold.every((i) => Number.isInteger(i) && i >= 0 && i <= 9))
        return `r${x.hold.join('')}`;
      break;
    case 'attack':
      if ((x.combo === null || typeof x.combo === 'string') && Number.isInteger(x.chi))
        return `a${x.combo ?? '-'}:${x.chi}`;
      break;
    case 'react':
      if (typeof x.evasive === 'boolean' && typeof x.preventHalf === 'boolean' && Number.isInteger(x.chi))
        return `x${x.evasive ? 1 : 0}${x.preventHalf ? 1 : 0}:${x.chi}`;
      break;
  }
  return `?${stableStringify(a)}`;
}
