/**
 * The best way to roll for damage, worked out once per hero: for every set
 * of five dice and every number of rerolls left, whether to attack now or
 * which dice to hold, maximizing the expected damage of the ability the
 * final dice show (an ultimate, which no defense answers, counted at 1.3×).
 * Dynamic programming over the 252 multisets of five dice and the 210 ways
 * to hold 0 to 4 of them (what a hold is worth is worked out once per hold,
 * not once per roll it could come from): a few ms per hero, made on first
 * use. Chi, statuses and the defender are left out: it is a playout policy,
 * not a solver.
 */
import type { HeroDef } from '../data/hero-schema.ts';
import { COMBO_BIT, comboMask } from '../rules/combos.ts';

const FACES = 6;
const DICE = 5;
const ULTIMATE_WEIGHT = 1.3;

/**
 * A multiset of dice as its face counts written base 6 (count of face 1 in
 * the units): the code of a union of two multisets is the sum of their codes.
 */
export type Code = number;

export interface Multisets {
  /** Every multiset of exactly n dice, by n (0..5): its code and its probability when n dice are rolled. */
  bySize: Array<{ codes: Int32Array; probs: Float64Array }>;
  /** The five-dice multisets: their codes, and their position by code. */
  five: Int32Array;
  indexOf: Int16Array;
  /** For each five-dice multiset, the codes of the holds it allows (0 to 4 of its dice). */
  holds: Int32Array[];
}

/** Powers of 6: place values of the code, and (the last) one more than the largest code. */
export const POW = [1, 6, 36, 216, 1296, 7776, 46656];

let shared: Multisets | null = null;

export function countsOf(code: Code): number[] {
  const counts: number[] = [];
  for (let f = 0; f < FACES; f++) counts.push(Math.floor(code / POW[f]) % 6);
  return counts;
}

/** The multisets of 0 to 5 dice, made once and shared (read only). */
export function multisets(): Multisets {
  if (shared) return shared;
  const fact = [1, 1, 2, 6, 24, 120];
  const bySize: Multisets['bySize'] = [];
  for (let n = 0; n <= DICE; n++) {
    const codes: number[] = [];
    const probs: number[] = [];
    const counts = new Array<number>(FACES).fill(0);
    const walk = (face: number, left: number) => {
      if (face === FACES - 1) {
        counts[face] = left;
        let ways = fact[n];
        let code = 0;
        for (let f = 0; f < FACES; f++) {
          ways /= fact[counts[f]];
          code += counts[f] * POW[f];
        }
        codes.push(code);
        probs.push(ways / FACES ** n);
        return;
      }
      for (let c = 0; c <= left; c++) {
        counts[face] = c;
        walk(face + 1, left - c);
      }
    };
    walk(0, n);
    bySize.push({ codes: Int32Array.from(codes), probs: Float64Array.from(probs) });
  }
  const five = bySize[DICE].codes;
  const indexOf = new Int16Array(POW[FACES]).fill(-1);
  five.forEach((code, i) => {
    indexOf[code] = i;
  });
  const holds = Array.from(five, (code) => {
    const counts = countsOf(code);
    let subs: number[] = [0];
    for (let f = 0; f < FACES; f++) {
      const next: number[] = [];
      for (const s of subs) for (let c = 0; c <= counts[f]; c++) next.push(s + c * POW[f]);
      subs = next;
    }
    return Int32Array.from(subs.filter((s) => s !== code));
  });
  shared = { bySize, five, indexOf, holds };
  return shared;
}

export function diceOf(code: Code): number[] {
  const dice: number[] = [];
  countsOf(code).forEach((c, f) => {
    for (let k = 0; k < c; k++) dice.push(f + 1);
  });
  return dice;
}

export interface OffenseTable {
  /** Expected damage of the best play with `rerolls` left, by five-dice multiset index. */
  value: Float64Array[];
  /** The hold's code to reroll around, or -1 to attack now, by rerolls left and multiset index. */
  hold: Int32Array[];
}

const tables = new WeakMap<HeroDef, OffenseTable>();

