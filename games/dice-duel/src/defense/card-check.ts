/**
 * What a matcher's or effect's compile step (references and lint, after its
 * params schema) gets to look at and report into. Paths are relative to the
 * matcher or effect being compiled.
 */
import type { CardProblem, Path, StatusFacts } from '../data/catalog-types.ts';
import type { DefenseCard } from '../data/defense-card-schema.ts';

export type { CardProblem, Path, StatusFacts };

export interface CardCheck {
  card: DefenseCard;
  statuses: StatusFacts;
  /** The field of each face (faces outside every field are absent). */
  fieldOfFace: ReadonlyMap<number, string>;
  /** A field the item reads: an error when the card has no such field. */
  field(id: string, path: Path): void;
  /** Marks a field as read (idle-face lint) without requiring it. */
  read(fieldId: string): void;
  /** A status the item names: an error when the data has no such status. */
  status(id: string, path: Path): void;
  /** A buff kind the item names: an error when none is registered (and a use for the coverage check). */
  buffKind(id: string, path: Path): void;
  error(path: Path, reason: string): void;
  warn(path: Path, reason: string): void;
}

/** An effect's compile step also knows its rule's matcher: how many matches it can give, and what one is. */
export interface EffectCheck extends CardCheck {
  rule: {
    /** The most matches the rule's matcher gives with the card's dice. */
    most: number;
    /** "countField gives at most 3 matches with 3 dice (one match is …)", for lint messages. */
    reading: string;
  };
}
