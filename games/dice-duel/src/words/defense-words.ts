/**
 * What the words of Dice Duel's defense modules are built from: matchers'
 * and effects' `words` (a card's text) get `CardWords`, which knows the
 * card's fields; an effect's `outcome` words (what it came to in a defense,
 * for logs) get `OutcomeWords`, which does not — a log line has no card.
 * words/card-text.ts supplies both.
 */
import type { ConditionDef, ExpiryDef, SelectionPolicy, UsablePhase } from '../data/dsl-parts.ts';

export interface OutcomeWords {
  /** A status as players read it ("prevent half"). */
  status(id: string): string;
  /** "1 die", "3 dice". */
  plural(n: number, one: string, many?: string): string;
  /** What a buff of `kind` gives: "+2 damage on its next attack". */
  buff(kind: string, amount: number): string;
}

export interface CardWords extends OutcomeWords {
  /** The faces of one of the card's fields: "4 or 5". */
  faces(fieldId: string): string;
  usable(phase: UsablePhase): string;
  expiry(expires: ExpiryDef): string;
  policy(policy: SelectionPolicy): string;
  /** An effect's conditions as a clause: "the attacker has burn and at least 2 matches". */
  conditions(c: ConditionDef): string;
}
