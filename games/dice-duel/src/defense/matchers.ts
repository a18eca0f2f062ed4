/**
 * The matcher registry. A matcher reads the dice through the card's field
 * partition and returns a payload; it never changes or consumes dice.
 * Field counts are computed once per roll (`fieldCountsOf`), so evaluating a
 * card is O(fields + rules) after the dice are read once.
 */
import { createRegistry } from '@arbiter/core';
import type { DefenseCard, MatcherDef, MatcherType } from '../data/defense-card-schema.ts';

export interface MatchPayload {
  matchCount: number;
  fieldTotals: Record<string, number>;
  matchedDiceIndexes: number[];
}

export interface RollView {
  dice: readonly number[];
  /** die index list per field id */
  fieldDice: Record<string, number[]>;
}

/** Per card: the field id of each face (index 1..6), computed once. */
const fieldOfFaceCache = new WeakMap<DefenseCard, Array<string | undefined>>();

function fieldOfFace(card: DefenseCard): Array<string | undefined> {
  let table = fieldOfFaceCache.get(card);
  if (!table) {
    table = new Array<string | undefined>(7).fill(undefined);
    for (const f of card.fields) for (const face of f.faces) if (face >= 1 && face <= 6) table[face] = f.id;
    fieldOfFaceCache.set(card, table);
  }
  return table;
}

export function readRoll(card: DefenseCard, dice: readonly number[]): RollView {
  const fieldDice: Record<string, number[]> = {};
  for (const f of card.fields) fieldDice[f.id] = [];
  const table = fieldOfFace(card);
  for (let i = 0; i < dice.length; i++) {
    const id = table[dice[i]];
    if (id !== undefined) fieldDice[id].push(i);
  }
  return { dice, fieldDice };
}

export function fieldCountsOf(roll: RollView): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id in roll.fieldDice) out[id] = roll.fieldDice[id].length;
  return out;
}

type MatcherOf<T extends MatcherType> = Extract<MatcherDef, { type: T }>;
type MatcherHandler<T extends MatcherType> = (m: MatcherOf<T>, roll: RollView) => MatchPayload;

const none = (fieldTotals: Record<string, number>): MatchPayload => ({
  matchCount: 0,
  fieldTotals,
  matchedDiceIndexes: [],
});
const capped = (n: number, cap?: number) => (cap === undefined ? n : Math.min(n, cap));

const handlers: { [T in MatcherType]: MatcherHandler<T> } = {
  /** count × per, clamped to cap; nothing below min dice. */
  countField(m, roll) {
    const idx = roll.fieldDice[m.fieldId] ?? [];
    const totals = { [m.fieldId]: idx.length };
    if (idx.length === 0 || idx.length < (m.min ?? 0)) return none(totals);
    return {
      matchCount: capped(idx.length * (m.per ?? 1), m.cap),
      fieldTotals: totals,
      matchedDiceIndexes: [...idx],
    };
  },
  /** floor(count / 2), clamped to cap; nothing below min pairs. */
  pairsField(m, roll) {
    const idx = roll.fieldDice[m.fieldId] ?? [];
    const totals = { [m.fieldId]: idx.length };
    const pairs = Math.floor(idx.length / 2);
    if (pairs === 0 || pairs < (m.min ?? 0)) return none(totals);
    const n = capped(pairs, m.cap);
    return { matchCount: n, fieldTotals: totals, matchedDiceIndexes: idx.slice(0, n * 2) };
  },
  /** `count` dice showing `face` make one match (four sixes with count 2: two matches). */
  exactFace(m, roll) {
    const idx: number[] = [];
    roll.dice.forEach((d, i) => {
      if (d === m.face) idx.push(i);
    });
    const n = capped(Math.floor(idx.length / m.count), m.cap);
    if (n === 0) return none({});
    return { matchCount: n, fieldTotals: {}, matchedDiceIndexes: idx.slice(0, n * m.count) };
  },
  /** A recipe across fields; with allowExtra false, any extra die in a recipe field breaks it. */
  combo(m, roll) {
    const totals: Record<string, number> = {};
    const used: number[] = [];
    let ok = true;
    for (const part of m.fields) {
      const idx = roll.fieldDice[part.id] ?? [];
      totals[part.id] = idx.length;
      if (idx.length < part.min) ok = false;
      if (m.allowExtra === false && idx.length > part.min) ok = false;
      used.push(...idx.slice(0, part.min));
    }
    if (!ok) return none(totals);
    return { matchCount: 1, fieldTotals: totals, matchedDiceIndexes: used.sort((a, b) => a - b) };
  },
};

export const matcherRegistry = createRegistry<MatcherType, MatcherHandler<MatcherType>>(
  'defense matcher',
  handlers as Record<MatcherType, MatcherHandler<MatcherType>>,
  // Registered and tested, but no shipped card uses them yet.
  ['pairsField', 'exactFace', 'combo'],
);

export function evaluateMatcher(m: MatcherDef, roll: RollView): MatchPayload {
  return matcherRegistry.get(m.type)(m, roll);
}
