/**
 * The game state: plain JSON, mutated in place by the engine, copied with
 * `cloneState`. Objects are keyed by id; a card that changes zones becomes a
 * new object with a new id (CR 400.7), and what it was on the battlefield is
 * kept as last-known information (`lki`) for effects that ask.
 */
import type { RngState } from '@arbiter/core';
import { cloneRng } from '@arbiter/core';
import type {
  Condition,
  Continuous,
  Keyword,
  ManaCost,
  RuleFlag,
  RulesBlock,
  Step,
  TargetSpec,
  TokenDef,
  TriggeredAbility,
} from '../cards/rules-block.ts';

import type { PreventionShield } from './shields.ts';
export type Seat = 0 | 1;
export type Zone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'stack';
export type ManaColor = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';
export type ManaPool = Record<ManaColor, number>;

export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'begin_combat',
  'declare_attackers',
  'declare_blockers',
  'first_strike_damage',
  'combat_damage',
  'end_combat',
  'main2',
  'end',
  'cleanup',
] as const;
export type Step_ = (typeof STEPS)[number];

export interface GameObject {
  id: number;
  /** Card id in the catalog; tokens have none. */
  card: string | null;
  token?: TokenDef;
  owner: Seat;
  controller: Seat;
  zone: Zone;
  tapped: boolean;
  damage: number;
  /** Dealt damage by a source with deathtouch since the last SBA check (CR 704.5h). */
  deathtouched: boolean;
  counters: Record<string, number>;
  /** Came under its controller's control this turn (CR 302.6). */
  sick: boolean;
  attachedTo: number | null;
  timestamp: number;
  /** Abilities granted until end of turn ("gains 'When this creature dies, …'"). */
  granted: RulesBlock[];
  /** Goaded by a player until that player's next turn (CR 701.15). */
  goadedBy: Array<{ player: Seat; untilTurnOf: number }>;
  /** Exiled by this object "until it leaves the battlefield" (CR 610.3). */
  exiledUntilLeaves?: number;
  /** An exiled card this player may play (Grinning Totem), until the turn `playableUntil` begins (play-from-exile.ts). */
  playableBy?: Seat;
  playableUntil?: number;
  /** A spell cast this way goes to exile instead of a graveyard. */
  exileOnResolve?: boolean;
  /** A scenario's name for this card; it follows the card across zones. */
  tag?: string;
  /** The option chosen as it entered ("As ~ enters, it becomes your choice of …", CR 614.12). */
  chosen?: number;
  /** Regeneration shields on it this turn (CR 701.19a); absent when none. */
  regenerationShields?: number;
  /** Dealt damage this turn that regeneration has since removed ("was dealt damage this turn"); absent otherwise. */
  damagedThisTurn?: true;
  /** "Doesn't untap during its controller's next untap step" (CR 502.3); absent otherwise. */
  skipNextUntap?: true;
  /** The turn an ability of it restricted to "once each turn" was last activated (CR 602.5b); absent otherwise. */
  activatedOnTurn?: number;
  /** The turn it last attacked, in a game that reads it ("creatures that attacked this turn"); absent otherwise. */
  attackedOnTurn?: number;
  /** Controlled through a control static (CR 613.1b) of `source`; `previous` had it before. Absent otherwise. */
  controlledBy?: { source: number; previous: Seat };
  /** Kept tapped in untap steps while `source` stays tapped on the battlefield (Amber Prison, CR 502.3). Absent otherwise. */
  heldTappedBy?: number;
  /** The basic land type chosen as it entered ("As ~ enters, choose a basic land type"); absent otherwise. */
  chosenType?: string;
  /**
   * The card whose rules it has instead of its own: a land whose land type an effect set has only that
   * basic type's mana ability (CR 305.7). Kept by `land-abilities.syncLandAbilities`; absent otherwise.
   */
  rulesFrom?: string;
}

