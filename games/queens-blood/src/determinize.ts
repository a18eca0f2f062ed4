/**
 * A full state consistent with a seat's view, for agents that search. The
 * board, both destroyed piles and the seat's own hand are copied; the seat's
 * own deck gets its known contents in a sampled order; the opponent's hand
 * and deck are sampled from the deckable cards, respecting the copy limits
 * given the opponent's cards already seen.
 */
import { createRng, randIntFrom, rngStream, shuffleInPlace } from '@arbiter/core';
import type { Catalog } from './catalog-types.ts';
import { shuffleOn } from './shuffle.ts';
import { type CardInst, cloneState, newInst, type QBState, type Tile } from './state.ts';
import type { CardView, QBView } from './view.ts';
import type { Side } from './vocabulary.ts';

function instFromView(v: CardView, cardIndex: number, tile: number): CardInst {
  return {
    uid: v.uid,
    card: cardIndex,
    side: v.side,
    origin: v.origin,
    spawnedBy: v.spawnedBy,
    replacedPawns: v.replacedPawns,
    basePower: v.basePower,
    powerDelta: v.powerDelta,
    scaleDelta: v.scaleDelta,
    firstEnhancedFired: v.firstEnhancedFired,
    firstEnfeebledFired: v.firstEnfeebledFired,
    thresholdsFired: v.thresholdsFired,
    tile,
    lastPower: v.lastPower,
  };
}

/**
 * What a view fixes for every world sampled from it, worked out once per
 * view (a search samples hundreds of worlds from one): the card index of
 * each visible card, which uids are hidden on each side, the viewer's deck
 * contents, and the copies the opponent has shown, by card index.
 */
interface ViewPrep {
  cat: Catalog;
  viewer: Side;
  visible: Array<{ v: CardView; card: number; tile: number }>;
  ownHidden: number[];
  oppHidden: number[];
  /** The viewer's deck contents as catalog indices, in the view's (sorted) order. */
  ownCards: number[];
  shown: Int16Array;
  /** The viewer's hand and both destroyed piles, as uids. */
  ownHand: number[];
  destroyed: [number[], number[]];
}

const preps = new WeakMap<QBView, ViewPrep>();

function prepare(cat: Catalog, view: QBView, viewer: Side): ViewPrep {
  const opp: Side = viewer === 0 ? 1 : 0;
  const indexOf = (id: string) => cat.byId.get(id)!.index;
  const visible: ViewPrep['visible'] = [];
  const known = new Array<boolean>(view.nextUid).fill(false);
  const see = (v: CardView, tile: number) => {
    visible.push({ v, card: indexOf(v.id), tile });
    known[v.uid] = true;
  };
  view.tiles.forEach((t, i) => {
    if (t.card) see(t.card, i);
  });
  for (const pile of view.destroyed) for (const c of pile) see(c, -1);
  for (const c of view.hand ?? []) see(c, -1);
  const size = cat.rules.deckSize;
  const ownHidden: number[] = [];
  const oppHidden: number[] = [];
  for (let u = 0; u < known.length; u++) {
    if (known[u]) continue;
    if (u >= viewer * size && u < (viewer + 1) * size) ownHidden.push(u);
    else oppHidden.push(u);
  }
  // Copies of each card the opponent has shown (deck cards only).
  const shown = new Int16Array(cat.cards.length);
  for (const c of [...view.tiles.map((t) => t.card), ...view.destroyed[opp]]) {
    if (c && c.side === opp && c.origin === 'deck') shown[indexOf(c.id)]++;
  }
  return {
    cat,
    viewer,
    visible,
    ownHidden,
    oppHidden,
    ownCards: (view.deckContents ?? []).map(indexOf),
    shown,
    ownHand: (view.hand ?? []).map((c) => c.uid),
    destroyed: [view.destroyed[0].map((c) => c.uid), view.destroyed[1].map((c) => c.uid)],
  };
}

