/**
 * A new game: both decks numbered into card instances (side 0 takes uids
 * 0..19 in deck-list order, side 1 20..39), shuffled with the seeded
 * generator, an opening hand of 5 with a Basic Pokémon guaranteed (one
 * random Basic is drawn first, then 4 more from the shuffled rest), the
 * coin flip for the first player, the Energy Zones' first previews, then
 * the placement decisions (Active, then up to 3 Benched), first player first.
 */
import { createEffectStore, createRng, randInt } from '@arbiter/core';
import { type Catalog, catalog } from '../data/catalog.ts';
import type { Deck } from '../data/decks.ts';
import type { ActivePayload } from '../effects/active.ts';
import type { PlayerState, PocketState, Side } from '../state.ts';
import { featuresOfCards, keepFeaturesOf } from './match-features.ts';
import { draw, type Emit, info, shuffleDeck } from './ops.ts';
import { newRecord } from './record.ts';
import { removeValue } from './remove-at.ts';

/**
 * The card instances of a match of `first` against `second` (catalog indices
 * by uid), one list per catalog and pair of deck objects: a batch plays the
 * same presets game after game, and a match's list never changes after
 * setup (clones share it already), so the games of a pairing share it too,
 * and with it what is worked out per list (views' entries and deck lists,
 * the match's features).
 */
const cardLists = new WeakMap<Catalog, WeakMap<Deck, WeakMap<Deck, number[]>>>();

function cardsOf(cat: Catalog, first: Deck, second: Deck): number[] {
  let byFirst = cardLists.get(cat);
  if (byFirst === undefined) {
    byFirst = new WeakMap();
    cardLists.set(cat, byFirst);
  }
  let bySecond = byFirst.get(first);
  if (bySecond === undefined) {
    bySecond = new WeakMap();
    byFirst.set(first, bySecond);
  }
  let cards = bySecond.get(second);
  if (cards === undefined) {
    cards = [];
    for (const id of first.cards) cards.push(cat.byId.get(id) as number);
    for (const id of second.cards) cards.push(cat.byId.get(id) as number);
    bySecond.set(second, cards);
    keepFeaturesOf(cards);
  }
  return cards;
}

/** `count` uids from `from` on, in order. */
function uidRange(from: number, count: number): number[] {
  const uids: number[] = [];
  for (let i = 0; i < count; i++) uids.push(from + i);
  return uids;
}

export function newGame(decks: [Deck, Deck], seed: string, turnLimit: number, emit: Emit): PocketState {
  const cards = cardsOf(catalog(), decks[0], decks[1]);
  const sides = decks.map(
    (deck, side): PlayerState => ({
      deck: uidRange(side === 0 ? 0 : decks[0].cards.length, deck.cards.length),
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
      energyDiscard: undefined,
      record: undefined,
      peek: [],
      revealed: null,
      setupDone: false,
    }),
  );
  const features = featuresOfCards(cards);
  // E1: the Energy discard piles are kept when a card of either deck reads them.
  if (features.readsEnergyDiscard) for (const p of sides) p.energyDiscard = [];
  // The turn records likewise, when a card reads them.
  if (features.readsRecord) for (const p of sides) p.record = newRecord();
  const s: PocketState = {
    rng: createRng(seed),
    cards,
    split: decks[0].cards.length,
    forced: [],
    deckNames: [decks[0].name, decks[1].name],
    turn: 0,
    current: 0,
    first: 0,
    stage: 'setup',
    sides: [sides[0], sides[1]],
    effects: createEffectStore<ActivePayload>(),
    pending: null,
    resolution: null,
    turnLimit,
    result: null,
    stats: { koSources: {}, effectUses: {}, actions: 0 },
  };
  for (const side of [0, 1] as const) {
    const p = s.sides[side];
    shuffleDeck(s, side);
    const basics = p.deck.filter((uid) => info(s, uid).basic);
    const guaranteed = basics[randInt(s.rng, basics.length, 'deck')];
    removeValue(p.deck, guaranteed);
    p.hand.push(guaranteed);
    draw(s, side, 4);
    p.next = p.energyTypes[randInt(s.rng, p.energyTypes.length, 'energy')];
  }
  s.first = randInt(s.rng, 2, 'coin') as Side;
  s.current = s.first;
  emit?.({ type: 'coin-flip', first: s.first });
  askSetup(s, s.first);
  return s;
}

/** The setup decision owed by `side`: its Active first, then Benched Basics until it is done. */
export function askSetup(s: PocketState, side: Side): void {
  const p = s.sides[side];
  const basics = p.hand.filter((uid) => info(s, uid).basic);
  if (!p.active) {
    s.pending = {
      player: side,
      kind: 'setupActive',
      prompt: 'Choose your Active Pokémon',
      options: basics.map((uid) => ({ label: info(s, uid).name })),
      values: basics,
    };
    return;
  }
  const room = p.bench.length < 3;
  const offered = room ? basics : [];
  s.pending = {
    player: side,
    kind: 'setupBench',
    prompt: 'Place a Basic Pokémon on your Bench, or finish',
    options: [...offered.map((uid) => ({ label: `bench ${info(s, uid).name}` })), { label: 'done' }],
    values: [...offered, -1],
  };
}
