/**
 * The actions and their enumeration: the placement rule (stated once, in
 * `canPlace`), the legal-action list, the same list by index without
 * building it (`actionCount` / `actionAt`, what the sim's lean loop and
 * index-choosing agents use), why a play is refused, and action keys.
 *
 * Play actions are interned: one object per (card instance, tile), shared by
 * every list that offers it (the kernel lets a game share its lists and
 * actions; callers never modify them). Lists are built in one order
 * everywhere: each card of the hand in hand order, skipping later copies of
 * a card already offered (copies are interchangeable), tiles in board order,
 * then pass; in the mulligan phase, the subsets of the hand by bit mask.
 */
import type { CardDef, Catalog } from './catalog-types.ts';
import type { QBState } from './state.ts';
import { COLS, LANES, type Side, TILES } from './vocabulary.ts';

export type QBAction =
  | { type: 'mulligan'; replace: number[] }
  | { type: 'play'; card: number; lane: number; col: number }
  | { type: 'pass' };

const PASS: QBAction = Object.freeze({ type: 'pass' });

/** Interned play actions by `uid * TILES + tile`, and their keys. */
const plays: QBAction[] = [];
const playKeys: string[] = [];

function playAction(uid: number, t: number): QBAction {
  const i = uid * TILES + t;
  let a = plays[i];
  if (a === undefined) {
    a = Object.freeze({ type: 'play', card: uid, lane: Math.floor(t / COLS), col: t % COLS });
    plays[i] = a;
  }
  return a;
}

/**
 * The placement rule: an empty tile the side owns with rank at least the
 * card's cost, or for a card played onto an ally (its effect has such an
 * operation) a tile holding an allied card, cost not checked.
 */
export function canPlace(s: QBState, def: CardDef, side: Side, t: number): boolean {
  const tile = s.tiles[t];
  return def.replacesAlly
    ? tile.card >= 0 && s.cards[tile.card].side === side
    : tile.card < 0 && tile.owner === side && tile.rank >= def.cost;
}

/**
 * Which catalog cards a hand pass has met: `met[card] === pass` (a new pass
 * number per pass, so nothing is cleared between passes). Later copies of a
 * card already offered are not offered.
 */
let met = new Int32Array(256);
let pass = 0;

/** Starts a pass over a hand: no card met yet. */
function newPass(cat: Catalog): void {
  if (met.length < cat.cards.length) met = new Int32Array(cat.cards.length);
  if (++pass >= 0x3fffffff) {
    met.fill(0);
    pass = 1;
  }
}

/** Whether this pass meets catalog card `card` for the first time (and marks it met). */
function firstMeeting(card: number): boolean {
  if (met[card] === pass) return false;
  met[card] = pass;
  return true;
}

function mulliganAction(hand: readonly number[], mask: number): QBAction {
  const replace: number[] = [];
  for (let i = 0; i < hand.length; i++) if (mask & (1 << i)) replace.push(hand[i]);
  return { type: 'mulligan', replace };
}

/**
 * The mulligan list of a hand (every subset by bit mask), interned by the
 * hand's instances in order: searches ask for it again in every sampled world.
 */
const mulliganLists = new Map<number, QBAction[]>();

function mulliganList(hand: readonly number[]): QBAction[] {
  // uids stay below 2^6 per side's deck and tokens are never in an opening hand;
  // larger ones (or long hands) are not interned.
  let key = hand.length;
  let internable = hand.length <= 7;
  for (const u of hand) {
    if (u >= 63) internable = false;
    key = key * 64 + u;
  }
  let list = internable ? mulliganLists.get(key) : undefined;
  if (list !== undefined) return list;
  list = [];
  for (let mask = 0; mask < 1 << hand.length; mask++) list.push(Object.freeze(mulliganAction(hand, mask)));
  if (internable) {
    // Sampled worlds deal the opponent many hands: keep the table bounded.
    if (mulliganLists.size >= 4096) mulliganLists.clear();
    mulliganLists.set(key, list);
  }
  return list;
}

/** Whether `side` owes a decision: its mulligan (either side, once each) or its turn. */
const deciding = (s: QBState, side: Side) =>
  s.phase === 'mulligan' ? !s.mulliganed[side] : s.phase === 'play' && side === s.turn;

