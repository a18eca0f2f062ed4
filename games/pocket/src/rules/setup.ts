/**
 * A new game: both decks numbered into card instances (side 0 takes uids
 * 0..19 in deck-list order, side 1 20..39), shuffled with the seeded
 * generator, an opening hand of 5 with a Basic Pokémon guaranteed (one
 * random Basic is drawn first, then 4 more from the shuffled rest), the
 * coin flip for the first player, the Energy Zones' first previews, then
 * the placement decisions (Active, then up to 3 Benched), first player first.
 *
 * A batch sets up one pairing game after game, so what does not depend on
 * the seed is worked out once per pairing (`Pairing`) and each game copies
 * only what it changes: the two decks' uid lists. The generator's setup
 * streams are made at once (`createRngWithStreams`: the seed read once).
 */
import {
  createEffectStore,
  createRngWithStreams,
  randIntFrom,
  type StreamState,
  shuffleFrom,
} from '@arbiter/core';
import { type Catalog, catalog } from '../data/catalog.ts';
import type { Deck } from '../data/decks.ts';
import type { ActivePayload } from '../effects/active.ts';
import type { Choice, PlayerState, PocketState, Side } from '../state.ts';
import { type CardInfo, cardInfos, perCatalog } from './cards.ts';
import { featuresOfCards, keepFeaturesOf, type MatchFeatures } from './match-features.ts';
import { draw, type Emit } from './ops.ts';
import { newRecord } from './record.ts';
import { removeAt } from './remove-at.ts';

/**
 * What every game of a pairing (a catalog and a pair of deck objects)
 * starts from. Shared by those games and read only: the card instances
 * (a match's list never changes after setup and clones share it already,
 * so with it what is worked out per list: views' entries and deck lists,
 * the match's features), the deck names, and each side's uids in deck-list
 * order (copied by each game before it shuffles them).
 */
interface Pairing {
  cards: number[];
  split: number;
  deckNames: [string, string];
  uids: [readonly number[], readonly number[]];
}

const pairings = new WeakMap<Catalog, WeakMap<Deck, WeakMap<Deck, Pairing>>>();

function pairingOf(cat: Catalog, first: Deck, second: Deck): Pairing {
  let byFirst = pairings.get(cat);
  if (byFirst === undefined) {
    byFirst = new WeakMap();
    pairings.set(cat, byFirst);
  }
  let bySecond = byFirst.get(first);
  if (bySecond === undefined) {
    bySecond = new WeakMap();
    byFirst.set(first, bySecond);
  }
  let pairing = bySecond.get(second);
  if (pairing === undefined) {
    pairing = newPairing(cat, first, second);
    bySecond.set(second, pairing);
  }
  return pairing;
}

function newPairing(cat: Catalog, first: Deck, second: Deck): Pairing {
  const cards: number[] = [];
  for (const id of first.cards) cards.push(cat.byId.get(id) as number);
  for (const id of second.cards) cards.push(cat.byId.get(id) as number);
  keepFeaturesOf(cards);
  const split = first.cards.length;
  return {
    cards,
    split,
    deckNames: [first.name, second.name],
    uids: [uidRange(0, split), uidRange(split, second.cards.length)],
  };
}

/** `count` uids from `from` on, in order. */
function uidRange(from: number, count: number): number[] {
  const uids: number[] = [];
  for (let i = 0; i < count; i++) uids.push(from + i);
  return uids;
}

/** The streams a setup draws from, in the order it first draws from each (the state's key order). */
const SETUP_STREAMS = ['deck', 'energy', 'coin'] as const;

function newSide(deck: Deck, uids: readonly number[], features: MatchFeatures): PlayerState {
  return {
    deck: uids.slice(),
    hand: [],
    discard: [],
    active: null,
    bench: [],
    points: 0,
    energyTypes: deck.energy,
    zone: null,
    next: deck.energy[0],
    supporterPlayed: false,
    retreated: false,
    koByAttack: { lastTurn: false, thisTurn: false },
    // E1: the Energy discard piles are kept when a card of either deck reads them; the turn records likewise.
    energyDiscard: features.readsEnergyDiscard ? [] : undefined,
    record: features.readsRecord ? newRecord() : undefined,
    peek: [],
    revealed: null,
    setupDone: false,
  };
}

