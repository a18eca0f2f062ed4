/**
 * What a loaded catalog is (the data a match plays) and what validating a
 * defense card gives back, as types only: the state, the rules and the
 * loader (data/catalog.ts) all name them, and none of them needs the loader
 * or the registries for it.
 */
import type { DefenseCard } from './defense-card-schema.ts';
import type { HeroDef, StatusDef } from './hero-schema.ts';

export type Path = Array<string | number>;

export interface CardProblem {
  /** Path inside the card, e.g. ['fields', 1, 'faces', 0]. */
  path: Path;
  reason: string;
}

/** A registry id the card names, for the coverage check (vocabulary as its registry names it). */
export interface CardUse {
  vocabulary: string;
  id: string;
  path: Path;
}

export interface CardValidation {
  ok: boolean;
  card: DefenseCard | null;
  errors: CardProblem[];
  warnings: CardProblem[];
  /** Every matcher, effect and buff kind the card names, where (the loader's coverage check reads them). */
  uses: CardUse[];
}

/** What the card validator needs to know of the statuses. */
export interface StatusFacts {
  has(id: string): boolean;
  maxStacks(id: string): number;
}

export interface HeroEntry {
  def: HeroDef;
  card: CardValidation | null;
}

export interface Catalog {
  /** The folder the data came from. */
  dir: string;
  file: string;
  statuses: Record<string, StatusDef>;
  heroes: Record<string, HeroEntry>;
  heroIds: string[];
  /** A short digest of the data (match logs record it; replay refuses other data). */
  fingerprint: string;
  /** The parsed heroes.json this catalog was built from (the data as a document, for the Lab). */
  source: unknown;
}
