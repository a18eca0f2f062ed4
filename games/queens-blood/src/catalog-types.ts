/**
 * The compiled form of the data — what the engine reads at run time — and
 * the context the engine reads it in, as types only. They refer to each
 * other (a compiled operation's module runs in a context that holds the
 * catalog), so they are one file: everything else imports them one way.
 */
import type { Emit } from './events.ts';
import type { CardInst, QBState } from './state.ts';
import type { Category, Moment } from './vocabulary.ts';

/** The compiled form of an operation: its type and its own fields. */
export interface CompiledOp {
  readonly type: string;
}

/** A compiled operation: its `type` names its module in the operation registry. */
export type Operation = CompiledOp;

/** A lane being scored: what a score modifier may read. */
export interface LaneRead {
  power: readonly [number, number];
  /** The lower of the two lane powers. */
  lower: number;
}

/**
 * What the engine calls on an operation's module (operations/operation.ts
 * holds the whole module: its params, compile step and words besides).
 */
export interface OperationHooks<O extends CompiledOp = CompiledOp> {
  /** When its effect's trigger fires: `src` is the card whose effect it is. */
  run?(ctx: EngineCtx, op: O, src: CardInst, effect: EffectDef): void;
  /** A while_in_play effect's share of the board's effective powers, added into `powers` (by tile). */
  passivePower?(s: QBState, cat: Catalog, src: CardInst, op: O, effect: EffectDef, powers: number[]): void;
  /** Points the winner's card adds to a lane it won (score modifiers). */
  scoreBonus?(op: O, lane: LaneRead): number;
  /** The card is played onto an allied card instead of an empty tile. */
  readonly placesOntoAlly?: boolean;
}

/**
 * An operation with the module that compiled it: the engine runs its hooks
 * from here, so the rules never import the operation registry (whose
 * modules import the rules' resolution helpers).
 */
export interface OperationStep {
  op: Operation;
  module: OperationHooks;
}

export interface PendingTrigger {
  uid: number;
  trigger: string;
}

/** What every rule and operation handler gets: the state, the data and the resolution in progress. */
export interface EngineCtx {
  s: QBState;
  cat: Catalog;
  emit: Emit;
  /** Triggers raised by power changes, fired in the settle step of the action. */
  queue: PendingTrigger[];
  /** Cards of the destroy batch in progress. */
  dying: Set<number>;
  /** replace_ally: effective power of the ally the played card replaced (0 when none). */
  replacedAllyPower: number;
  /** The played or destroyed card a watcher reacts to. */
  event: { trigger: string; uid: number } | null;
  /**
   * Watcher levels already open: a watcher's effect may destroy or play
   * cards that other watchers see, so the kernel's dispatch depth guard
   * covers the whole cascade, not one dispatch call.
   */
  depth: number;
  maxDepth: number;
}

export interface EffectDef {
  id: string;
  description: string;
  /** The trigger's id in the trigger registry. */
  trigger: string;
  /** Where the rules fire it (the trigger module's moment). */
  moment: Moment;
  /** The scope's id in the scope registry. */
  scope: string;
  operations: Operation[];
  /** The same operations with their modules, in order. */
  steps: OperationStep[];
  /** conditions.first_time (first-enhanced/enfeebled and thresholds fire once per card). */
  firstTime: boolean;
  /** conditions.threshold.value for on_power_threshold. */
  threshold: number | null;
}

export interface CardDef {
  index: number;
  id: string;
  name: string;
  category: Category;
  cost: number;
  power: number;
  grid: string[][];
  pattern: string | null;
  effect: EffectDef | null;
  /** [side][tile] -> board tiles this card projects pawns onto (P and X cells), mirrored for seat 1. */
  pawnTiles: number[][][];
  /** [side][tile] -> board tiles its effect reaches (E and X cells). */
  effectTiles: number[][][];
  /** Played onto an allied card (its effect has a replace_ally operation). */
  replacesAlly: boolean;
}

export interface DeckRules {
  deckSize: number;
  maxCopies: Record<Category, number>;
}

export interface Preset {
  name: string;
  description: string;
  cards: string[];
}

export interface Catalog {
  cards: CardDef[];
  byId: Map<string, CardDef>;
  byName: Map<string, CardDef>;
  effects: Map<string, EffectDef>;
  rules: DeckRules;
  presets: Preset[];
  /** Card indices a deck may hold (non-token), in id order. */
  deckable: number[];
}
