/**
 * What one matcher is: its data schema, its check (compile step), and how it
 * reads a roll. A matcher reads the dice through the card's field partition
 * and returns a payload; it never changes or consumes dice. Field dice are
 * read once per roll (`readRoll`), so evaluating a card is O(fields + rules).
 */
import type { z } from 'zod';
import type { DefenseCard } from '../../data/defense-card-schema.ts';
import type { CardCheck } from '../card-check.ts';

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

export interface MatcherModule<D extends { type: string }> {
  readonly id: D['type'];
  /** The matcher's data, as cards write it. */
  readonly schema: z.ZodType<D, unknown>;
  /** What one match is (documentation; `dealPer`/`blockPer` multiply by it). */
  readonly oneMatch: string;
  /** References and lint beyond the schema. */
  check(m: D, at: CardCheck): void;
  evaluate(m: D, roll: RollView): MatchPayload;
  /** The most matches a roll of `dice` dice can give (the matchCount lint). */
  maxMatchCount(m: D, dice: number): number;
  /** The field whose dice count into the match count (double-counting lint). */
  countedField?(m: D): string | undefined;
  /** Fields the matcher requires exactly (an extra die there breaks it). */
  exactFields?(m: D): string[];
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

/**
 * Payloads and field totals are read, never changed (rule hits, events and
 * views share them), so the common ones are made once and frozen: a hot
 * path then allocates only for what a hit keeps.
 */
const NO_DICE: number[] = [];
Object.freeze(NO_DICE);
const missByTotals = new WeakMap<Record<string, number>, MatchPayload>();

export function noMatch(fieldTotals: Record<string, number>): MatchPayload {
  let miss = missByTotals.get(fieldTotals);
  if (miss === undefined) {
    miss = Object.freeze({ matchCount: 0, fieldTotals, matchedDiceIndexes: NO_DICE });
    missByTotals.set(fieldTotals, miss);
  }
  return miss;
}

const totalsByField = new Map<string, Array<Record<string, number>>>();

/** `{ [fieldId]: n }`, one frozen object per field and count. */
export function fieldTotal(fieldId: string, n: number): Record<string, number> {
  let byCount = totalsByField.get(fieldId);
  if (byCount === undefined) {
    byCount = [];
    totalsByField.set(fieldId, byCount);
  }
  let totals = byCount[n];
  if (totals === undefined) {
    totals = Object.freeze({ [fieldId]: n });
    byCount[n] = totals;
  }
  return totals;
}

export const NO_TOTALS: Record<string, number> = Object.freeze({});

export const capped = (n: number, cap?: number) => (cap === undefined ? n : Math.min(n, cap));
