/** The compiled form of the data: what the engine reads at run time. */
import type { CompiledOp, OperationModule } from './operations/operation.ts';
import type { Moment } from './triggers/trigger.ts';
import type { Category } from './vocabulary.ts';

/** A compiled operation: its `type` names its module in the operation registry. */
export type Operation = CompiledOp;

/**
 * An operation with the module that compiled it: the engine runs its hooks
 * from here, so the rules never import the operation registry (whose
 * modules import the rules' resolution helpers).
 */
export interface OperationStep {
  op: Operation;
  module: OperationModule;
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
