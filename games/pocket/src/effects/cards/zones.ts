/**
 * What the cards family's modules share: a count that is a number or a
 * counter (`{ per: { of: 'heads', coins: 3 } }`), random picks from a zone
 * through the state's generator, and the record of a card of a hidden zone
 * shown this turn (`PlayerState.shown`, read by views).
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { removeAt, removeValue } from '../../rules/remove-at.ts';
import type { PocketState, ShownCard, Side } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { amount, type EffectWords } from '../effect.ts';
import { type CounterRef, counterSchema, counterWords, countOf } from '../vocabulary/counter.ts';

/** "2", or "for each heads of 3 coins". */
export const countParam = z.union([amount, z.object({ per: counterSchema }).strict()]);
export type CountParam = number | { per: CounterRef };

export function countValue(ctx: EffectCtx, c: CountParam | undefined): number {
  if (c === undefined) return 1;
  return typeof c === 'number' ? c : countOf(ctx, c.per);
}

/** "1 random Basic Pokémon", "2 random Pokémon Tool cards", "a random card for each heads (flip 3 coins)" (`what`: the cards' words, singular and plural). */
export function countWords(c: CountParam | undefined, what: [string, string], w: EffectWords): string {
  // No count: one, printed "a random …".
  if (c === undefined) return `a ${what[0]}`;
  if (typeof c === 'number') return `${c} ${c === 1 ? what[0] : what[1]}`;
  return `${what[0].replace(/^random /, 'a random ')} for each ${counterWords(c.per, w)}`;
}

/** Up to `n` distinct uids of `from`, at random (each pick from the generator), removed from `zone`. */
export function takeRandom(s: PocketState, zone: number[], from: readonly number[], n: number): number[] {
  const pool = from.slice();
  const taken: number[] = [];
  while (taken.length < n && pool.length > 0) {
    const at = randInt(s.rng, pool.length, 'random');
    const uid = pool[at];
    removeAt(pool, at);
    removeValue(zone, uid);
    taken.push(uid);
  }
  return taken;
}

/** Records that `card` of `side`'s hand or deck was shown this turn to `to`. */
export function showCard(
  s: PocketState,
  side: Side,
  card: string,
  from: ShownCard['from'],
  to: ShownCard['to'],
): void {
  const p = s.sides[side];
  if (!p.shown) p.shown = [];
  p.shown.push({ card, from, to });
}
