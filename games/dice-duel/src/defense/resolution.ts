/** What a defense roll produced, before the reaction window and mitigation. */
import type { Combo } from '../data/hero-schema.ts';

export interface EffectOutcome {
  /** The effect's type (a v2 effect module's id), or 'v1' for a board entry's parts. */
  type: string;
  ok: boolean;
  /** Why it did nothing (condition failed, limit reached, ...). */
  reason?: string;
  /** What it amounted to: block points, stacks gained, dice rerolled, ... */
  value?: number;
}

export interface RuleHit {
  ruleId: string;
  label: string;
  /** Evaluation pass: 0 is the first roll, n after the n-th reroll. */
  pass: number;
  matchCount: number;
  /** How much of matchCount was new in this pass (effects scale by this). */
  newMatches: number;
  fieldTotals: Record<string, number>;
  matchedDiceIndexes: number[];
  effects: EffectOutcome[];
}

export interface RerollRecord {
  ruleId: string;
  policy: string;
  indexes: number[];
  before: number[];
  after: number[];
}

export interface DefenseResolution {
  version: 'v1' | 'v2';
  defender: 0 | 1;
  incoming: number;
  diceBefore: number[];
  diceAfter: number[];
  /** Hash of the card's field partition (v2). */
  fieldsHash: string | null;
  fieldCounts: Record<string, number>;
  rulesHit: RuleHit[];
  rerolls: RerollRecord[];
  rerollLimitReached: boolean;
  /** The v1 board entry used, if any. */
  v1Combo: Combo | null;
  /** Contributions to the mitigation pipeline. */
  flat: number;
  preventHalf: number;
  block: number;
  reflect: number;
  dealToAttacker: number;
}

export function emptyResolution(version: 'v1' | 'v2', defender: 0 | 1, incoming: number): DefenseResolution {
  return {
    version,
    defender,
    incoming,
    diceBefore: [],
    diceAfter: [],
    fieldsHash: null,
    fieldCounts: {},
    rulesHit: [],
    rerolls: [],
    rerollLimitReached: false,
    v1Combo: null,
    flat: 0,
    preventHalf: 0,
    block: 0,
    reflect: 0,
    dealToAttacker: 0,
  };
}
