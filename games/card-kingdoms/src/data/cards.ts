/**
 * The catalog's card records and the catalog itself, as types (no code, so
 * any module may name them without importing what builds them).
 */
import type { Effect, Leg } from '../grammar/tree.ts';
import type { Held, Roles } from './roles.ts';

export type Payout = Record<Held, number>;

/** A citizen or a starter: what it costs, when it activates, what it pays. */
export interface CitizenCard {
  index: number;
  name: string;
  starter: boolean;
  cost: number;
  /** Activation numbers (a die or the sum). */
  rolls: number[];
  roles: Roles;
  on: Payout;
  off: Payout;
  onEffect: Effect | null;
  offEffect: Effect | null;
  /** What one activation does, fixed payout then effect: on the owner's turn, and off it. */
  onLegs: readonly Leg[];
  offLegs: readonly Leg[];
  /** The legs are plain gains (no decision can come of them). */
  onPlain: boolean;
  /** Bit n set when the card activates on n (the harvest's test). */
  rollMask: number;
  /** The same number for every citizen and starter of one name (copies are counted by it). */
  nameId: number;
  /** Activations only on doubles, this many times (a starter's `activation_trigger`); 0: by its numbers. */
  doublesOnly: number;
  offPlain: boolean;
  expansion: string;
}

export interface DomainCard {
  index: number;
  name: string;
  cost: number;
  roles: Roles;
  vp: number;
  activation: Effect | null;
  passive: Effect | null;
  text: string;
  expansion: string;
}

export interface MonsterCard {
  index: number;
  name: string;
  area: string;
  type: string;
  /** `type` in lower case (`boss`, `minion`, …): what duke and noble multipliers are keyed by. */
  typeKey: string;
  order: number;
  strength: number;
  magic: number;
  vp: number;
  reward: Payout;
  special: Effect | null;
  extra: boolean;
  expansion: string;
}

export interface DukeCard {
  index: number;
  name: string;
  /** Resources: 1 VP per N held (0 = none). */
  per: { g: number; s: number; m: number };
  /** VP per owned thing: roles, monsters, citizens, domains, monster types. */
  each: Roles & {
    monster: number;
    citizen: number;
    domain: number;
    boss: number;
    minion: number;
    beast: number;
    titan: number;
  };
  expansion: string;
}

/** A noble (Crimson Seas and later): scored like a duke, plus goods and a special payout. */
export interface NobleCard {
  index: number;
  name: string;
  roles: Roles;
  /** VP per owned thing, as a duke's `each`, plus goods held. */
  each: DukeCard['each'] & { goods: number };
  /** A scoring operation (`floor_div gold 3 1`, `wild_choose 2 1`). */
  payout: Effect | null;
  expansion: string;
}

/** A relic: a passive held by a player (an action effect, or `action.*` keys the rules consult). */
export interface RelicCard {
  index: number;
  name: string;
  passive: Effect | null;
  consumesAction: boolean;
}

/** An event (the expansions' event deck): its roll, activation, passive and reward effects. */
export interface EventCard {
  index: number;
  name: string;
  roll: Effect | null;
  activation: Effect | null;
  passive: Effect | null;
  special: Effect | null;
  expansion: string;
}

export interface Catalog {
  citizens: CitizenCard[];
  starters: CitizenCard[];
  domains: DomainCard[];
  monsters: MonsterCard[];
  dukes: DukeCard[];
  nobles: NobleCard[];
  relics: RelicCard[];
  events: EventCard[];
  /** How many distinct citizen and starter names (`nameId` runs below it). */
  names: number;
  fingerprint: string;
  dir: string;
}