export interface Lki {
  controller: Seat;
  owner: Seat;
  power: number;
  toughness: number;
  counters: Record<string, number>;
  keywords: Keyword[];
}

export interface PlayerState {
  life: number;
  library: number[];
  hand: number[];
  graveyard: number[];
  pool: ManaPool;
  landsPlayed: number;
  mulligans: number;
  kept: boolean;
  drewFromEmpty: boolean;
  /** The turn of this player's last draw, kept only in games with a card that reveals first draws (draws.ts). */
  firstDrawTurn?: number;
  /** Damage dealt to this player this turn (Knollspine Dragon). */
  damageThisTurn: number;
  /** "Until your next turn" rules this player set (an attack tax); `turn`: a rule for that turn only. */
  rules: Array<{ rule: RuleFlag; untilTurnOf: number; turn?: number }>;
  conceded: boolean;
}

/** What resolves: a spell's or ability's steps, with its choices made. */
export interface Frame {
  /** The stack object (spell) or the ability's source. */
  source: number;
  /** Card id of the source (for LKI when the source is gone). */
  sourceCard: string | null;
  controller: Seat;
  targets: number[][];
  targetSpecs: TargetSpec[];
  x: number;
  steps: Step[];
  index: number;
  vars: FrameVars;
}

export interface FrameVars {
  paid?: boolean;
  didPrevious?: boolean;
  eventAmount?: number;
  eventSubject?: number;
  sacrificed?: number;
  created?: number;
  castInMain?: boolean;
  /** The damage dealt by this resolution's `damage` steps marked `tally` ("the damage dealt this way"). */
  dealt?: number;
  /** The cards this resolution's `discard` steps discarded ("discarded this way"). */
  discarded?: number;
  /** The cards this resolution's last `draw` step drew, for "discard one of them". */
  drawn?: number[];
  /** The statics that replaced the draw this resolution stands for: its own draws are not replaced by them again (CR 614.5). */
  exempt?: number[];
  /** A decision's answer for the current step. */
  answer?: unknown;
  /** Working data a multi-decision step keeps (votes, piles). */
  work?: StepWork;
}

/**
 * What a step that asks several questions keeps between them (cleared when
 * the step is done). Each field belongs to the steps named.
 */
export interface StepWork {
  /** discard: cards still to discard. */
  left?: number;
  /** look_pick, reveal_take_all, piles, scry: the library cards looked at or revealed. */
  top?: number[];
  /** look_pick: the card taken (null: none). */
  picked?: number | null;
  /** reveal_take_all: the matching cards are in hand. */
  taken?: boolean;
  /** piles: the pile the opponent made. */
  pileA?: number[];
  /** scry: the cards going to the bottom. */
  bottom?: number[];
  /** sacrifice: how many of the players have sacrificed. */
  i?: number;
  /** vote: the votes cast so far, in turn order. */
  votes?: string[];
  /** copy_spell: the copies, the one being given targets, and its target group. */
  copies?: StackItem[];
  at?: number;
  group?: number;
  /** An optional step ("you may") answered yes: its index in the frame. */
  mayAt?: number;
  /** Ordering cards in a library (library-order.ts): those placed so far, and which ordering asked last. */
  bottomOrder?: number[];
  topOrder?: number[];
  ordering?: 'bottomOrder' | 'topOrder';
  /** hand_to_own_library: the cards go to the bottom (false: on top). */
  toBottom?: boolean;
  /** exchange_control: each player's permanent picked so far, in turn order (-1: they have none). */
  picks?: number[];
  /** bid_life_for_control: the high bid and its bidder. */
  highBid?: number;
  highBidder?: Seat;
}

