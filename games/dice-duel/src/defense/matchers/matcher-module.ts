/**
 * What one matcher is: the kernel's one effect shape (`EffectModule`: its
 * params schema as cards write it, its compile step — references and lint
 * —, its words on the card) with the hooks the resolver and the validator
 * read: how it reads a roll, the most matches it can give, what one match
 * is. A matcher reads the dice through the card's field partition and
 * returns a payload; it never changes or consumes dice. Field dice are read
 * once per roll (`readRoll`), so evaluating a card is O(fields + rules).
 *
 * A new matcher is one module in this folder plus its line in `index.ts`.
 */
import type { EffectModule } from '@arbiter/core';
import type { DefenseCard, MatcherBase } from '../../data/defense-card-schema.ts';
import type { CardWords } from '../../words/defense-words.ts';
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

/** The types matchers are written against (the kernel's EffectModule): nothing runs them but `evaluate`. */
export interface MatcherTypes {
  ctx: undefined;
  args: [];
  /** The compile step checks the fields it names against the card. */
  env: CardCheck;
  /** The card's phrasing: "each die showing 4 or 5". */
  words: CardWords;
}

/**
 * One matcher. `P` is its params as its schema parses them; the registry
 * holds every module as `MatcherModule` (params: the common part), and its
 * hooks are methods, so listing modules of different params needs no cast.
 */
export interface MatcherModule<P extends MatcherBase = MatcherBase> extends EffectModule<MatcherTypes, P> {
  readonly id: P['type'];
  /** What one match is (documentation and lint; `dealPer`/`blockPer` multiply by it). */
  readonly oneMatch: string;
  evaluate(m: P, roll: RollView): MatchPayload;
  /** The most matches a roll of `dice` dice can give (the matchCount lint). */
  maxMatchCount(m: P, dice: number): number;
  /** The field whose dice count into the match count (double-counting lint). */
  countedField?(m: P): string | undefined;
  /** Fields the matcher requires exactly (an extra die there breaks it). */
  exactFields?(m: P): string[];
}

/** A matcher module, its own params type kept while it is written. */
export function defineMatcher<P extends MatcherBase>(m: MatcherModule<P>): MatcherModule<P> {
  return m;
}

/** " (at least 2 dice, at most 3 matches)": the bounds a matcher's min and cap put on it. */
export function boundsWords(
  w: CardWords,
  min: number | undefined,
  cap: number | undefined,
  unit = 'die',
  units = 'dice',
): string {
  const parts: string[] = [];
  if (min !== undefined && min > 1) parts.push(`at least ${w.plural(min, unit, units)}`);
  if (cap !== undefined) parts.push(`at most ${w.plural(cap, 'match', 'matches')}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/**
 * Per card, computed once: for each face (1..6) the field it belongs to (-1
 * for none; a later field naming a face takes it), and for each field the
 * first field with its id (a repeated id is one list of dice, as in a record
 * by id), both as field indexes.
 */
interface FieldTables {
  fieldOfFace: Int8Array;
  firstWithId: Int8Array;
}

const tablesCache = new WeakMap<DefenseCard, FieldTables>();

function fieldTables(card: DefenseCard): FieldTables {
  let tables = tablesCache.get(card);
  if (!tables) {
    const fields = card.fields;
    const firstWithId = new Int8Array(fields.length);
    fields.forEach((f, k) => {
      firstWithId[k] = fields.findIndex((g) => g.id === f.id);
    });
    const fieldOfFace = new Int8Array(7).fill(-1);
    fields.forEach((f, k) => {
      for (const face of f.faces) if (face >= 1 && face <= 6) fieldOfFace[face] = firstWithId[k];
    });
    tables = { fieldOfFace, firstWithId };
    tablesCache.set(card, tables);
  }
  return tables;
}

/**
 * The die indexes of a bit set, ascending: one frozen list per set (a card
 * has at most 10 dice), shared by every roll, payload and rule hit that
 * lists those dice. Nothing changes them; matchers that cut a list copy it.
 */
const INDEX_LISTS: Array<readonly number[] | undefined> = [];
const MAX_SHARED_DICE = 12;

function indexList(mask: number): number[] {
  let list = INDEX_LISTS[mask];
  if (list === undefined) {
    const out: number[] = [];
    for (let i = 0; 1 << i <= mask; i++) if (mask & (1 << i)) out.push(i);
    list = Object.freeze(out);
    INDEX_LISTS[mask] = list;
  }
  // Typed as the mutable list RollView declares; frozen, so a write would throw rather than corrupt a shared list.
  return list as number[];
}

const MASKS: number[] = [];

export function readRoll(card: DefenseCard, dice: readonly number[]): RollView {
  return readRollInto({ dice, fieldDice: {} }, card, dice);
}

/**
 * Fills `view` with this roll (its `fieldDice` gets one entry per field of
 * `card`, in the card's order, as readRoll's): a caller that reads one roll
 * at a time reuses one view per card.
 */
export function readRollInto(view: RollView, card: DefenseCard, dice: readonly number[]): RollView {
  const fields = card.fields;
  const fieldDice = view.fieldDice;
  const { fieldOfFace, firstWithId } = fieldTables(card);
  view.dice = dice;
  if (dice.length > MAX_SHARED_DICE) {
    for (const f of fields) fieldDice[f.id] = [];
    for (let i = 0; i < dice.length; i++) {
      const k = fieldOfFace[dice[i]];
      if (k >= 0) fieldDice[fields[k].id].push(i);
    }
    return view;
  }
  const masks = MASKS;
  for (let k = 0; k < fields.length; k++) masks[k] = 0;
  for (let i = 0; i < dice.length; i++) {
    const k = fieldOfFace[dice[i]];
    if (k >= 0) masks[k] |= 1 << i;
  }
  for (let k = 0; k < fields.length; k++) fieldDice[fields[k].id] = indexList(masks[firstWithId[k]]);
  return view;
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
