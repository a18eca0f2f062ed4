/** The compiled form of the data: what the engine reads at run time. */
import type { Category, OperationType, ScaleMatcher, Scope, Trigger } from './vocabulary.ts';

export type Operation =
  | { type: 'modify_power'; amount: number; replacedPawns: number | null }
  | { type: 'modify_power_scale'; per: ScaleMatcher; amountPer: number }
  | { type: 'destroy_cards'; applyTo: Scope }
  | { type: 'replace_ally'; mode: 'neutral' | 'lower' | 'raise'; applyTo: Scope | null }
  | { type: 'add_to_hand'; cards: number[] }
  /** `byRank[r]` is the card index spawned on a tile of rank r (the same card for every rank unless per_pawns). */
  | { type: 'spawn_token'; byRank: number[]; perPawns: boolean }
  | { type: 'modify_tile_ranks'; amount: number }
  | { type: 'score_bonus'; amount: number; laneMinTransfer: boolean }
  | { type: 'expand_positions' };

export type OperationOf<T extends OperationType> = Extract<Operation, { type: T }>;

export interface EffectDef {
  id: string;
  description: string;
  trigger: Trigger;
  scope: Scope;
  operations: Operation[];
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
