/**
 * What a matcher's or effect's `check` (its compile step: references and
 * lint, after the schema) gets to look at and report into. Paths are
 * relative to the matcher or effect being checked.
 */
import type { DefenseCard } from '../data/defense-card-schema.ts';

export type Path = Array<string | number>;

export interface CardProblem {
  /** Path inside the card, e.g. ['fields', 1, 'faces', 0]. */
  path: Path;
  reason: string;
}

/** What the card validator needs to know of the statuses. */
export interface StatusFacts {
  has(id: string): boolean;
  maxStacks(id: string): number;
}

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
  error(path: Path, reason: string): void;
  warn(path: Path, reason: string): void;
}