export interface StackItem {
  /** For spells: the card's object id on the stack; for abilities: a fresh id. */
  id: number;
  kind: 'spell' | 'ability';
  controller: Seat;
  /** Spell: the object; ability: its source. */
  source: number;
  sourceCard: string | null;
  text: string;
  targets: number[][];
  targetSpecs: TargetSpec[];
  x: number;
  steps: Step[];
  vars: FrameVars;
  /** A copy of a spell is not a card (CR 707.10). */
  copy?: boolean;
  /** For spells: flashback / graveyard casting sends it to exile. */
  exileAfter?: boolean;
  /** Intervening if to check on resolution (CR 603.4). */
  interveningIf?: Condition;
}

/**
 * A delayed triggered ability (CR 603.7) an effect created: it watches one
 * object ("whenever that creature attacks … this turn") for the rest of the
 * turn it was made in, and triggers for the player who controlled the effect.
 */
export interface DelayedTrigger {
  ability: TriggeredAbility;
  controller: Seat;
  /** The object whose effect made it (it may have left since) and its card. */
  source: number;
  sourceCard: string | null;
  /** The object it speaks of ("that creature"); a new object after a zone change is another one (CR 400.7). */
  watch: number;
  /** It ends with this turn's cleanup ("this turn"). */
  turn: number;
}

/**
 * A delayed triggered ability "at the beginning of [that turn's / the next]
 * end step" (CR 603.7): it triggers once, at the end step of turn `turn`.
 */
export interface EndStepDelayed {
  turn: number;
  /** The upkeep of that turn instead of its end step (`at_next_upkeep`). */
  at?: 'upkeep';
  ability: TriggeredAbility;
  controller: Seat;
  source: number;
  sourceCard: string | null;
  /** The object "it" names (the creature to return), if any. */
  it?: number;
}

export interface PendingTrigger {
  source: number;
  sourceCard: string | null;
  controller: Seat;
  ability: TriggeredAbility;
  vars: FrameVars;
}

/** A decision the engine waits for; only its answers are legal actions. */
export type Decision =
  /** The randomly chosen player decides who takes the first turn (CR 103.1), before any hand is drawn. */
  | { kind: 'play_or_draw'; player: Seat }
  | { kind: 'mulligan'; player: Seat }
  /** London mulligan: `count` cards still to put on the bottom, one at a time (CR 103.5). */
  | { kind: 'bottom'; player: Seat; count: number }
  /** Legend rule: which of `candidates` (same name, same controller) stays (CR 704.5j). */
  | { kind: 'legend_rule'; player: Seat; prompt: string; candidates: number[] }
  | { kind: 'declare_attackers'; player: Seat }
  | { kind: 'declare_blockers'; player: Seat }
  | { kind: 'order_triggers'; player: Seat }
  | { kind: 'trigger_targets'; player: Seat }
  | {
      kind: 'assign_damage';
      player: Seat;
      attacker: number;
      remaining: number;
      assigned: Record<string, number>;
    }
  /**
   * A question a resolving spell or ability asks, in words: its prompt and
   * its answers (identical ones grouped, "Plains (16)"). `private`: the
   * answers name cards only the deciding player may see (library cards), so
   * the others learn only that a choice was made.
   */
  | { kind: 'resolve'; player: Seat; prompt: string; options: DecisionOption[]; private?: true };

export interface DecisionOption {
  label: string;
  value: unknown;
}

export interface TempEffect {
  effect: Continuous;
  /** Objects locked in at creation (CR 611.2c), or null for a rule that reads "all … " as it goes. */
  objects: number[] | null;
  controller: Seat;
  source: number;
  timestamp: number;
  until: 'end_of_turn';
}

export interface Combat {
  attackers: number[];
  /** blocker id → attacker id */
  blocks: Record<string, number>;
  declared: boolean;
  blocksDeclared: boolean;
  firstStrikeDone: boolean;
  /** attacker id → blocker/player damage split chosen (player as -1-seat). */
  assignments: Record<string, Record<string, number>>;
  /** Attackers that were blocked (stay blocked even if the blockers leave). */
  blocked: number[];
  /** Attackers whose controller chose to assign as though unblocked. */
  asUnblocked: number[];
  /** The damage steps whose damage has been dealt (their names run together); absent before the first. */
  dealt?: string;
}

