/**
 * A board after permanents entered or left the battlefield, built from the
 * board before them instead of from scratch (derived.ts keeps both and
 * decides when this may be used). Most battlefield changes of a game are
 * such moves (a land played, a creature resolved or dying: about 37 of 50 a
 * random Sixth Edition game), and most boards have only local sources.
 *
 * It is exact when the board before had only local sources — every static
 * ability and effect affects its own object, the permanent it enchants or
 * equips, or a fixed list of objects (an effect's), with no condition and
 * no amount read from the board — and no object that left or entered has a
 * static ability: then a move changes no other permanent's values (a local
 * source's host leaving drops that host only; a new object is no source's
 * host yet), and an object that entered is its card (or token) with its
 * +1/+1 counters, as the layers would make it. Anything else that changes a
 * characteristic (counters, control, attachments, effects, the turn) is a
 * `touch` and makes the next board from scratch.
 */
import type { Continuous } from '../cards/rules-block.ts';
import type { Board, Derived } from './derived.ts';
import { rulesOf } from './objects.ts';
import type { GameObject, MtgState } from './state.ts';

/** How many boards were built after moves (for tests: the path is taken). */
export const movesBuilt = { count: 0 };

/** Whether a continuous effect is local (see above): a move cannot change what it does. */
export function localEffect(e: Continuous, locked: boolean): boolean {
  if (e.while || e.definePT || e.setLandType) return false;
  if (e.pt && (typeof e.pt[0] !== 'number' || typeof e.pt[1] !== 'number')) return false;
  return locked || 'self' in e.affects || 'enchanted' in e.affects || 'equipped' in e.affects;
}

/** Whether an object is a source of the layers (it has a static ability). */
export function isSource(o: GameObject): boolean {
  return rulesOf(o).statics.length > 0;
}

/**
 * The board of `s` from `before` (a board of `s` with only local sources,
 * every change since it a move of objects that are no sources), in
 * battlefield order, an object that entered made by `cardDerived` (its card's
 * or token's values, derived.ts: passed in, as derived.ts imports this file);
 * null when an object that entered is a source (the caller computes the
 * board from scratch).
 */
export function boardAfterMoves(
  s: MtgState,
  before: Board,
  cardDerived: (o: GameObject) => Derived,
): Board | null {
  const byId = new Map<number, Derived>();
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const id = bf[i];
    let d = before.byId.get(id);
    if (d === undefined) {
      const o = s.objects[id];
      if (isSource(o)) return null;
      d = cardDerived(o);
      const c = o.counters['+1/+1'];
      if (c) {
        d.power += c;
        d.toughness += c;
      }
    }
    byId.set(id, d);
  }
  movesBuilt.count++;
  return { state: s, byId, watch: null, local: true };
}
