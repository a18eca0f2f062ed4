/**
 * From a model's answer to one legal action, or the reason it is not one.
 *
 * The answer asked for is `{"index": n}`. What else is read, in order:
 *  1. the game's own reading first (`normalizeAction`, when the game has it:
 *     e.g. a mulligan's `bottom` list resolved, deduplicated and cut or
 *     filled to its count), for answers written as an action object;
 *  2. an index: a number, a numeric string, `{"index": "3"}`, `{"action": 3}`;
 *  3. an action object equal to a legal one (the game's `actionKey`);
 *  4. an action object that fits exactly one legal action loosely: keys in
 *     any case or spelling (`prevent_half` for `preventHalf`), numbers as
 *     strings, booleans as "true"/"yes", a card named by its name or card id
 *     where the action holds its instance number (`entities.ts`), a list in
 *     another order or a single target without its group brackets, and
 *     fields left out when only one legal action fits the rest (a single
 *     cost choice);
 *  5. a name: the legal action's description ("take 2"), its type when only
 *     one action has it ("pass"), or a phrase found in exactly one
 *     description.
 * Loosening never chooses between legal actions: an answer that fits several
 * is refused as ambiguous, one that fits none as not legal, each with a
 * reason the model is shown when it is asked again. Whatever is returned is
 * an index into the legal list, so nothing illegal can reach the engine.
 */
import { type Action, type AnyGame, actionKey, RuleViolation } from '@arbiter/core';
import { parseAnswer } from './answer.ts';
import { canonText, type EntityNames, indexEntities, refOf } from './entities.ts';

export interface NormalizeInput {
  game: AnyGame;
  view: unknown;
  legal: readonly Action[];
  /** The game's description of each legal action for the acting seat, in the same order. */
  labels: readonly string[];
}

export type NormalizedHow = 'index' | 'action' | 'loose' | 'name';

export type Normalized =
  | { ok: true; index: number; how: NormalizedHow; extracted: boolean }
  | { ok: false; problem: string };

type Reading = { ok: true; index: number; how: NormalizedHow } | { ok: false; problem: string };

const INDEX_KEYS = new Set(['index', 'actionindex', 'choice', 'option', 'idx']);
const ACTION_KEYS = new Set(['action', 'move', 'chosenaction']);
const NAME_KEYS = new Set(['name', 'description', 'label', 'text']);
/** Keys of the answer envelope that say nothing about which action. */
const META_KEYS = new Set(['reason', 'why', 'explanation', 'thought', 'thoughts', 'reasoning', 'comment']);
const NUMERIC = /^-?\d+(?:\.\d+)?$/;
const INDEX_TEXT = /^(?:index|action|choice|option|#)?\s*[:#]?\s*(\d+)$/;
const MAX_UNORDERED = 8;

/** Reads raw model text as one of `input.legal`. */
export function normalizeAnswer(raw: string, input: NormalizeInput): Normalized {
  const parsed = parseAnswer(raw);
  if (!parsed.ok) return parsed;
  const r = normalizeValue(parsed.value, input);
  return r.ok ? { ...r, extracted: parsed.how === 'extracted' } : r;
}

/** Reads an already parsed answer as one of `input.legal`. */
export function normalizeValue(value: unknown, input: NormalizeInput): Reading {
  if (Array.isArray(value) && value.length === 1) return normalizeValue(value[0], input);
  if (typeof value === 'number') return byIndex(value, input);
  if (typeof value === 'string') return byText(value, input);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, problem: 'the answer names no action: answer {"index": n}' };
  }
  const obj = value as Record<string, unknown>;
  // An object with a `type` is an action, whose own fields may be called
  // `index` (Pocket's attack index): read it whole, never as an index answer.
  const isAction = typeof obj.type === 'string';
  for (const key in obj) {
    const canon = canonText(key);
    const v = obj[key];
    if (isAction || v === undefined || v === null) continue;
    if (INDEX_KEYS.has(canon)) return byIndexLike(v, key, input);
  }
  for (const key in obj) {
    const v = obj[key];
    if (!ACTION_KEYS.has(canonText(key)) || v === undefined || v === null) continue;
    if (typeof v === 'number') return byIndex(v, input);
    if (typeof v === 'string') return NUMERIC.test(v.trim()) ? byIndexLike(v, key, input) : byText(v, input);
    if (typeof v === 'object' && !Array.isArray(v)) return byObject(v as Record<string, unknown>, input);
  }
  for (const key in obj) {
    const v = obj[key];
    if (NAME_KEYS.has(canonText(key)) && typeof v === 'string' && !('type' in obj)) return byText(v, input);
  }
  const fields = withoutMeta(obj);
  if (Object.keys(fields).length > 0) return byObject(fields, input);
  return { ok: false, problem: 'the answer names no action: answer {"index": n}' };
}

