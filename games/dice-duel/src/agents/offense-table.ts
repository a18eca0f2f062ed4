/**
 * The best way to roll for damage, worked out once per hero: for every set
 * of five dice and every number of rerolls left, whether to attack now or
 * which dice to hold, maximizing the expected damage of the ability the
 * final dice show (an ultimate, which no defense answers, counted at 1.3×).
 * Dynamic programming over the 252 multisets of five dice; about 0.1 s per
 * hero, made on first use. Chi, statuses and the defender are left out: it
 * is a playout policy, not a solver.
 */
import type { HeroDef } from '../data/hero-schema.ts';
import { COMBO_BIT, comboMask } from '../rules/combos.ts';

const FACES = 6;
const DICE = 5;
const ULTIMATE_WEIGHT = 1.3;

/** A multiset of dice as its face counts, encoded base 6 (counts of faces 1..6). */
type Code = number;

interface Multisets {
  /** Every multiset of exactly n dice, by n (0..5): its code and its probability when n dice are rolled. */
  bySize: Array<{ codes: Int32Array; probs: Float64Array }>;
  /** Index of a five-dice multiset by its code (codes add: the code of a union is the sum of the codes). */
  indexOf: Int16Array;
  five: number[][];
}

const encode = (counts: readonly number[]): Code => counts.reduce((acc, c, i) => acc + c * 6 ** i, 0);

let shared: Multisets | null = null;

function multisets(): Multisets {
  if (shared) return shared;
  const fact = [1, 1, 2, 6, 24, 120];
  const bySize: Multisets['bySize'] = [];
  const five: number[][] = [];
  for (let n = 0; n <= DICE; n++) {
    const out: Array<{ counts: number[]; prob: number }> = [];
    const counts = new Array<number>(FACES).fill(0);
    const walk = (face: number, left: number) => {
      if (face === FACES - 1) {
        counts[face] = left;
        let ways = fact[n];
        for (const c of counts) ways /= fact[c];
        out.push({ counts: [...counts], prob: ways / FACES ** n });
        return;
      }
      for (let c = 0; c <= left; c++) {
        counts[face] = c;
        walk(face + 1, left - c);
      }
    };
    walk(0, n);
    bySize.push({
      codes: Int32Array.from(out.map((m) => encode(m.counts))),
      probs: Float64Array.from(out.map((m) => m.prob)),
    });
    if (n === DICE) five.push(...out.map((m) => m.counts));
  }
  const indexOf = new Int16Array(6 ** FACES).fill(-1);
  five.forEach((c, i) => {
    indexOf[encode(c)] = i;
  });
  shared = { bySize, indexOf, five };
  return shared;
}

function diceOf(counts: readonly number[]): number[] {
  const dice: number[] = [];
  counts.forEach((c, f) => {
    for (let k = 0; k < c; k++) dice.push(f + 1);
  });
  return dice;
}

/** Every sub-multiset of `counts` (the dice one may hold). */
function holdsOf(counts: readonly number[]): number[][] {
  let out: number[][] = [[]];
  for (let f = 0; f < FACES; f++) {
    const next: number[][] = [];
    for (const h of out) for (let c = 0; c <= counts[f]; c++) next.push([...h, c]);
    out = next;
  }
  return out;
}

export interface OffenseTable {
  /** Expected damage of the best play with `rerolls` left, by five-dice multiset index. */
  value: Float64Array[];
  /** The hold (face counts) to reroll around, or null to attack now, by rerolls left and multiset index. */
  hold: Array<Array<number[] | null>>;
}

const tables = new WeakMap<HeroDef, OffenseTable>();

export function offenseTable(hero: HeroDef): OffenseTable {
  let table = tables.get(hero);
  if (table) return table;
  const ms = multisets();
  const n = ms.five.length;
  const now = new Float64Array(n);
  ms.five.forEach((counts, i) => {
    const mask = comboMask(diceOf(counts));
    let best = 0;
    for (const a of hero.offense)
      if ((mask & COMBO_BIT[a.combo]) !== 0)
        best = Math.max(best, a.damage * (a.ultimate ? ULTIMATE_WEIGHT : 1));
    now[i] = best;
  });
  const value = [now];
  const hold: OffenseTable['hold'] = [ms.five.map(() => null)];
  for (let r = 1; r < 3; r++) {
    const next = value[r - 1];
    const v = new Float64Array(n);
    const h: Array<number[] | null> = [];
    ms.five.forEach((counts, i) => {
      let best = now[i];
      let bestHold: number[] | null = null;
      for (const kept of holdsOf(counts)) {
        const size = kept.reduce((a, b) => a + b, 0);
        if (size === DICE) continue;
        const { codes, probs } = ms.bySize[DICE - size];
        const base = encode(kept);
        let expected = 0;
        for (let k = 0; k < codes.length; k++) expected += probs[k] * next[ms.indexOf[base + codes[k]]];
        if (expected > best + 1e-9) {
          best = expected;
          bestHold = kept;
        }
      }
      v[i] = best;
      h.push(bestHold);
    });
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
  const counts = new Array<number>(FACES).fill(0);
  for (const d of dice) counts[d - 1]++;
  const kept = offenseTable(hero).hold[Math.min(rerolls, 2)][ms.indexOf[encode(counts)]];
  if (kept === null) return null;
  const want = [...kept];
  let mask = 0;
  dice.forEach((d, i) => {
    if (want[d - 1] > 0) {
      want[d - 1]--;
      mask |= 1 << i;
    }
  });
  return mask;
}