export function offenseTable(hero: HeroDef): OffenseTable {
  let table = tables.get(hero);
  if (table) return table;
  const ms = multisets();
  const n = ms.five.length;
  const now = new Float64Array(n);
  ms.five.forEach((code, i) => {
    const mask = comboMask(diceOf(code));
    let best = 0;
    for (const a of hero.offense)
      if ((mask & COMBO_BIT[a.combo]) !== 0)
        best = Math.max(best, a.damage * (a.ultimate ? ULTIMATE_WEIGHT : 1));
    now[i] = best;
  });
  const value = [now];
  const hold = [new Int32Array(n).fill(-1)];
  const worth = new Float64Array(POW[FACES]);
  for (let r = 1; r < 3; r++) {
    // What holding each 0-4 dice and rolling the rest is worth, with r - 1 rerolls after.
    const next = value[r - 1];
    for (let size = 0; size < DICE; size++) {
      const { codes: outcomes, probs } = ms.bySize[DICE - size];
      for (const kept of ms.bySize[size].codes) {
        let expected = 0;
        for (let k = 0; k < outcomes.length; k++) expected += probs[k] * next[ms.indexOf[kept + outcomes[k]]];
        worth[kept] = expected;
      }
    }
    const v = new Float64Array(n);
    const h = new Int32Array(n).fill(-1);
    for (let i = 0; i < n; i++) {
      let best = now[i];
      for (const kept of ms.holds[i]) {
        if (worth[kept] > best + 1e-9) {
          best = worth[kept];
          h[i] = kept;
        }
      }
      v[i] = best;
    }
    value.push(v);
    hold.push(h);
  }
  table = { value, hold };
  tables.set(hero, table);
  return table;
}

/**
 * The best play for `dice` with `rerolls` left: null to attack now, else the
 * bit set of die positions to hold.
 */
export function bestHold(hero: HeroDef, dice: readonly number[], rerolls: number): number | null {
  if (rerolls <= 0 || dice.length !== DICE) return null;
  const ms = multisets();
  let code = 0;
  for (const d of dice) code += POW[d - 1];
  const kept = offenseTable(hero).hold[Math.min(rerolls, 2)][ms.indexOf[code]];
  if (kept < 0) return null;
  const want = countsOf(kept);
  let mask = 0;
  dice.forEach((d, i) => {
    if (want[d - 1] > 0) {
      want[d - 1]--;
      mask |= 1 << i;
    }
  });
  return mask;
}

/**
 * The expected damage of the best play from `dice` with `rerolls` left (an
 * ultimate counted at 1.3×, as the table counts it): what an offense under
 * way is worth before its last roll falls.
 */
export function expectedDamage(hero: HeroDef, dice: readonly number[], rerolls: number): number {
  if (dice.length !== DICE) return 0;
  const ms = multisets();
  let code = 0;
  for (const d of dice) code += POW[d - 1];
  return offenseTable(hero).value[Math.max(0, Math.min(rerolls, 2))][ms.indexOf[code]];
}

export interface TurnDamage {
  /** Expected damage of a whole offense from a fresh roll, played by the table (an ultimate at 1.3×). */
  mean: number;
  /** Its standard deviation: how far one turn's damage strays from the mean. */
  sd: number;
}

const turnDamages = new WeakMap<HeroDef, TurnDamage>();

/**
 * The mean and spread of a whole offense's damage, from the first roll of
 * five dice with every reroll still to come, following the table's holds:
 * the second moment is carried through the same dynamic programming as the
 * value (each hold's outcomes weighted by their chances). Made once per hero.
 */
export function turnDamage(hero: HeroDef): TurnDamage {
  const known = turnDamages.get(hero);
  if (known) return known;
  const ms = multisets();
  const table = offenseTable(hero);
  const n = ms.five.length;
  // Second moment of the final damage, by rerolls left and multiset index.
  let square = Float64Array.from(table.value[0], (v) => v * v);
  for (let r = 1; r < table.value.length; r++) {
    const next = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const kept = table.hold[r][i];
      if (kept < 0) {
        next[i] = table.value[0][i] * table.value[0][i];
        continue;
      }
      let size = 0;
      for (const c of countsOf(kept)) size += c;
      const { codes, probs } = ms.bySize[DICE - size];
      let m2 = 0;
      for (let k = 0; k < codes.length; k++) m2 += probs[k] * square[ms.indexOf[kept + codes[k]]];
      next[i] = m2;
    }
    square = next;
  }
  const last = table.value.length - 1;
  const { probs } = ms.bySize[DICE];
  let mean = 0;
  let m2 = 0;
  for (let i = 0; i < n; i++) {
    mean += probs[i] * table.value[last][i];
    m2 += probs[i] * square[i];
  }
  const result = { mean, sd: Math.sqrt(Math.max(0, m2 - mean * mean)) };
  turnDamages.set(hero, result);
  return result;
}
