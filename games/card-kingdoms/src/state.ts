/**
 * The state of a match: plain JSON (hashed, cloned, logged). Cards are row
 * indices into the catalog's tables. Stacks list their cards bottom to top
 * (the top is the last element).
 */
import type { RngState } from '@arbiter/core';
import type { Leg } from './grammar/tree.ts';

export interface PlayerState {
  g: number;
  s: number;
  m: number;
  /** Victory-point tokens (cards' own VP are counted from the cards). */
  v: number;
  /** Starters owned (starter table rows). */
  starters: number[];
  /** Citizens hired or gained, in order (citizen table rows). */
  citizens: number[];
  /** Domains built, with the turn each was built (passives work from the turn after). */
  domains: { card: number; builtTurn: number }[];
  /** Monsters slain or taken (monster table rows). */
  monsters: number[];
  /** The two dukes dealt, until one is kept. */
  dukeChoices: number[];
  duke: number | null;
  /** What only expansion cards give (maps, tomes, goods, flipped cards, nobles, relics): absent until one does. */
  extra?: PlayerExtra;
}

/** A player's expansion holdings; plain counters and card lists. */
export interface PlayerExtra {
  /** Maps and tomes held; `tomesDown` of the tomes are face down (used). */
  p: number;
  t: number;
  tomesDown: number;
  /** Goods taken (Crimson Seas market), scored by a noble's goods multiplier. */
  goods: number;
  /** Citizens flipped face down (citizen rows, one entry per copy): they do not activate or count for roles until the end. */
  flipped: number[];
  /** Domains flipped face down (domain rows): their passives do not work. */
  flippedDomains: number[];
  /** Nobles rescued (noble rows), scored like a duke. */
  nobles: number[];
  /** Relics held (relic rows): their `action.*` keys work for the holder. */
  relics: number[];
}

/** A monster's or event's cost or pool changed by effects: gold, strength, magic added. */
export type Added = { g: number; s: number; m: number };

/** Match-wide expansion state: absent until an expansion effect needs it. */
export interface StateExtra {
  /** Keys granted to every player for the rest of the game (`grant_all KEY`). */
  lasting: string[];
  /** Slay cost added to monsters in the centre, by monster row. */
  monsterCost: Record<string, Added>;
  /** Tokens on event cards (Ghost Ship's gold, Leviathan's strength), by card name. */
  pools: Record<string, Added>;
  /** Activation numbers that may not be gained this turn (a blockade). */
  blockedRolls: number[];
  /** Domains banished from the centre. */
  banishedDomains: number[];
  /** Monsters of a reserve pool not yet placed, by pool (`undead_samurai`). */
  reserve: Record<string, number[]>;
  /** Magic held when the harvest began, per seat (for `harvest.on_any_magic_gain`). */
  harvestMagic: number[] | null;
  /** Actions gained before the action phase began. */
  bonusActions: number;
}

export interface CitizenStack {
  /** The activation numbers shown on the stack. */
  rolls: number[];
  cards: number[];
}

export interface MonsterArea {
  area: string;
  /** Boss at the bottom (index 0), minions on top. */
  cards: number[];
}

/** Where the turn is. */
export type Step =
  | 'dukes'
  | 'roll'
  | 'harvest'
  | 'actionStart'
  | 'actions'
  | 'actionEnd'
  | 'endTurn'
  | 'over';

/** Legs still to resolve for a player, from a card (the queue's unit). */
export interface Task {
  player: number;
  /** Shared with the card's parsed effect: never changed; `at` is the next leg to resolve. */
  legs: readonly Leg[];
  at: number;
  source: string;
  /** Harvest payouts: the active player's card (on-turn) or another's (off-turn). */
  onTurn: boolean;
}

export type DecisionKind =
  | 'duke'
  | 'dice'
  | 'action'
  | 'choose'
  | 'pick'
  | 'exchange'
  | 'steal'
  | 'convert'
  | 'return'
  | 'take'
  | 'slay'
  | 'build'
  | 'hire'
  | 'banish'
  | 'banishOwned'
  | 'card'
  | 'area'
  | 'give'
  | 'confirm';

