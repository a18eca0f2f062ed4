/**
 * The game state: plain JSON, mutated in place by the rules and copied
 * explicitly by `cloneState` (the search hot path).
 */
import { cloneRng, type RngState } from '@arbiter/core';
import type { Owner, Side } from './vocabulary.ts';

/** One recorded pawn change made by a card (§8.5): replayed in order when tiles are recomputed. */
export interface Contribution {
  /** uid of the card that made it. */
  by: number;
  side: Side;
  /** Number of single-pawn steps (modify_tile_ranks adds more to the same tile). */
  n: number;
  /** 0 = pawn projection (flips enemy rank 1), 1 = expand_positions (never touches enemy tiles). */
  kind: 0 | 1;
}

export interface Tile {
  /** Owner and rank before any card's contribution (setup, or a scenario). */
  baseOwner: Owner;
  baseRank: number;
  /** Pawn state: base replayed with every contribution, occupied or not. */
  owner: Owner;
  rank: number;
  /** uid of the card on the tile, or -1. While a card is here the tile is its controller's. */
  card: number;
  /** Never changed in place: a new contribution replaces the list (copies share it). */
  contribs: readonly Contribution[];
}

/** Per-card runtime state (seed §2). One instance per physical card or token. */
export interface CardInst {
  uid: number;
  /** Index into the catalog's cards. */
  card: number;
  side: Side;
  origin: 'deck' | 'token';
  /** Card id of the card whose effect created this token. */
  spawnedBy: string | null;
  /** SpawnContext.replaced_pawns: the tile's rank when this token was spawned (0 otherwise). */
  replacedPawns: number;
  basePower: number;
  powerDelta: number;
  scaleDelta: number;
  firstEnhancedFired: boolean;
  firstEnfeebledFired: boolean;
  /** Never changed in place (replaced when a value is added), so copies share it. */
  thresholdsFired: readonly number[];
  /** Board tile, or -1 when in a deck, hand or the destroyed pile. */
  tile: number;
  /** Effective power when thresholds were last checked (upward crossings only). */
  lastPower: number;
}

export type Phase = 'mulligan' | 'play' | 'over';

export interface QBState {
  rng: RngState;
  phase: Phase;
  /** Whose decision it is (mulligan or turn). */
  turn: Side;
  /** Consecutive passes so far. */
  passes: number;
  turnsTaken: [number, number];
  mulliganed: [boolean, boolean];
  tiles: Tile[];
  /** Every instance ever created, indexed by uid. */
  cards: CardInst[];
  hands: number[][];
  /** uids, top of the deck first. */
  decks: number[][];
  destroyed: number[][];
  deckNames: [string, string];
  /** Card ids played from hand, per side, in order (metrics). */
  played: string[][];
  endReason: string | null;
  /** Actions applied so far. */
  moves: number;
}

/** The thresholds of a card that has fired none (shared: never changed in place). */
const NONE_FIRED: readonly number[] = Object.freeze([]);

export function cloneInst(c: CardInst): CardInst {
  return {
    uid: c.uid,
    card: c.card,
    side: c.side,
    origin: c.origin,
    spawnedBy: c.spawnedBy,
    replacedPawns: c.replacedPawns,
    basePower: c.basePower,
    powerDelta: c.powerDelta,
    scaleDelta: c.scaleDelta,
    firstEnhancedFired: c.firstEnhancedFired,
    firstEnfeebledFired: c.firstEnfeebledFired,
    thresholdsFired: c.thresholdsFired,
    tile: c.tile,
    lastPower: c.lastPower,
  };
}

/** Contributions and their lists are never changed in place (see board.ts), so copies share them. */
function cloneTile(t: Tile): Tile {
  return {
    baseOwner: t.baseOwner,
    baseRank: t.baseRank,
    owner: t.owner,
    rank: t.rank,
    card: t.card,
    contribs: t.contribs,
  };
}

export function cloneState(s: QBState): QBState {
  return {
    rng: cloneRng(s.rng),
    phase: s.phase,
    turn: s.turn,
    passes: s.passes,
    turnsTaken: [s.turnsTaken[0], s.turnsTaken[1]],
    mulliganed: [s.mulliganed[0], s.mulliganed[1]],
    tiles: s.tiles.map(cloneTile),
    cards: s.cards.map(cloneInst),
    hands: [s.hands[0].slice(), s.hands[1].slice()],
    decks: [s.decks[0].slice(), s.decks[1].slice()],
    destroyed: [s.destroyed[0].slice(), s.destroyed[1].slice()],
    deckNames: [s.deckNames[0], s.deckNames[1]],
    played: [s.played[0].slice(), s.played[1].slice()],
    endReason: s.endReason,
    moves: s.moves,
  };
}

export function newInst(
  uid: number,
  card: number,
  side: Side,
  power: number,
  origin: 'deck' | 'token',
): CardInst {
  return {
    uid,
    card,
    side,
    origin,
    spawnedBy: null,
    replacedPawns: 0,
    basePower: power,
    powerDelta: 0,
    scaleDelta: 0,
    firstEnhancedFired: false,
    firstEnfeebledFired: false,
    thresholdsFired: NONE_FIRED,
    tile: -1,
    lastPower: power,
  };
}
