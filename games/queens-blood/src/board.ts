/**
 * Tiles and pawns (rules v2.2.4 §4 boundary flip, §8.5-8.7): pawn steps,
 * per-card contributions, and recomputing tiles when a card leaves.
 */
import type { Contribution, QBState, Tile } from './state.ts';
import { COLS, LANES, MAX_RANK, NEUTRAL, type Owner, type Side, TILES } from './vocabulary.ts';

export const tileIndex = (lane: number, col: number) => lane * COLS + col;
export const laneOf = (tile: number) => Math.floor(tile / COLS);
export const colOf = (tile: number) => tile % COLS;

/**
 * A tile's contribution list is never changed in place: a new contribution
 * makes a new list (most tiles get a few), so copies of a state and sampled
 * worlds share the lists instead of copying fifteen per copy, and every
 * untouched tile shares this empty one.
 */
const NO_CONTRIBUTIONS: readonly Contribution[] = Object.freeze([]);

export function newTile(owner: Owner, rank: number): Tile {
  return { baseOwner: owner, baseRank: rank, owner, rank, card: -1, contribs: NO_CONTRIBUTIONS };
}

/** Each side owns its home column (P1 column 1, P2 column 5) at rank 1. */
export function initialTiles(): Tile[] {
  const tiles: Tile[] = [];
  for (let t = 0; t < TILES; t++) {
    const col = colOf(t);
    tiles.push(col === 0 ? newTile(0, 1) : col === COLS - 1 ? newTile(1, 1) : newTile(NEUTRAL, 0));
  }
  return tiles;
}

/**
 * One contribution applied to a tile's pawn state.
 * Pawn step: neutral -> side at 1; own r -> min(3, r+1); enemy r>1 -> r-1; enemy 1 -> side at 1.
 * Expand step: neutral -> side at 1; own r -> min(3, r+1); enemy: unchanged.
 */
function applyContribution(t: Tile, c: Contribution): void {
  for (let i = 0; i < c.n; i++) {
    if (t.owner === NEUTRAL) {
      t.owner = c.side;
      t.rank = 1;
    } else if (t.owner === c.side) {
      if (t.rank < MAX_RANK) t.rank++;
    } else if (c.kind === 1) {
      return;
    } else if (t.rank > 1) {
      t.rank--;
    } else {
      t.owner = c.side;
      t.rank = 1;
    }
  }
}

/** A new list: `list` and then `c` (copied by hand: `concat` is generic and slow for a few items). */
function withContribution(list: readonly Contribution[], c: Contribution): Contribution[] {
  const n = list.length;
  if (n === 0) return [c];
  const next: Contribution[] = [list[0]];
  for (let i = 1; i < n; i++) next.push(list[i]);
  next.push(c);
  return next;
}

export function contribute(s: QBState, tile: number, by: number, side: Side, n: number, kind: 0 | 1): void {
  const t = s.tiles[tile];
  const c: Contribution = { by, side, n, kind };
  t.contribs = withContribution(t.contribs, c);
  applyContribution(t, c);
}

/** Base replayed with the contributions in their original order. */
export function recomputeTile(t: Tile): void {
  t.owner = t.baseOwner;
  t.rank = t.baseRank;
  for (const c of t.contribs) applyContribution(t, c);
}

/** Removes every contribution made by card `uid` and recomputes the tiles it touched. */
export function removeContributions(s: QBState, uid: number): void {
  for (const t of s.tiles) {
    let touched = false;
    for (const c of t.contribs) {
      if (c.by === uid) {
        touched = true;
        break;
      }
    }
    if (!touched) continue;
    t.contribs = t.contribs.filter((c) => c.by !== uid);
    recomputeTile(t);
  }
}

/** The owner a player sees: the card's controller while a card is there, else the pawn owner. */
export function displayOwner(s: QBState, tile: number): Owner {
  const t = s.tiles[tile];
  return t.card >= 0 ? s.cards[t.card].side : t.owner;
}

export function boardFull(s: QBState): boolean {
  for (const t of s.tiles) if (t.card < 0) return false;
  return true;
}

/** The 8 neighbours of a tile inside the board. */
export function neighbours(tile: number): number[] {
  const out: number[] = [];
  const lane = laneOf(tile);
  const col = colOf(tile);
  for (let dl = -1; dl <= 1; dl++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dl === 0 && dc === 0) continue;
      const l = lane + dl;
      const c = col + dc;
      if (l >= 0 && l < LANES && c >= 0 && c < COLS) out.push(tileIndex(l, c));
    }
  }
  return out;
}