/** A decision owed by one player; its options are the legal actions. */
export interface Decision {
  player: number;
  kind: DecisionKind;
  source: string;
  prompt: string;
  options: CkAction[];
  /** The leg that raised it (prompts from effect strings). */
  leg: Leg | null;
}

export type Res3 = 'g' | 's' | 'm';

export type CkAction =
  | { type: 'keepDuke'; duke: number }
  | { type: 'setDie'; domain: number; die: 0 | 1; to: number }
  | { type: 'keepDice' }
  | { type: 'take'; res: Res3 }
  | { type: 'hire'; stack: number; magic: number; strength?: number }
  | { type: 'slay'; area: number; magic: number; discount?: 's' | 'm' }
  | { type: 'reroll'; domain: number; die: 0 | 1 | 2 }
  /** Use a held relic as a main action. */
  | { type: 'relic'; relic: number }
  /** `magic`: magic paying part of the gold (absent: none), as for a hire. */
  | { type: 'build'; stack: number; magic?: number }
  | { type: 'choose'; option: number }
  | { type: 'pick'; stack: number }
  | { type: 'steal'; option: number; victim: number }
  | { type: 'target'; victim: number }
  | { type: 'return'; card: number }
  | { type: 'banish'; zone: 'citizens' | 'monsters' | 'domains'; at: number }
  /** A card of a player's tableau (a citizen, or a domain for domain flips). */
  | { type: 'card'; victim: number; card: number }
  /** A monster area of the centre. */
  | { type: 'area'; at: number }
  /** Pay a resource to a player. */
  | { type: 'give'; victim: number; res: Res3 }
  | { type: 'pickDomain'; stack: number }
  | { type: 'accept' }
  | { type: 'decline' };

export interface CkState {
  rng: RngState;
  seats: number;
  players: PlayerState[];
  citizenStacks: CitizenStack[];
  monsterAreas: MonsterArea[];
  /** Domain stacks: the top card is face up, the rest hidden. */
  domainStacks: number[][];
  /** Dukes not dealt (hidden). */
  dukeDeck: number[];
  active: number;
  /** Turns started so far (1 on the first turn). */
  turn: number;
  round: number;
  step: Step;
  /** While `step` is 'dukes': whose choice is next. */
  dukeTurn: number;
  dice: [number, number] | null;
  /** Roll passives used this turn (domain rows). */
  diceUsed: number[];
  actionsLeft: number;
  queue: Task[];
  pending: Decision | null;
  /** An end condition was met; the game ends when this round ends. */
  ending: boolean;
  endReason: string | null;
  /** Cards banished from the game (expansion effects), kept so every card stays accounted for. */
  banished: { citizens: number[]; monsters: number[] };
  /** Counts for reports: citizens hired and monsters slain by name. */
  tally: { hired: Record<string, number>; slain: Record<string, number> };
  /** The round after which the game ends (the `maxRounds` option; absent: the default). */
  maxRounds?: number;
  /** Expansion state (absent in a base game, so base states and hashes are unchanged). */
  extra?: StateExtra;
}

/**
 * A count by card name (the tally's): a null-prototype object, so no name
 * meets an inherited key, and V8 keeps it a hash table from the start. A
 * plain object would take a new hidden class for every name added, in a
 * different order each game: the count's store was the slay's costliest
 * line. Its keys and their order (JSON, digests) are a plain object's.
 */
export function nameCounts(from?: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = Object.create(null);
  if (from) for (const k in from) out[k] = from[k];
  return out;
}

export function playerExtra(p: PlayerState): PlayerExtra {
  p.extra ??= { p: 0, t: 0, tomesDown: 0, goods: 0, flipped: [], flippedDomains: [], nobles: [], relics: [] };
  return p.extra;
}

export function stateExtra(s: CkState): StateExtra {
  s.extra ??= {
    lasting: [],
    monsterCost: {},
    pools: {},
    blockedRolls: [],
    banishedDomains: [],
    reserve: {},
    harvestMagic: null,
    bonusActions: 0,
  };
  return s.extra;
}

/** Expansion state is plain JSON, rare and small: copied whole. */
export const copyExtra = <T>(x: T | undefined): T | undefined =>
  x === undefined ? undefined : (JSON.parse(JSON.stringify(x)) as T);
