/**
 * Effective power (seed §2):
 *   base_power + power_delta + scale_delta
 *   + the passive hooks of `in-play` effects' operations (auras of other
 *     cards, snapshot scaling counted from the board now, never stored).
 * Computed for the whole board at once: auras make every card depend on others.
 */
import type { Catalog } from './catalog-types.ts';
import type { CardInst, QBState } from './state.ts';
import { TILES } from './vocabulary.ts';

export const isEnhanced = (c: CardInst) => c.powerDelta > 0;
export const isEnfeebled = (c: CardInst) => c.powerDelta < 0;

/**
 * Effective power per tile (0 for an empty tile), into `into` when given (a
 * caller's reused buffer of TILES numbers) or a new array.
 */
export function boardPowers(s: QBState, cat: Catalog, into?: number[]): number[] {
  const p = into ?? new Array<number>(TILES);
  const tiles = s.tiles;
  let passive = false;
  for (let t = 0; t < TILES; t++) {
    const uid = tiles[t].card;
    if (uid < 0) {
      p[t] = 0;
      continue;
    }
    const c = s.cards[uid];
    p[t] = c.basePower + c.powerDelta + c.scaleDelta;
    if (cat.cards[c.card].effect?.moment === 'in-play') passive = true;
  }
  if (!passive) return p;
  for (let t = 0; t < TILES; t++) {
    const uid = tiles[t].card;
    if (uid < 0) continue;
    const src = s.cards[uid];
    const effect = cat.cards[src.card].effect;
    if (effect === null || effect.moment !== 'in-play') continue;
    for (const step of effect.steps) step.module.passivePower?.(s, cat, src, step.op, effect, p);
  }
  return p;
}

export function powerOf(s: QBState, cat: Catalog, uid: number): number {
  const c = s.cards[uid];
  if (c.tile < 0) return c.basePower + c.powerDelta + c.scaleDelta;
  return boardPowers(s, cat)[c.tile];
}
