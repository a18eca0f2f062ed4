/**
 * The phrasing every text a player reads is built from: amounts of
 * resources, lists, seats (numbered from 1), role names. Card text, prompts,
 * option labels and event words all use these, so one thing reads one way
 * everywhere.
 */
import { type Delta, HELD_ORDER } from '../delta.ts';
import type { Amount, Resource } from '../grammar/tree.ts';

export { type Delta, deltaEmpty } from '../delta.ts';

const RES_ONE: Record<Resource, string> = {
  g: 'gold',
  s: 'strength',
  m: 'magic',
  v: 'VP',
  p: 'map',
  t: 'tome',
  wild: 'of any one resource',
};
const RES_MANY: Record<Resource, string> = { ...RES_ONE, p: 'maps', t: 'tomes' };

/** A resource's name for an amount of `n` (`gold`, `maps`). */
export const resourceName = (res: Resource, n = 2): string => (n === 1 ? RES_ONE[res] : RES_MANY[res]);

/** `2 gold`, `1 map`, `3 of any one resource` (the size of the number only). */
export function amountWords(a: Amount): string {
  const n = Math.abs(a.n);
  return `${n} ${resourceName(a.res, n)}`;
}

/** `1 gold, 1 strength and 1 magic`. */
export function listWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** Amounts as a list: `2 gold and 1 magic`. */
export const amountsWords = (as: readonly Amount[], last = 'and'): string =>
  listWords(as.map(amountWords), last);

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
export const lowerFirst = (s: string): string =>
  s.startsWith('VP') ? s : s.charAt(0).toLowerCase() + s.slice(1);

/** `Shadow`, `Holy`: a role as cards print it. */
export const roleName = (r: string): string => capital(r);

/** `a` or `an` before a word. */
export const article = (word: string): string => (/^[AEIOU]/i.test(word) ? 'an' : 'a');

/** A seat as a person reads it: numbered from 1 (`Seat 2` to open a sentence, `seat 2` inside one). */
export const seatName = (seat: number): string => `seat ${seat + 1}`;
export const SeatName = (seat: number): string => `Seat ${seat + 1}`;

/** The amounts of a delta with this sign, in the usual order (sizes only): `2 gold and 1 magic`. */
export function deltaWords(d: Delta, sign: 1 | -1 = 1): string {
  const parts: string[] = [];
  for (const res of HELD_ORDER) {
    const n = d[res];
    if (n !== undefined && n * sign > 0) parts.push(amountWords({ res, n }));
  }
  return listWords(parts);
}

/** `3 times` and the like, for a card that activates more than once. */
export const timesWords = (n: number): string => (n === 1 ? '' : n === 2 ? ' twice' : ` ${n} times`);
