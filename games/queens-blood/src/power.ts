/**
 * Effective power (seed §2):
 *   base_power + power_delta + scale_delta
 *   + while-in-play scaling (counted from the board now, never stored)
 *   + while-in-play auras of other cards (modify_power on their scope).
 * Computed for the whole board at once: auras make every card depend on others.
 */
import type { Catalog } from './catalog-types.ts';
import { matcherRegistry } from './matchers.ts';
import { relationHolds, resolveScope } from './scopes.ts';
import type { CardInst, QBState } from './state.ts';
import { TILES } from './vocabulary.ts';

export const isEnhanced = (c: CardInst) => c.powerDelta > 0;
export const isEnfeebled = (c: CardInst) => c.powerDelta < 0;

/** Effective power per tile (0 for an empty tile). */
export function boardPowers(s: QBState, cat: Catalog): number[] {
  const p = new Array<number>(TILES).fill(0);
  const tiles = s.tiles;
  for (let t = 0; t < TILES; t++) {
    const uid = tiles[t].card;
    if (uid < 0) continue;
    const c = s.cards[uid];
    p[t] = c.basePower + c.powerDelta + c.scaleDelta;
  }
  for (let t = 0; t < TILES; t++) {
    const uid = tiles[t].card;
    if (uid < 0) continue;
    const src = s.cards[uid];
    const effect = cat.cards[src.card].effect;
    if (effect === null || effect.trigger !== 'while_in_play') continue;
    for (const op of effect.operations) {
      if (op.type === 'modify_power') {
        for (const target of resolveScope({ s, cat, src, dying: null }, effect.scope)) {
          p[s.cards[target].tile] += op.amount;
        }
      } else if (op.type === 'modify_power_scale') {
        const m = matcherRegistry.handlers[op.per];
        if (m.kind !== 'state') continue;
        let count = 0;
        for (let o = 0; o < TILES; o++) {
          const other = tiles[o].card;
          if (other < 0 || other === uid) continue;
          const oc = s.cards[other];
          if (relationHolds(m.relation, oc.side, src.side) && m.holds(oc)) count++;
        }
        p[t] += op.amountPer * count;
      }
    }
  }
  return p;
}

export function powerOf(s: QBState, cat: Catalog, uid: number): number {
  const c = s.cards[uid];
  if (c.tile < 0) return c.basePower + c.powerDelta + c.scaleDelta;
  return boardPowers(s, cat)[c.tile];
}