export function newGame(decks: [Deck, Deck], seed: string, turnLimit: number, emit: Emit): PocketState {
  const pairing = pairingOf(catalog(), decks[0], decks[1]);
  const features = featuresOfCards(pairing.cards);
  const rng = createRngWithStreams(seed, SETUP_STREAMS);
  const s: PocketState = {
    rng,
    cards: pairing.cards,
    split: pairing.split,
    forced: [],
    deckNames: pairing.deckNames,
    turn: 0,
    current: 0,
    first: 0,
    stage: 'setup',
    sides: [newSide(decks[0], pairing.uids[0], features), newSide(decks[1], pairing.uids[1], features)],
    effects: createEffectStore<ActivePayload>(),
    pending: null,
    resolution: null,
    turnLimit,
    result: null,
    stats: { koSources: {}, effectUses: {}, actions: 0 },
  };
  const infos = cardInfos();
  const deckStream = rng.streams.deck;
  const energyStream = rng.streams.energy;
  for (const side of [0, 1] as const) {
    const p = s.sides[side];
    dealOpening(s, side, infos, deckStream);
    p.next = p.energyTypes[randIntFrom(energyStream, p.energyTypes.length)];
  }
  s.first = randIntFrom(rng.streams.coin, 2) as Side;
  s.current = s.first;
  emit?.({ type: 'coin-flip', first: s.first });
  askSetup(s, s.first);
  return s;
}

/**
 * Shuffles `side`'s deck, draws one of its Basics at random (the k-th in
 * the shuffled order), then 4 more cards from the top: the draws of a
 * shuffle on the deck stream, then a pick among the Basics.
 */
function dealOpening(s: PocketState, side: Side, infos: readonly CardInfo[], stream: StreamState): void {
  const p = s.sides[side];
  const deck = shuffleFrom(stream, p.deck);
  const cards = s.cards;
  let basics = 0;
  for (let i = 0; i < deck.length; i++) if (infos[cards[deck[i]]].basic) basics++;
  let k = randIntFrom(stream, basics);
  let at = 0;
  for (; ; at++) if (infos[cards[deck[at]]].basic && k-- === 0) break;
  const guaranteed = deck[at];
  removeAt(deck, at);
  p.hand.push(guaranteed);
  draw(s, side, 4);
}

/**
 * The placement options' words per card of a catalog (by index), made when
 * first offered and shared by every game: a pending decision's options are
 * read, never changed (clones share them already).
 */
const placeWords = perCatalog(() => ({ active: [] as Choice[], bench: [] as Choice[] }));
const DONE: Choice = Object.freeze({ label: 'done' });

function activeWord(infos: readonly CardInfo[], words: { active: Choice[] }, i: number): Choice {
  words.active[i] ??= Object.freeze({ label: infos[i].name });
  return words.active[i];
}

function benchWord(infos: readonly CardInfo[], words: { bench: Choice[] }, i: number): Choice {
  words.bench[i] ??= Object.freeze({ label: `bench ${infos[i].name}` });
  return words.bench[i];
}

/** The setup decision owed by `side`: its Active first, then Benched Basics until it is done. */
export function askSetup(s: PocketState, side: Side): void {
  const p = s.sides[side];
  const infos = cardInfos();
  const cards = s.cards;
  const hand = p.hand;
  const words = placeWords(infos);
  // A placement is offered only while the Active is empty or the Bench has room; "done" only for the Bench.
  const offering = !p.active || p.bench.length < 3;
  let basics = 0;
  if (offering) for (let i = 0; i < hand.length; i++) if (infos[cards[hand[i]]].basic) basics++;
  const active = !p.active;
  const n = active ? basics : basics + 1;
  const options: Choice[] = new Array(n);
  const values: number[] = new Array(n);
  let k = 0;
  if (offering)
    for (let i = 0; i < hand.length; i++) {
      const uid = hand[i];
      const c = cards[uid];
      if (!infos[c].basic) continue;
      options[k] = active ? activeWord(infos, words, c) : benchWord(infos, words, c);
      values[k++] = uid;
    }
  if (!active) {
    options[k] = DONE;
    values[k] = -1;
  }
  s.pending = active
    ? { player: side, kind: 'setupActive', prompt: 'Choose your Active Pokémon', options, values }
    : {
        player: side,
        kind: 'setupBench',
        prompt: 'Place a Basic Pokémon on your Bench, or finish',
        options,
        values,
      };
}
