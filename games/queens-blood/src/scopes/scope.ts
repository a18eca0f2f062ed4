/**
 * What one scope of the effects registry is (seed §6): which cards an effect
 * reaches, from its source card's side and tile. Cards come out in ascending
 * tile order, so every effect applies in a fixed order. Each scope is one
 * module in this folder (a kernel `VocabularyItem`), listed in `index.ts`,
 * says whether it reaches the card that owns the effect, and holds its words.
 */
import type { VocabularyItem } from '@arbiter/core';
import { laneOf } from '../board.ts';
import type { Catalog } from '../catalog-types.ts';
import type { CardInst, QBState } from '../state.ts';
import { COLS, TILES } from '../vocabulary.ts';

export type Relation = 'all' | 'ally' | 'enemy';

export interface ScopeInput {
  s: QBState;
  cat: Catalog;
  src: CardInst;
  /** Cards being destroyed right now: no effect reaches them. */
  dying: ReadonlySet<number> | null;
}

/** Where a scope puts the uids it reaches: an array, or a sink that acts on each at once. */
export interface UidSink {
  push(uid: number): unknown;
}

export interface ScopeModule extends VocabularyItem {
  /** The cards it reaches as players read them, a noun phrase ("enemy cards on affected tiles"). */
  readonly words: string;
  /**
   * Whether the card that owns the effect is among the cards reached (when
   * it is on the board and not dying). Decided per scope from the seed's
   * wording (README, Decisions).
   */
  readonly includesSelf: boolean;
  /** Pushes the uids the effect reaches, in tile order. */
  resolve(input: ScopeInput, out: UidSink): void;
}

export function relationHolds(rel: Relation, a: number, b: number): boolean {
  return rel === 'all' || (rel === 'ally' ? a === b : a !== b);
}

/** On the board, not dying, and not the source itself unless the scope includes it. */
function reachable(input: ScopeInput, uid: number, includeSelf: boolean): boolean {
  return uid >= 0 && (includeSelf || uid !== input.src.uid) && !(input.dying?.has(uid) ?? false);
}

/** Cards of `rel` on the E and X cells of the source's grid. */
export function onAffectedTiles(rel: Relation): ScopeModule['resolve'] {
  return (input, out) => {
    const { s, src } = input;
    if (src.tile < 0) return;
    const tiles = input.cat.cards[src.card].effectTiles[src.side][src.tile];
    for (const t of tiles) {
      const uid = s.tiles[t].card;
      if (reachable(input, uid, false) && relationHolds(rel, s.cards[uid].side, src.side)) out.push(uid);
    }
  };
}

/** Cards of `rel` on the whole board, or in the source's lane; the source itself when `includeSelf`. */
export function onTiles(rel: Relation, laneOnly: boolean, includeSelf: boolean): ScopeModule['resolve'] {
  return (input, out) => {
    const { s, src } = input;
    if (laneOnly && src.tile < 0) return;
    const from = laneOnly ? laneOf(src.tile) * COLS : 0;
    const to = laneOnly ? from + COLS : TILES;
    for (let t = from; t < to; t++) {
      const uid = s.tiles[t].card;
      if (reachable(input, uid, includeSelf) && relationHolds(rel, s.cards[uid].side, src.side))
        out.push(uid);
    }
  };
}
