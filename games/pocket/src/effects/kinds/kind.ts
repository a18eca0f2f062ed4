/**
 * What one kind of active effect is (the seed's ActiveEffect `type`: a
 * damage boost, a reduction, "can't retreat", …): when the rules consult it
 * (the seed's trigger) and what it does as a player reads it. The effect
 * types that register active effects name a kind; the rules ask the effect
 * store for a kind where it matters (the damage calculation asks for boosts
 * and reductions). A kind is one module in this folder plus its line in
 * `index.ts`.
 */
import type { VocabularyItem } from '@arbiter/core';

/** When the rules consult an active effect (the seed's trigger). */
export type Trigger =
  | 'continuous'
  | 'on_damage_calc'
  | 'on_energy_count'
  | 'on_retreat_calc'
  | 'on_status_apply'
  | 'on_turn_start'
  | 'on_turn_end'
  | 'on_attack'
  | 'on_knockout';

/** What a kind's words are made from: one active effect and what its scope reaches. */
export interface KindWords {
  value: number;
  /** The Pokémon it reaches, as a noun phrase: "Player 1's Pokémon", "Mr. Mime". */
  pokemon: string;
  /** Whether that phrase names one Pokémon (the verb agrees: "takes" / "take"). */
  one: boolean;
  /** The player it reaches: "Player 2". */
  player: string;
  /** The energy it counts, by name ("Grass"), for the kinds that count one. */
  energy: string;
  /** Only attack damage to the opponent's Active Pokémon is changed. */
  toActive: boolean;
}

export interface ActiveKind<Id extends string = string> extends VocabularyItem {
  readonly id: Id;
  readonly trigger: Trigger;
  /** What it does, as a clause: "Player 1's Pokémon take 10 less damage from attacks". */
  words(w: KindWords): string;
}

export function defineKind<const Id extends string>(kind: ActiveKind<Id>): ActiveKind<Id> {
  return kind;
}

/** The verb for the subject: "takes" for one Pokémon, "take" for several. */
export const verb = (w: KindWords, one: string, many: string) => (w.one ? one : many);