function byIndex(n: number, input: NormalizeInput): Reading {
  const count = input.legal.length;
  if (Number.isInteger(n) && n >= 0 && n < count) return { ok: true, index: n, how: 'index' };
  return { ok: false, problem: `${n} is not an index of a legal action (0..${count - 1})` };
}

function byIndexLike(v: unknown, key: string, input: NormalizeInput): Reading {
  if (typeof v === 'number') return byIndex(v, input);
  if (typeof v === 'string' && NUMERIC.test(v.trim())) return byIndex(Number(v.trim()), input);
  return { ok: false, problem: `"${key}" must be a whole number from 0 to ${input.legal.length - 1}` };
}

function withoutMeta(obj: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const key in obj) {
    if (!META_KEYS.has(canonText(key))) continue;
    out ??= { ...obj };
    delete out[key];
  }
  return out ?? obj;
}

function byText(text: string, input: NormalizeInput): Reading {
  const trimmed = text.trim().replace(/^["'`]+|["'`.!]+$/g, '');
  const asIndex = INDEX_TEXT.exec(trimmed.toLowerCase());
  if (asIndex) return byIndex(Number(asIndex[1]), input);
  const wanted = canonText(trimmed);
  if (wanted === '') return { ok: false, problem: 'the answer names no action: answer {"index": n}' };
  const exact = matching(input.labels, (label) => canonText(label) === wanted);
  if (exact.length > 0) return single(exact, 'name', `"${trimmed}"`, input);
  const byType = matching(input.legal, (a) => canonText(a.type) === wanted);
  if (byType.length === 1) return { ok: true, index: byType[0], how: 'name' };
  const phrase = wordsOf(trimmed);
  const within = matching(input.labels, (label) => ` ${wordsOf(label)} `.includes(` ${phrase} `));
  if (within.length > 0) return single(within, 'name', `"${trimmed}"`, input);
  if (byType.length > 1) return single(byType, 'name', `"${trimmed}"`, input);
  return { ok: false, problem: `"${trimmed}" is not the description of a legal action` };
}

function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .join(' ');
}

function byObject(answer: Record<string, unknown>, input: NormalizeInput): Reading {
  let candidate: unknown = answer;
  if (input.game.normalizeAction) {
    try {
      candidate = input.game.normalizeAction(answer, input.view, input.legal);
    } catch (e) {
      const reason = e instanceof RuleViolation ? e.reason : e instanceof Error ? e.message : String(e);
      return { ok: false, problem: `${JSON.stringify(answer)} cannot be read: ${reason}` };
    }
  }
  const { game, legal } = input;
  const key = keyOf(game, candidate);
  if (key !== null) {
    for (let i = 0; i < legal.length; i++) {
      if (actionKey(game, legal[i]) === key) return { ok: true, index: i, how: 'action' };
    }
  }
  const entities = lazyEntities(input.view);
  const fits = matching(legal, (a) => loose(candidate, a, entities));
  if (fits.length > 0) return single(fits, 'loose', JSON.stringify(answer), input);
  const types = [...new Set(legal.map((a) => a.type))].join(', ');
  return {
    ok: false,
    problem: `${JSON.stringify(answer)} is not a legal action now (legal action types: ${types})`,
  };
}

/**
 * The game's key for an answer shaped like an action, or null. A game's
 * `actionKey` should tell a foreign shape from its own, but one that trusts
 * the shape may throw on a model's odd answer: that is no match, not a crash.
 */
function keyOf(game: AnyGame, candidate: unknown): string | null {
  if (candidate === null || typeof candidate !== 'object' || !('type' in candidate)) return null;
  try {
    return actionKey(game, candidate as Action);
  } catch {
    return null;
  }
}

function single(indices: number[], how: NormalizedHow, what: string, input: NormalizeInput): Reading {
  if (indices.length === 1) return { ok: true, index: indices[0], how };
  const shown = indices.slice(0, 8).map((i) => `${i}: ${input.labels[i]}`);
  const more = indices.length > 8 ? `, and ${indices.length - 8} more` : '';
  return {
    ok: false,
    problem: `${what} fits ${indices.length} legal actions (${shown.join('; ')}${more}): answer with the index of one`,
  };
}

function matching<T>(items: readonly T[], test: (item: T) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) if (test(items[i])) out.push(i);
  return out;
}

