/**
 * What the cards of one match can do, worked out once per match from its
 * own cards (`PocketState.cards`: every card instance of the match, fixed at
 * setup and shared by clones), so the flow skips the checks no card of the
 * match can answer: a game of two decks without a "whenever …" text never
 * walks its Pokémon at each turn's end looking for triggers.
 *
 * Complete because no card enters a match after setup: every effect runs
 * from a card of the match (an attack copied from the opponent's Pokémon, a
 * Tool, a Stadium are all instances in `cards`), and no effect names a card
 * outside it (test/match-features.test.ts checks both the union and a
 * scenario, whose own card list is its match's). A Lab variant plays the
 * same card indices with other texts: the features are kept per card list
 * and per flattened catalog (`cardInfos()`), so a variant's match is worked
 * out from its own texts.
 */
import type { TriggerEvent } from '../effects/wrappers/trigger.ts';
import { triggerEvents } from '../effects/wrappers/trigger.ts';
import type { PocketState } from '../state.ts';
import { type CardInfo, cardInfos, perCatalog } from './cards.ts';

export interface MatchFeatures {
  /** One bit per trigger event (`eventBit`) that a trigger of some card of the match answers. */
  triggerEvents: number;
  /** Some card of the match reads the Energy discard pile (E1) / the turn records. */
  readsEnergyDiscard: boolean;
  readsRecord: boolean;
  /** Some card of the match has an Ability that offers to flip an attack's coins again (rules/reflip.ts). */
  reflipsCoins: boolean;
}

/** The effect type of an Ability the flow offers after an attack's coins (src/effects/passive/reflip-attack-coins.ts). */
export const REFLIP = 'reflip_attack_coins';

/** Made on first use: the effect modules and the rules import each other. */
let bits: Map<string, number> | null = null;

/** The bit of a trigger event in `MatchFeatures.triggerEvents`. */
export function eventBit(on: TriggerEvent): number {
  bits ??= new Map(triggerEvents.map((e, i) => [e, 1 << i]));
  return bits.get(on) ?? 0;
}

/** The bits of several events (the flow's lists are constants: each list's bits are kept). */
export function eventBits(events: readonly TriggerEvent[]): number {
  let out = bitsOfList.get(events);
  if (out !== undefined) return out;
  out = 0;
  for (const e of events) out |= eventBit(e);
  bitsOfList.set(events, out);
  return out;
}
const bitsOfList = new WeakMap<readonly TriggerEvent[], number>();

/** Per catalog index, worked out once per flattened catalog: a card's trigger bits and its flags. */
interface PerCard {
  infos: readonly CardInfo[];
  triggerBits: Int32Array;
  /** READS_ENERGY_DISCARD | READS_RECORD | REFLIPS_COINS. */
  flags: Uint8Array;
}
const READS_ENERGY_DISCARD = 1;
const READS_RECORD = 2;
const REFLIPS_COINS = 4;

/** The per-card bits of `infos` (a batch's games each walk their 40 cards: a read per card, not a walk of its texts). */
const perCardOf = perCatalog((infos): PerCard => {
  const triggerBits = new Int32Array(infos.length);
  const flags = new Uint8Array(infos.length);
  for (let i = 0; i < infos.length; i++) {
    const ci = infos[i];
    for (const t of ci.triggers) triggerBits[i] |= eventBit(t.on);
    if (ci.readsEnergyDiscard) flags[i] |= READS_ENERGY_DISCARD;
    if (ci.readsRecord) flags[i] |= READS_RECORD;
    if (ci.ability?.effect.effects.some((e) => e.type === REFLIP)) flags[i] |= REFLIPS_COINS;
  }
  return { infos, triggerBits, flags };
});

function featuresOf(cards: readonly number[], infos: readonly CardInfo[]): MatchFeatures {
  const { triggerBits, flags } = perCardOf(infos);
  let bits = 0;
  let flag = 0;
  for (let i = 0; i < cards.length; i++) {
    bits |= triggerBits[cards[i]];
    flag |= flags[cards[i]];
  }
  return {
    triggerEvents: bits,
    readsEnergyDiscard: (flag & READS_ENERGY_DISCARD) !== 0,
    readsRecord: (flag & READS_RECORD) !== 0,
    reflipsCoins: (flag & REFLIPS_COINS) !== 0,
  };
}

interface Kept {
  cards: readonly number[];
  infos: readonly CardInfo[];
  features: MatchFeatures;
}

/**
 * The last two matches asked about (a match and its clones share one card
 * list): a batch asks about one match many times in a row, a search about a
 * match and its copies, a test about two matches in turn. Any other is worked
 * out again (a walk over its 40 cards): cheaper than keeping every match's in
 * a weak map, which each new game of a batch would grow.
 */
let last: Kept | null = null;
let before: Kept | null = null;

/**
 * Card lists many matches share (rules/setup.ts: one per pairing of decks,
 * which a batch plays in turn), their features kept while the list lives
 * (null until first asked): a bounded number, unlike every match's own.
 */
const sharedLists = new WeakMap<readonly number[], Kept | null>();

/** Keeps the features of `cards` once worked out: a list that many matches share. */
export function keepFeaturesOf(cards: readonly number[]): void {
  if (!sharedLists.has(cards)) sharedLists.set(cards, null);
}

/** The features of the match whose card instances are `cards` (catalog indices). */
export function featuresOfCards(cards: readonly number[]): MatchFeatures {
  const infos = cardInfos();
  if (last !== null && last.cards === cards && last.infos === infos) return last.features;
  if (before !== null && before.cards === cards && before.infos === infos) {
    const k = before;
    before = last;
    last = k;
    return k.features;
  }
  before = last;
  const shared = sharedLists.get(cards);
  last = shared?.infos === infos ? shared : { cards, infos, features: featuresOf(cards, infos) };
  if (shared !== undefined) sharedLists.set(cards, last);
  return last.features;
}

/**
 * Per catalog index of the flattened catalog in force, the trigger events
 * (`eventBit`) the card's own triggers answer: read per Pokémon in play by
 * the trigger dispatch (rules/triggers.ts), which walks only a side holding
 * a card that answers the event.
 */
export function cardTriggerBits(): Int32Array {
  return perCardOf(cardInfos()).triggerBits;
}

/** The features of the match `s`. */
export function matchFeatures(s: PocketState): MatchFeatures {
  return featuresOfCards(s.cards);
}

/** Whether some card of the match answers any of the events in `bits`. */
export function answersAny(s: PocketState, bits: number): boolean {
  return (matchFeatures(s).triggerEvents & bits) !== 0;
}
