/**
 * What one keyword ability is (CR 702): its id as the rules blocks name it,
 * the rule, where the engine enforces it (keywords are read by the rules
 * they change — blocking, combat damage, casting — not run), and its words.
 * A new keyword is one module in this folder and its line in `index.ts`.
 */
import type { VocabularyItem } from '@arbiter/core';
import type { Board, Derived } from '../../engine/derived.ts';

export interface KeywordModule<Id extends string = string> extends VocabularyItem {
  readonly id: Id;
  /** The Comprehensive Rules section. */
  readonly rule: string;
  /** Where the engine reads it. */
  readonly enforcedIn: string;
  /** The keyword as a card prints it ("first strike"). */
  words(): string;
  /**
   * A restriction on blocking the creature that has it (CR 509.1b), read
   * when blockers are declared: whether `blocker` may block `attacker`.
   * Absent: the keyword restricts no block here (flying is read beside reach).
   */
  mayBeBlockedBy?(board: Board, attacker: Derived, blocker: Derived): boolean;
}

/** Keeps the module's literal id (the `Keyword` union is made of them). */
export function defineKeyword<const Id extends string>(m: KeywordModule<Id>): KeywordModule<Id> {
  return m;
}
