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
  | 'banishOwned';

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
  | { type: 'hire'; stack: number; magic: number }
  | { type: 'slay'; area: number; magic: number }
  | { type: 'build'; stack: number }
  | { type: 'choose'; option: number }
  | { type: 'pick'; stack: number }
  | { type: 'steal'; option: number; victim: number }
  | { type: 'target'; victim: number }
  | { type: 'return'; card: number }
  | { type: 'banish'; zone: 'citizens' | 'monsters'; at: number }
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
}