type Entities = () => EntityNames;

function lazyEntities(view: unknown): Entities {
  let names: EntityNames | null = null;
  return () => {
    names ??= indexEntities(view);
    return names;
  };
}

const NULL_WORDS = new Set(['', 'null', 'none', 'nothing']);

/** Does answer value `a` fit the legal value `l`? (See the module comment, step 4.) */
function loose(a: unknown, l: unknown, entities: Entities): boolean {
  if (a === l) return true;
  if (l === null) return a === undefined || (typeof a === 'string' && NULL_WORDS.has(canonText(a)));
  if (Array.isArray(a) && a.length === 1 && !Array.isArray(l)) return loose(a[0], l, entities);
  switch (typeof l) {
    case 'number':
      return looseNumber(a, l, entities);
    case 'string':
      return (
        (typeof a === 'string' && canonText(a) === canonText(l)) || (typeof a === 'number' && String(a) === l)
      );
    case 'boolean':
      return looseBoolean(a) === l;
    case 'object':
      return Array.isArray(l)
        ? looseArray(a, l, entities)
        : looseObject(a, l as Record<string, unknown>, entities);
    default:
      return false;
  }
}

function looseNumber(a: unknown, l: number, entities: Entities): boolean {
  if (typeof a === 'number') return a === l;
  if (typeof a === 'string') {
    const s = a.trim();
    if (NUMERIC.test(s) && Number(s) === l) return true;
    // A card id may look like a number ("001"): it is looked up as a name too (two fits are refused).
    return entities().get(l)?.has(canonText(s)) ?? false;
  }
  if (a !== null && typeof a === 'object' && !Array.isArray(a)) {
    const ref = refOf(a as Record<string, unknown>);
    return ref === l;
  }
  return false;
}

function looseBoolean(a: unknown): boolean | undefined {
  if (typeof a === 'boolean') return a;
  if (a === 1 || a === 0) return a === 1;
  if (typeof a !== 'string') return undefined;
  const s = canonText(a);
  if (s === 'true' || s === 'yes') return true;
  if (s === 'false' || s === 'no') return false;
  return undefined;
}

function looseArray(a: unknown, l: readonly unknown[], entities: Entities): boolean {
  if (!Array.isArray(a)) return l.length === 1 && loose(a, l[0], entities);
  let items: readonly unknown[] = a;
  // One group of targets given where the action lists them bare: [[x, y]] for [x, y].
  if (items.length === 1 && Array.isArray(items[0]) && l.length !== 1) items = items[0] as unknown[];
  if (items.length !== l.length) return false;
  let ordered = true;
  for (let i = 0; i < l.length && ordered; i++) ordered = loose(items[i], l[i], entities);
  if (ordered) return true;
  return l.length <= MAX_UNORDERED && unorderedFit(items, l, entities, 0, 0);
}

/** Can the answer's items be paired one to one with `l`'s (any order)? `used` is a bitmask of taken items. */
function unorderedFit(
  items: readonly unknown[],
  l: readonly unknown[],
  entities: Entities,
  at: number,
  used: number,
): boolean {
  if (at === l.length) return true;
  for (let i = 0; i < items.length; i++) {
    if (used & (1 << i)) continue;
    if (loose(items[i], l[at], entities) && unorderedFit(items, l, entities, at + 1, used | (1 << i)))
      return true;
  }
  return false;
}

function looseObject(a: unknown, l: Record<string, unknown>, entities: Entities): boolean {
  if (a === null || typeof a !== 'object' || Array.isArray(a)) return false;
  const answer = a as Record<string, unknown>;
  const byCanon = new Map<string, string>();
  for (const key in answer) if (!META_KEYS.has(canonText(key))) byCanon.set(canonText(key), key);
  for (const key in l) {
    const canon = canonText(key);
    const answerKey = byCanon.get(canon);
    if (answerKey === undefined) continue; // left out: fits whatever the legal action holds
    byCanon.delete(canon);
    if (!loose(answer[answerKey], l[key], entities)) return false;
  }
  // What the answer adds beyond the legal action's fields must say nothing.
  for (const key of byCanon.values()) if (!isEmpty(answer[key])) return false;
  return true;
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === false || v === '' || (Array.isArray(v) && v.length === 0);
}