export interface MtgState {
  objects: Record<string, GameObject>;
  players: [PlayerState, PlayerState];
  battlefield: number[];
  exile: number[];
  stack: StackItem[];
  lki: Record<string, Lki>;
  decks: [string, string];
  turn: number;
  active: Seat;
  step: Step_;
  priority: Seat;
  /** Consecutive passes with the same stack. */
  passes: number;
  pending: Decision | null;
  /** The frame resolving, waiting for a decision (null when nothing is mid-resolution). */
  resolving: Frame | null;
  /** Whether the frame is a spell (finish: move the card) and its stack item. */
  resolvingItem: StackItem | null;
  triggers: PendingTrigger[];
  /** Delayed triggered abilities waiting for their event; absent when there are none. */
  delayed?: DelayedTrigger[];
  /** Delayed abilities waiting for one turn's end step (Final Fortune, Dragon Mask); absent when none. */
  atEndStep?: EndStepDelayed[];
  /** Prevention shields for the rest of the turn (shields.ts); absent when there are none. */
  shields?: PreventionShield[];
  effects: TempEffect[];
  combat: Combat | null;
  extraTurns: Seat[];
  /** Additional combat phases, each followed by a main phase, still to come this turn (CR 500.8); absent when none. */
  additionalCombats?: number;
  /** The turn's own combat is still to come after the additional phases (they came after main 1); absent otherwise. */
  combatDue?: true;
  /** A card of the game reads "attacked this turn": attacks are marked on the attackers; absent otherwise. */
  recordsAttacks?: true;
  /** A card of the game reveals first draws (Rowen): each player's turn of their last draw is kept; absent otherwise. */
  recordsFirstDraws?: true;
  /** A card of the game has a static over players the engine reads on hot paths (draws.ts); absent otherwise. */
  readsPlayerStatics?: true;
  /** Replaced draws whose steps wait to run (draws.ts); absent when none. */
  replacing?: Frame[];
  /** Spells cast this turn by each player (conditions). */
  nextId: number;
  nextTimestamp: number;
  rng: RngState;
  winner: Seat | null;
  draw: boolean;
  endReason: string | null;
  /** Actions applied (a safety valve against endless games). */
  actions: number;
  /** Bumped by every change that can move a characteristic or an SBA (derived.touch). */
  rev: number;
  /** The `rev` at which state-based actions last found nothing to do. */
  sbaRev: number;
  maxTurns: number;
  /** See MtgOptions.autoPass. */
  autoPass: boolean;
  firstPlayer: Seat;
}

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

/**
 * A copy of a pool, built as `emptyPool` builds one (a spread gave copies another hidden class than
 * new pools, and the pool reads of mana.ts saw both).
 */
export function copyPool(p: ManaPool): ManaPool {
  return { W: p.W, U: p.U, B: p.B, R: p.R, G: p.G, C: p.C };
}

/** Writes `from`'s amounts into `to` (no new pool: the callers ask on hot paths). */
export function copyPoolInto(from: ManaPool, to: ManaPool): void {
  to.W = from.W;
  to.U = from.U;
  to.B = from.B;
  to.R = from.R;
  to.G = from.G;
  to.C = from.C;
}

export function opponent(p: Seat): Seat {
  return (1 - p) as Seat;
}

/** Players are target ids -1 (seat 0) and -2 (seat 1). */
export function playerTarget(p: Seat): number {
  return -1 - p;
}
export function targetPlayer(t: number): Seat | null {
  return t < 0 ? ((-1 - t) as Seat) : null;
}

export function cloneState(s: MtgState): MtgState {
  return structuredClone({ ...s, rng: cloneRng(s.rng) });
}

export type { Continuous, ManaCost };