export function determinizeView(cat: Catalog, view: QBView, viewer: Side, seed: string): QBState {
  const rng = createRng(seed);
  const opp: Side = viewer === 0 ? 1 : 0;
  let prep = preps.get(view);
  if (prep === undefined || prep.cat !== cat || prep.viewer !== viewer) {
    prep = prepare(cat, view, viewer);
    preps.set(view, prep);
  }
  const slots: Array<CardInst | null> = new Array(view.nextUid).fill(null);
  const visible = prep.visible;
  for (let i = 0; i < visible.length; i++) {
    const { v, card, tile } = visible[i];
    slots[v.uid] = instFromView(v, card, tile);
  }
  const tiles: Tile[] = new Array(view.tiles.length);
  for (let i = 0; i < view.tiles.length; i++) {
    const t = view.tiles[i];
    tiles[i] = {
      baseOwner: t.baseOwner,
      baseRank: t.baseRank,
      owner: t.pawnOwner,
      rank: t.rank,
      card: t.card ? t.card.uid : -1,
      // Contributions and their lists are never changed in place: the world shares the view's.
      contribs: t.contribs,
    };
  }

  // Each stream is drawn from in the order the generator first met it (its
  // streams are part of the state), and only when there is something to draw.
  const ownHidden = prep.ownHidden.slice();
  const oppHidden = prep.oppHidden.slice();
  const ownCards = shuffleOn(rng, prep.ownCards.slice(), 'own-deck');
  for (let i = 0; i < ownHidden.length; i++) {
    const def = cat.cards[ownCards[i] ?? ownCards[0]];
    slots[ownHidden[i]] = newInst(ownHidden[i], def.index, viewer, def.power, 'deck');
  }

  if (oppHidden.length > 0) {
    const seen = prep.shown.slice();
    const draws = rngStream(rng, 'opp-cards');
    const deckable = cat.deckable;
    for (const u of oppHidden) {
      let def = cat.cards[deckable[randIntFrom(draws, deckable.length)]];
      for (let tries = 0; tries < 50 && seen[def.index] >= cat.rules.maxCopies[def.category]; tries++) {
        def = cat.cards[deckable[randIntFrom(draws, deckable.length)]];
      }
      seen[def.index]++;
      slots[u] = newInst(u, def.index, opp, def.power, 'deck');
    }
  }
  shuffleOn(rng, oppHidden, 'opp-order');
  shuffleOn(rng, ownHidden, 'own-order');

  const hands: number[][] = [[], []];
  hands[viewer] = prep.ownHand.slice();
  hands[opp] = oppHidden.slice(0, view.handCounts[opp]);
  const decks: number[][] = [[], []];
  decks[viewer] = ownHidden;
  decks[opp] = oppHidden.slice(view.handCounts[opp]);

  const deckNames: [string, string] = ['unknown', 'unknown'];
  deckNames[viewer] = view.deckName ?? 'unknown';
  return {
    rng,
    phase: view.phase,
    turn: view.turn,
    passes: view.passes,
    turnsTaken: [view.turnsTaken[0], view.turnsTaken[1]],
    mulliganed: [view.mulliganed[0], view.mulliganed[1]],
    tiles,
    // Every uid below nextUid is filled: visible cards, then both sides' hidden ones.
    cards: slots as CardInst[],
    hands,
    decks,
    destroyed: [prep.destroyed[0].slice(), prep.destroyed[1].slice()],
    deckNames,
    played: [view.played[0].slice(), view.played[1].slice()],
    endReason: view.endReason,
    moves: view.moves,
  };
}

/**
 * The state with everything `viewer` cannot see changed: which of the
 * opponent's cards are in hand and which in the deck, in what order, the
 * order of the viewer's own deck, and the generator. The conformance suite
 * checks that the viewer's view does not change.
 */
export function perturbHidden(s: QBState, viewer: Side, seed: string): QBState {
  const rng = createRng(seed);
  const next = cloneState(s);
  const opp: Side = viewer === 0 ? 1 : 0;
  const pool = shuffleInPlace(rng, [...s.hands[opp], ...s.decks[opp]]);
  next.hands[opp] = pool.slice(0, s.hands[opp].length);
  next.decks[opp] = pool.slice(s.hands[opp].length);
  next.decks[viewer] = shuffleInPlace(rng, s.decks[viewer].slice());
  next.rng = rng;
  return next;
}
