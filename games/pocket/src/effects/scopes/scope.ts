/**
 * What one scope of an active effect is (the seed's `scope`): which
 * Pokémon it reaches, seen from the player whose effect it is, and how a
 * player reads them. A scope is one module in this folder plus its line in
 * `index.ts`.
 */
import type { VocabularyItem } from '@arbiter/core';

/** The Pokémon a scope is asked about. */
export interface Reached {
  /** It is on the side of the effect's player. */
  own: boolean;
  active: boolean;
  pid: number;
}

/** What a scope's words are made from. */
export interface ScopeWords {
  /** The effect's player ("Player 1") and the other one. */
  owner: string;
  opponent: string;
  /** For `self`: the Pokémon it is on, by name. */
  target: string;
  /** "Pokémon" or a narrower noun: "Grass Pokémon", "Ninetales, Rapidash or Magmar". */
  noun: string;
}

export interface ScopeModule<Id extends string = string> extends VocabularyItem {
  readonly id: Id;
  /** Whose side it reaches, from the effect's player (for queries by player). */
  readonly side: 'own' | 'opponent' | 'both';
  /** Whether it reaches `who`; `target` is the Pokémon a `self` effect is on. */
  reaches(who: Reached, target: number | null): boolean;
  /** The Pokémon it reaches as a noun phrase, and whether that is one Pokémon. */
  words(w: ScopeWords): { pokemon: string; one: boolean };
  /** The player it reaches (for effects on a player: Supporter locks). */
  player(w: ScopeWords): string;
}

export function defineScope<const Id extends string>(scope: ScopeModule<Id>): ScopeModule<Id> {
  return scope;
}
