/**
 * What one keyword ability is (CR 702): its id as the rules blocks name it,
 * the rule, where the engine enforces it (keywords are read by the rules
 * they change — blocking, combat damage, casting — not run), and its words.
 * A new keyword is one module in this folder and its line in `index.ts`.
 */
import type { VocabularyItem } from '@arbiter/core';

export interface KeywordModule<Id extends string = string> extends VocabularyItem {
  readonly id: Id;
  /** The Comprehensive Rules section. */
  readonly rule: string;
  /** Where the engine reads it. */
  readonly enforcedIn: string;
  /** The keyword as a card prints it ("first strike"). */
  words(): string;
}

/** Keeps the module's literal id (the `Keyword` union is made of them). */
export function defineKeyword<const Id extends string>(m: KeywordModule<Id>): KeywordModule<Id> {
  return m;
}