export function legalActions(s: QBState, cat: Catalog, side: Side): QBAction[] {
  if (!deciding(s, side)) return [];
  const hand = s.hands[side];
  if (s.phase === 'mulligan') return mulliganList(hand);
  const out: QBAction[] = [];
  listPlaces(s, side);
  newPass(cat);
  for (let i = 0; i < hand.length; i++) {
    const uid = hand[i];
    const card = s.cards[uid].card;
    if (!firstMeeting(card)) continue;
    const def = cat.cards[card];
    // The places `canPlace` allows, in board order, from the lists made once for this decision.
    if (def.replacesAlly) {
      for (let j = 0; j < alliedCount; j++) out.push(playAction(uid, alliedTiles[j]));
    } else {
      for (let j = 0; j < emptyCount; j++)
        if (emptyRanks[j] >= def.cost) out.push(playAction(uid, emptyTiles[j]));
    }
  }
  out.push(PASS);
  return out;
}

/** The side's empty tiles with their ranks, and the tiles holding its cards, in board order. */
const emptyTiles = new Int8Array(TILES);
const emptyRanks = new Int8Array(TILES);
const alliedTiles = new Int8Array(TILES);
let emptyCount = 0;
let alliedCount = 0;

function listPlaces(s: QBState, side: Side): void {
  emptyCount = 0;
  alliedCount = 0;
  for (let t = 0; t < TILES; t++) {
    const tile = s.tiles[t];
    if (tile.card >= 0) {
      if (s.cards[tile.card].side === side) alliedTiles[alliedCount++] = t;
    } else if (tile.owner === side) {
      emptyTiles[emptyCount] = t;
      emptyRanks[emptyCount++] = tile.rank;
    }
  }
}

/**
 * The tiles a card may go to, counted once per decision: `open[k]` is how
 * many empty tiles the side owns at rank ≥ k (k = 0..3), `allied` how many
 * tiles hold an allied card. A card of cost c then has `open[c]` places, a
 * card played onto an ally `allied` (the same rule as `canPlace`).
 */
const open = [0, 0, 0, 0];
let allied = 0;
/** The same places as lists in board order (for `actionAt`; its own, since `legalActions` refills the others). */
const countedEmpty = new Int8Array(TILES);
const countedRanks = new Int8Array(TILES);
const countedAllied = new Int8Array(TILES);
let countedEmptyCount = 0;

function countPlaces(s: QBState, side: Side): void {
  open[0] = open[1] = open[2] = open[3] = 0;
  allied = 0;
  countedEmptyCount = 0;
  for (let t = 0; t < TILES; t++) {
    const tile = s.tiles[t];
    if (tile.card >= 0) {
      if (s.cards[tile.card].side === side) countedAllied[allied++] = t;
    } else if (tile.owner === side) {
      for (let k = 0; k <= tile.rank; k++) open[k]++;
      countedEmpty[countedEmptyCount] = t;
      countedRanks[countedEmptyCount++] = tile.rank;
    }
  }
}

const placesFor = (def: CardDef) => (def.replacesAlly ? allied : def.cost <= 3 ? open[def.cost] : 0);

/**
 * Places per hand slot (0 for a later copy of a card already offered), as
 * last worked out, and the position they were worked out for: index-choosing
 * loops ask `actionCount` and then `actionAt` of the same position, which
 * then skips the count. What the places depend on (pawns, cards on the
 * board, the hand) changes only by applying actions (which count `moves`) or,
 * in scenarios and tests, by forced plays (which count turns and change the
 * hand), cards added (instances), or destroyed (the piles), so a position is
 * recognised by the state object, the side and those counts.
 */
const slotPlaces: number[] = [];
let slotsState: QBState | null = null;
let slotsSide = -1;
let slotsMoves = -1;
let slotsTurns = -1;
let slotsHand: readonly number[] | null = null;
let slotsHandLength = -1;
let slotsCards = -1;
let slotsDestroyed = -1;
let slotsTotal = 0;

/** Fills `slotPlaces` for this position (unless it is the one last filled); the number of plays. */
function countSlots(s: QBState, cat: Catalog, side: Side): number {
  const hand = s.hands[side];
  const turns = s.turnsTaken[0] + s.turnsTaken[1];
  const destroyed = s.destroyed[0].length + s.destroyed[1].length;
  if (
    slotsState === s &&
    slotsSide === side &&
    slotsMoves === s.moves &&
    slotsTurns === turns &&
    slotsHand === hand &&
    slotsHandLength === hand.length &&
    slotsCards === s.cards.length &&
    slotsDestroyed === destroyed
  ) {
    return slotsTotal;
  }
  countPlaces(s, side);
  newPass(cat);
  let n = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = s.cards[hand[i]].card;
    const places = firstMeeting(card) ? placesFor(cat.cards[card]) : 0;
    slotPlaces[i] = places;
    n += places;
  }
  slotsState = s;
  slotsSide = side;
  slotsMoves = s.moves;
  slotsTurns = turns;
  slotsHand = hand;
  slotsHandLength = hand.length;
  slotsCards = s.cards.length;
  slotsDestroyed = destroyed;
  slotsTotal = n;
  return n;
}

