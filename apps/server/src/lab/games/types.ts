/**
 * What the Lab knows of one game: how a subject (a deck, a hero) and an
 * opponent become a match's options, the deck format and its rules, the
 * opponents offered. One small module per game (like the web's boards); the
 * rest of the Lab is the same for every game.
 */
import type { AnyGame } from '@arbiter/core';
import type { DeckCheck, LabDeckInfo, LabSides } from '../protocol.ts';

/** One side of a match as a run names it: a preset deck, a deck list's text, or a hero. */
export type Side = { preset: string } | { text: string } | { hero: string };

export interface DeckFormat {
  info(game: AnyGame): LabDeckInfo;
  /** Every problem of a deck list's text, each with its line, by the game's rules and pool. */
  check(text: string, game: AnyGame): DeckCheck;
  /** The deck option's value for a checked deck list, or why a built deck cannot be played. */
  optionValue(text: string, check: DeckCheck): { value: unknown } | { refused: string };
}

export interface LabGameAdapter {
  id: string;
  sides: LabSides;
  /** Options the Lab sets from the subject and opponents: not in the run form's options. */
  ownOptions: readonly string[];
  deck?: DeckFormat;
  /** Opponents to choose from (preset decks, heroes). */
  opponents(game: AnyGame): Array<{ id: string; label: string; description?: string }>;
  /** Heroes a subject can be (Dice Duel). */
  heroes?(game: AnyGame): Array<{ id: string; label: string }>;
  /** The options the Lab sets for `subject` at seat `subjectSeat` against `opponent` (option values already resolved). */
  matchOptions(subject: unknown, opponent: unknown, subjectSeat: 0 | 1): Record<string, unknown>;
}

/** "aura-support" → "Aura support". */
export function words(id: string): string {
  const text = id.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
