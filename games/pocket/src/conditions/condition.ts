/**
 * What one Special Condition is: its name and reminder as players read
 * them, how it sits with the others, what it keeps its Pokémon from doing,
 * and what happens to it between turns (the checkup). A condition is one
 * module in this folder plus its line in `index.ts`; the rules ask the
 * modules, never a condition by name.
 */
import type { VocabularyItem } from '@arbiter/core';

/** What a condition's checkup may do to the Active Pokémon that has it. */
export interface CheckupCtx {
  /** The checkup is at the end of its owner's own turn. */
  readonly ownersTurnEnded: boolean;
  /** The damage the effect that inflicted the condition set for its Checkup ("instead of the usual amount"), if any. */
  readonly inflictedDamage: number | undefined;
  /** Puts damage on the Pokémon (reported with the condition). */
  damage(amount: number): void;
  /** The generic modifier's additions to a value of this Pokémon ("+10 damage from being Poisoned"). */
  added(target: 'checkup.poisoned.damage'): number;
  /** Flips a coin for the condition (reported with it); true on heads. */
  flip(): boolean;
  /** The Pokémon recovers from this condition. */
  recover(): void;
  /** Reports the checkup: damage done and the coin, when there was one. */
  report(result: { damage?: number; heads?: boolean }): void;
}

export interface Condition<Id extends string = string> extends VocabularyItem {
  readonly id: Id;
  /** As the cards name it: "Asleep". */
  readonly name: string;
  /** What it does, for players: "can't attack or retreat; …". */
  readonly reminder: string;
  /** Asleep, Paralyzed and Confused replace each other. */
  readonly exclusive: boolean;
  /** Its Pokémon can't attack or retreat. */
  readonly incapacitates: boolean;
  /** Before each attack its Pokémon flips a coin: on tails the attack does nothing. */
  readonly attackFlip: boolean;
  /** Between turns, for the Active Pokémon that has it. */
  checkup?(c: CheckupCtx): void;
}

export function defineCondition<const Id extends string>(c: Condition<Id>): Condition<Id> {
  return c;
}
