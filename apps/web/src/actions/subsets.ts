/**
 * Legal actions that are subsets: a group of actions of one type that differ
 * only in one list of plain values (Queen's Blood's mulligan: `{ type:
 * 'mulligan', replace: [uids] }`, one action per subset of the hand). The
 * action panel offers such a group as "pick the items, then confirm" instead
 * of one button per subset. Generic: nothing here knows a game.
 */
import type { Action } from '@arbiter/core';
import type { LegalChoice } from '@arbiter/server/protocol';

type Scalar = string | number;

export interface SubsetItem {
  value: Scalar;
  /** What the item is called: from the game's label of the action choosing it alone, else its value. */
  label: string;
}

export interface SubsetGroup {
  type: string;
  /** The field holding the chosen items. */
  field: string;
  items: SubsetItem[];
  choices: LegalChoice[];
}

/** At least this many actions before a group is worth a chooser (a single yes/no is two buttons). */
const MIN_GROUP = 4;

/** A field of an action (actions are plain JSON objects). */
function field(a: Action, key: string): unknown {
  return (a as Action & Record<string, unknown>)[key];
}

function isScalarList(v: unknown): v is Scalar[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number');
}

/** A stable key for a set of items, whatever order the game lists them in. */
export function setKey(values: Scalar[]): string {
  return JSON.stringify(
    [...values].map((v) => [typeof v, v]).sort((a, b) => (String(a) < String(b) ? -1 : 1)),
  );
}

/** The longest prefix, ending at a word boundary, that every label shares. */
function commonWordPrefix(labels: string[]): string {
  if (labels.length < 2) return '';
  let prefix = labels[0];
  for (const l of labels) {
    let i = 0;
    while (i < prefix.length && i < l.length && prefix[i] === l[i]) i++;
    prefix = prefix.slice(0, i);
  }
  const cut = prefix.lastIndexOf(' ');
  return cut < 0 ? '' : prefix.slice(0, cut + 1);
}

/**
 * The subset group among `choices` (all of one action type), or null: every
 * action has the same fields, exactly one field differs between them, and it
 * is a list of plain values in every action.
 */
export function subsetGroup(type: string, choices: LegalChoice[]): SubsetGroup | null {
  if (choices.length < MIN_GROUP) return null;
  const first = choices[0].action;
  const keys = Object.keys(first).filter((k) => k !== 'type');
  const varying = keys.filter((k) =>
    choices.some((c) => JSON.stringify(field(c.action, k)) !== JSON.stringify(field(first, k))),
  );
  if (varying.length !== 1) return null;
  const name = varying[0];
  const listOf = (c: LegalChoice) => field(c.action, name) as Scalar[];
  const sameShape = choices.every(
    (c) => Object.keys(c.action).length === keys.length + 1 && isScalarList(field(c.action, name)),
  );
  if (!sameShape) return null;
  const values = new Map<string, Scalar>();
  for (const c of choices) for (const v of listOf(c)) values.set(JSON.stringify(v), v);
  if (values.size < 2) return null;
  const singles = choices.filter((c) => listOf(c).length === 1);
  const prefix = commonWordPrefix(singles.map((c) => c.label));
  const labelOf = new Map<string, string>();
  for (const c of singles) labelOf.set(JSON.stringify(listOf(c)[0]), c.label.slice(prefix.length) || c.label);
  const items = [...values.entries()].map(([key, value]) => ({
    value,
    label: labelOf.get(key) ?? String(value),
  }));
  return { type, field: name, items, choices };
}

/** The legal action choosing exactly `picked` (in any order), or null when that set is not allowed. */
export function choiceFor(group: SubsetGroup, picked: Scalar[]): LegalChoice | null {
  const want = setKey(picked);
  return group.choices.find((c) => setKey(field(c.action, group.field) as Scalar[]) === want) ?? null;
}