/** `legalActions(s, cat, side).length`, without building the list. */
export function actionCount(s: QBState, cat: Catalog, side: Side): number {
  if (!deciding(s, side)) return 0;
  if (s.phase === 'mulligan') return 1 << s.hands[side].length;
  return countSlots(s, cat, side) + 1; // and pass
}

/** `legalActions(s, cat, side)[index]`, without building the list. */
export function actionAt(s: QBState, cat: Catalog, side: Side, index: number): QBAction {
  const hand = s.hands[side];
  if (s.phase === 'mulligan') return mulliganAction(hand, index);
  countSlots(s, cat, side);
  let n = index;
  for (let i = 0; i < hand.length; i++) {
    const places = slotPlaces[i];
    if (n >= places) {
      n -= places;
      continue;
    }
    // The n-th place `canPlace` allows, from the places the count listed.
    const uid = hand[i];
    const def = cat.cards[s.cards[uid].card];
    if (def.replacesAlly) return playAction(uid, countedAllied[n]);
    for (let j = 0; j < countedEmptyCount; j++)
      if (countedRanks[j] >= def.cost && n-- === 0) return playAction(uid, countedEmpty[j]);
  }
  return PASS;
}

/**
 * Why `side` may not play hand card `uid` at (lane, col), or null: the
 * enumerator's rule (`canPlace`) decides, the text only explains. Any copy
 * of a card in hand may be played, as the one offered.
 */
export function playProblem(
  s: QBState,
  cat: Catalog,
  side: Side,
  uid: number,
  lane: number,
  col: number,
): string | null {
  if (!s.hands[side].includes(uid)) return `card ${uid} is not in seat ${side}'s hand`;
  if (
    !Number.isInteger(lane) ||
    !Number.isInteger(col) ||
    lane < 0 ||
    lane >= LANES ||
    col < 0 ||
    col >= COLS
  ) {
    return `(${lane}, ${col}) is not a tile`;
  }
  const def = cat.cards[s.cards[uid].card];
  const t = lane * COLS + col;
  if (canPlace(s, def, side, t)) return null;
  const tile = s.tiles[t];
  if (def.replacesAlly) return `${def.name} must replace an allied card`;
  if (tile.card >= 0) return 'the tile holds a card';
  if (tile.owner !== side) return 'the tile is not yours';
  return `${def.name} costs ${def.cost} pawns, the tile has ${tile.rank}`;
}

/** A stable identity: `p<uid>:<lane>:<col>`, `pass`, or `m<sorted uids>`. */
export function actionKey(a: QBAction): string {
  if (a.type === 'play') {
    const { card, lane, col } = a;
    if (Number.isInteger(card) && card >= 0 && lane >= 0 && lane < LANES && col >= 0 && col < COLS) {
      const i = card * TILES + lane * COLS + col;
      let key = playKeys[i];
      if (key === undefined) {
        key = `p${card}:${lane}:${col}`;
        playKeys[i] = key;
      }
      return key;
    }
    return `p${card}:${lane}:${col}`;
  }
  if (a.type === 'pass') return 'pass';
  if (a.type === 'mulligan' && Array.isArray(a.replace)) return mulliganKey(a.replace);
  return JSON.stringify(a);
}

/**
 * Mulligan keys by the set of uids they name, as a bit set: a search keys
 * the 32 mulligans of every hand it samples for the opponent, and the sets
 * repeat (a side's opening cards have uids below the deck size) where the
 * hands' orders do not. Bounded: cleared when full.
 */
const mulliganKeyBySet = new Map<number, string>();
const SET_BITS = 30;

function mulliganKey(replace: readonly unknown[]): string {
  let bits = 0;
  for (let i = 0; i < replace.length; i++) {
    const u = replace[i];
    // Only distinct small uids make a set; anything else (a foreign action) is spelled out.
    if (typeof u !== 'number' || !Number.isInteger(u) || u < 0 || u >= SET_BITS || bits & (1 << u))
      return spelledMulliganKey(replace);
    bits |= 1 << u;
  }
  let key = mulliganKeyBySet.get(bits);
  if (key === undefined) {
    key = spelledMulliganKey(replace);
    if (mulliganKeyBySet.size >= 1 << 16) mulliganKeyBySet.clear();
    mulliganKeyBySet.set(bits, key);
  }
  return key;
}

/** `m` and the uids in ascending order, comma-separated. */
const spelledMulliganKey = (replace: readonly unknown[]) =>
  `m${[...(replace as number[])].sort((x, y) => x - y).join(',')}`;
