/**
 * Every event a Dice Duel match emits, as one union on `type` (the compiler
 * checks each emit against it). Events are data (logs, golden playthroughs,
 * replays): they carry what happened, never text made for a reader; their
 * words are in event-words.ts. `level: 'verbose'` events are detail the
 * compact (report) form leaves out. Dice Duel hides nothing but the future,
 * so every event is public.
 */
import type { ApplyContext } from '@arbiter/core';
import type { EffectBase } from './data/defense-card-schema.ts';
import type { ExpiryDef, SelectionPolicy, UsablePhase } from './data/dsl-parts.ts';
import type { Combo } from './data/hero-schema.ts';
import type { EffectOutcome } from './defense/resolution.ts';
import type { AttackRecord, PendingBuff, Seat } from './state.ts';

/** An interface's fields as a plain object type (events are plain JSON records). */
type Fields<T> = { [K in keyof T]: T[K] };

/** One effect of a rule that fired: its params as the card writes them, and what it came to. */
export interface EffectResult {
  effect: EffectBase;
  outcome: EffectOutcome;
}

export type DuelEvent =
  | { type: 'initiative'; rolls: [number, number][]; first: Seat }
  | { type: 'turn-start'; seat: Seat; round: number; turn: number }
  | { type: 'turn-end'; seat: Seat; turn: number }
  | { type: 'offense-roll'; seat: Seat; attempt: number; hold?: number[]; dice: number[] }
  | { type: 'no-ability'; seat: Seat; dice: number[] }
  | {
      type: 'attack';
      seat: Seat;
      combo: Combo;
      label: string;
      damage: number;
      chi: number;
      buffBonus: number;
      raw: number;
    }
  | { type: 'ultimate'; seat: Seat; label: string }
  | { type: 'defense-roll'; seat: Seat; version: 'v2'; dice: number[]; fieldsHash: string | null }
  | { type: 'v1-defense'; seat: Seat; combo: Combo; label: string; dice: number[] }
  | {
      /** A rule of a defense card fired (rule: its position on the card; label: null when it has none). */
      type: 'rule-result';
      seat: Seat;
      ruleId: string;
      rule: number;
      label: string | null;
      pass: number;
      matchCount: number;
      results: EffectResult[];
    }
  | {
      type: 'rule-hit';
      level: 'verbose';
      seat: Seat;
      ruleId: string;
      rule: number;
      label: string | null;
      pass: number;
      matchCount: number;
      newMatches: number;
      fieldTotals: Record<string, number>;
      matchedDiceIndexes: number[];
    }
  | {
      type: 'reroll';
      seat: Seat;
      ruleId: string;
      rule: number;
      label: string | null;
      before: number[];
      after: number[];
    }
  | {
      type: 'reroll-detail';
      level: 'verbose';
      seat: Seat;
      ruleId: string;
      policy: SelectionPolicy;
      indexes: number[];
    }
  | { type: 'reroll-rejected'; seat: Seat; ruleId: string; rule: number; label: string | null; limit: number }
  | {
      /** What a defense comes to before the reaction window: the pipeline's contributions. */
      type: 'defense-summary';
      seat: Seat;
      hero: string;
      version: 'v1' | 'v2';
      dice: number[];
      /** Rules (or the v1 board entry) that fired. */
      matched: number;
      rerolls: number;
      flat: number;
      preventHalf: number;
      block: number;
      reflect: number;
      dealToAttacker: number;
    }
  | {
      type: 'status-gained';
      seat: Seat;
      status: string;
      requested: number;
      added: number;
      total: number;
      usablePhase: UsablePhase;
      source: string;
    }
  | { type: 'status-spent'; seat: Seat; status: string; stacks: number }
  | {
      type: 'status-tick';
      seat: Seat;
      status: string;
      stacks: number;
      damage: number;
      hp: number;
      left: number;
    }
  | { type: 'purify'; seat: Seat; roll: number; success: boolean; status: string }
  | { type: 'cleanse-roll'; seat: Seat; status: string; roll: number; needed: number }
  | { type: 'evasive-roll'; seat: Seat; roll: number; negated: boolean }
  | { type: 'damage-clamped'; seat: Seat; afterPrevent: number; block: number }
  | {
      type: 'integrity-drift';
      seat: Seat;
      attackBase: number;
      blocked: number;
      prevented: number;
      expected: number;
      final: number;
      hpLost: number;
      expectedHpLost: number;
    }
  | ({ type: 'damage'; hp: number[] } & Fields<AttackRecord>)
  | { type: 'buff-created'; buff: Fields<PendingBuff> }
  | { type: 'buff-stacked'; id: string; owner: Seat; kind: string; added: number; stacks: number }
  | { type: 'buff-consumed'; id: string; owner: Seat; kind: string; bonus: number }
  | {
      type: 'buff-expired';
      id: string;
      owner: Seat;
      kind: string;
      /** The expiry that ended it, or a KO. */
      why: ExpiryDef['type'] | 'ko';
      /** At a KO: whose. */
      ko?: 'owner' | 'opponent' | 'both';
      unused: boolean;
    }
  | { type: 'game-over'; winner: Seat | null; reason: string; doubleKo: boolean; hp: number[] };

export type DuelEventType = DuelEvent['type'];

/** Where Dice Duel's rules send their events. */
export type DuelContext = ApplyContext<DuelEvent>;
