/**
 * A full state consistent with a seat's view, for agents that search. The
 * board, both destroyed piles and the seat's own hand are copied; the seat's
 * own deck gets its known contents in a sampled order; the opponent's hand
 * and deck are sampled from the deckable cards, respecting the copy limits
 * given the opponent's cards already seen.
 */
import { createRng, randInt, shuffleInPlace } from '@arbiter/core';
import type { Catalog } from './catalog-types.ts';
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

export function determinizeView(cat: Catalog, view: QBView, viewer: Side, seed: string): QBState {
  const rng = createRng(seed);
  const opp: Side = viewer === 0 ? 1 : 0;
  const slots: Array<CardInst | null> = new Array(view.nextUid).fill(null);
  const indexOf = (id: string) => cat.byId.get(id)!.index;
  const tiles: Tile[] = view.tiles.map((t, i) => {
    if (t.card) slots[t.card.uid] = instFromView(t.card, indexOf(t.card.id), i);
    return {
      baseOwner: t.baseOwner,
      baseRank: t.baseRank,
      owner: t.pawnOwner,
      rank: t.rank,
      card: t.card ? t.card.uid : -1,
      // Contributions are never changed once recorded: the state may share the view's.
      contribs: t.contribs.slice(),
    };
  });
  for (const pile of view.destroyed) for (const c of pile) slots[c.uid] = instFromView(c, indexOf(c.id), -1);
  for (const c of view.hand ?? []) slots[c.uid] = instFromView(c, indexOf(c.id), -1);

  const size = cat.rules.deckSize;
  const hidden: number[] = [];
  for (let u = 0; u < slots.length; u++) if (slots[u] === null) hidden.push(u);
  const ownRange = (u: number) => u >= viewer * size && u < (viewer + 1) * size;
  const ownHidden = hidden.filter(ownRange);
  const oppHidden = hidden.filter((u) => !ownRange(u));

  const ownIds = shuffleInPlace(rng, [...(view.deckContents ?? [])], 'own-deck');
  ownHidden.forEach((u, i) => {
    const def = cat.byId.get(ownIds[i] ?? ownIds[0])!;
    slots[u] = newInst(u, def.index, viewer, def.power, 'deck');
  });

  // Copies of each card the opponent has shown (deck cards only).
  const seen = new Map<string, number>();
  for (const c of [...view.tiles.map((t) => t.card), ...view.destroyed[opp]]) {
    if (c && c.side === opp && c.origin === 'deck') seen.set(c.id, (seen.get(c.id) ?? 0) + 1);
  }
  for (const u of oppHidden) {
    let def = cat.cards[cat.deckable[randInt(rng, cat.deckable.length, 'opp-cards')]];
    for (let tries = 0; tries < 50 && (seen.get(def.id) ?? 0) >= cat.rules.maxCopies[def.category]; tries++) {
      def = cat.cards[cat.deckable[randInt(rng, cat.deckable.length, 'opp-cards')]];
    }
    seen.set(def.id, (seen.get(def.id) ?? 0) + 1);
    slots[u] = newInst(u, def.index, opp, def.power, 'deck');
  }
  shuffleInPlace(rng, oppHidden, 'opp-order');
  shuffleInPlace(rng, ownHidden, 'own-order');

  const hands: number[][] = [[], []];
  hands[viewer] = (view.hand ?? []).map((c) => c.uid);
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
    cards: slots as CardInst[],
    hands,
    decks,
    destroyed: [view.destroyed[0].map((c) => c.uid), view.destroyed[1].map((c) => c.uid)],
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
