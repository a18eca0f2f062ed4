/**
 * What a seat sees: the whole board (cards with their runtime state and
 * effective power, tiles with their recorded pawn contributions, which are
 * public), its own hand and the contents of its own deck (sorted, never in
 * order), and only counts for the opponent's hand and deck.
 */
import type { PlayerId } from '@arbiter/core';
import { colOf, displayOwner, laneOf } from './board.ts';
import type { Catalog } from './catalog-types.ts';
import { boardPowers } from './power.ts';
import { type ScoreSheet, scoreBoard } from './scoring.ts';
import type { CardInst, Contribution, Phase, QBState } from './state.ts';
import type { Owner, Side } from './vocabulary.ts';

export interface CardView {
  uid: number;
  id: string;
  name: string;
  side: Side;
  cost: number;
  /** Effective power now (board cards), base + deltas otherwise. */
  power: number;
  basePower: number;
  powerDelta: number;
  scaleDelta: number;
  enhanced: boolean;
  enfeebled: boolean;
  origin: 'deck' | 'token';
  spawnedBy: string | null;
  replacedPawns: number;
  firstEnhancedFired: boolean;
  firstEnfeebledFired: boolean;
  thresholdsFired: number[];
  lastPower: number;
  effect: string | null;
}

export interface TileView {
  lane: number;
  col: number;
  /** Controller of the card on it, else the pawn owner. */
  owner: Owner;
  pawnOwner: Owner;
  rank: number;
  baseOwner: Owner;
  baseRank: number;
  contribs: Contribution[];
  card: CardView | null;
}

export interface QBView {
  seat: PlayerId | null;
  phase: Phase;
  turn: Side;
  passes: number;
  turnsTaken: [number, number];
  mulliganed: [boolean, boolean];
  moves: number;
  endReason: string | null;
  tiles: TileView[];
  /** The viewer's hand (null for a spectator). */
  hand: CardView[] | null;
  /** The viewer's remaining deck as sorted card ids (its order is hidden). */
  deckContents: string[] | null;
  /** The viewer's own deck name. */
  deckName: string | null;
  handCounts: [number, number];
  deckCounts: [number, number];
  destroyed: [CardView[], CardView[]];
  played: [string[], string[]];
  /** Instances created so far (uids run 0..nextUid-1). */
  nextUid: number;
  score: ScoreSheet;
}

export function cardView(cat: Catalog, c: CardInst, power: number): CardView {
  const def = cat.cards[c.card];
  return {
    uid: c.uid,
    id: def.id,
    name: def.name,
    side: c.side,
    cost: def.cost,
    power,
    basePower: c.basePower,
    powerDelta: c.powerDelta,
    scaleDelta: c.scaleDelta,
    enhanced: c.powerDelta > 0,
    enfeebled: c.powerDelta < 0,
    origin: c.origin,
    spawnedBy: c.spawnedBy,
    replacedPawns: c.replacedPawns,
    firstEnhancedFired: c.firstEnhancedFired,
    firstEnfeebledFired: c.firstEnfeebledFired,
    thresholdsFired: c.thresholdsFired.slice(),
    lastPower: c.lastPower,
    effect: def.effect?.id ?? null,
  };
}

const offBoardPower = (c: CardInst) => c.basePower + c.powerDelta + c.scaleDelta;

export function viewState(s: QBState, cat: Catalog, viewer: PlayerId | null): QBView {
  const powers = boardPowers(s, cat);
  const own = viewer === 0 || viewer === 1 ? (viewer as Side) : null;
  return {
    seat: viewer,
    phase: s.phase,
    turn: s.turn,
    passes: s.passes,
    turnsTaken: [s.turnsTaken[0], s.turnsTaken[1]],
    mulliganed: [s.mulliganed[0], s.mulliganed[1]],
    moves: s.moves,
    endReason: s.endReason,
    tiles: s.tiles.map((t, i) => ({
      lane: laneOf(i),
      col: colOf(i),
      owner: displayOwner(s, i),
      pawnOwner: t.owner,
      rank: t.rank,
      baseOwner: t.baseOwner,
      baseRank: t.baseRank,
      contribs: t.contribs.map((c) => ({ ...c })),
      card: t.card >= 0 ? cardView(cat, s.cards[t.card], powers[i]) : null,
    })),
    hand: own === null ? null : s.hands[own].map((u) => cardView(cat, s.cards[u], offBoardPower(s.cards[u]))),
    deckContents: own === null ? null : s.decks[own].map((u) => cat.cards[s.cards[u].card].id).sort(),
    deckName: own === null ? null : s.deckNames[own],
    handCounts: [s.hands[0].length, s.hands[1].length],
    deckCounts: [s.decks[0].length, s.decks[1].length],
    destroyed: [
      s.destroyed[0].map((u) => cardView(cat, s.cards[u], offBoardPower(s.cards[u]))),
      s.destroyed[1].map((u) => cardView(cat, s.cards[u], offBoardPower(s.cards[u]))),
    ],
    played: [s.played[0].slice(), s.played[1].slice()],
    nextUid: s.cards.length,
    score: scoreBoard(s, cat, powers),
  };
}

/**
 * A check that throws if a view (for `viewer`) shows any instance id of the
 * opponent's hand or deck, or the order of either deck. Used by the
 * conformance suite, which hands it any game's views and states.
 */
export const redactionCheck = (cat: Catalog) =>
  function assertRedacted(view: unknown, state: unknown, viewer: PlayerId): void {
    // The conformance suite passes this game's own states and views, untyped.
    const s = state as QBState;
    const v = view as QBView;
    const opp = viewer === 0 ? 1 : 0;
    const text = JSON.stringify(view);
    const hidden = [...s.hands[opp], ...s.decks[opp], ...s.decks[viewer]];
    for (const uid of hidden) {
      if (text.includes(`"uid":${uid},`) || text.includes(`"uid":${uid}}`)) {
        throw new Error(`hidden card instance ${uid} appears in the view`);
      }
    }
    const ownDeck = s.decks[viewer].map((u) => cat.cards[s.cards[u].card].id);
    const sortedOwn = [...ownDeck].sort();
    if (JSON.stringify(v.deckContents) !== JSON.stringify(sortedOwn)) {
      throw new Error('the own deck is not shown as sorted contents');
    }
    for (const key of ['hands', 'decks', 'rng'] as const) {
      if (key in (view as object)) throw new Error(`the view has a '${key}' field`);
    }
  };
