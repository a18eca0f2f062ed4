/**
 * The phrasing Dice Duel's words share: seats (numbered from 1), lists,
 * plurals, dice, and the words of the DSL's fixed vocabularies — combos,
 * selection policies, usable phases, buff expiries. Each table is typed by
 * its vocabulary, so a new combo or policy does not compile without words.
 * No engine id reaches a player through these.
 */
import type { ExpiryDef, SelectionPolicy, UsablePhase } from '../data/dsl-parts.ts';
import type { Combo } from '../data/hero-schema.ts';

/** "seat 1", "seat 2": seats are numbered from 1 wherever a person reads them. */
export const seatWords = (seat: number): string => `seat ${seat + 1}`;

/** "1 die", "3 dice". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "A", "A and B", "A, B and C" (or with "or"). */
export function listWords(items: readonly (string | number)[], conjunction: 'and' | 'or' = 'and'): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/** Dice faces as they show: "3 5 6". */
export const diceWords = (dice: readonly number[]): string => dice.join(' ');

/** Die positions (0-based in the engine) as a person counts them: "die 2", "dice 1, 3 and 4". */
export const dieNumbers = (indexes: readonly number[]): string =>
  `${indexes.length === 1 ? 'die' : 'dice'} ${listWords(indexes.map((i) => i + 1))}`;

/** "once", "twice", "3 times". */
export function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

export const COMBO_WORDS: Readonly<Record<Combo, string>> = {
  '5OAK': 'five of a kind',
  LARGE_STRAIGHT: 'large straight',
  FULL_HOUSE: 'full house',
  '4OAK': 'four of a kind',
  SMALL_STRAIGHT: 'small straight',
  '3OAK': 'three of a kind',
  PAIR_PAIR: 'two pairs',
};

export const comboWords = (combo: Combo): string => COMBO_WORDS[combo];

/**
 * A v1 board entry's name: its label, or its combo's words when the label
 * is the combo itself (the import names an unlabelled entry by its combo).
 */
export function boardEntryWords(label: string, combo: Combo): string {
  return label === combo ? COMBO_WORDS[combo] : label;
}

export const POLICY_WORDS: Readonly<Record<SelectionPolicy, string>> = {
  highestNonMatching: 'the highest dice no rule matched',
  lowestNonMatching: 'the lowest dice no rule matched',
  highest: 'the highest dice',
  lowest: 'the lowest dice',
  random: 'dice drawn at random',
};

/** When granted stacks (or a buff) may first be spent. */
export const USABLE_WORDS: Readonly<Record<UsablePhase, string>> = {
  immediate: 'usable at once',
  nextAttack: 'usable from its next attack',
  nextTurn: 'usable from the next turn',
};

const EXPIRY_WORDS: Readonly<Record<ExpiryDef['type'], (turns: number) => string>> = {
  nextAttack: () => 'until used',
  endOfRound: () => 'until the end of the round',
  endOfYourNextTurn: () => "until the end of its owner's next turn",
  afterNTurns: (turns) => `for ${plural(turns, 'more turn')}`,
};

/** How long a buff lasts: "until used", "for 2 more turns". */
export function expiryWords(expires: ExpiryDef): string {
  return EXPIRY_WORDS[expires.type](expires.turns ?? 1);
}

/** Why a buff went (an expiry type, or a KO): "its time ran out", "a KO". */
export function buffEndWords(why: ExpiryDef['type'] | 'ko'): string {
  return why === 'ko' ? 'a KO ended the match' : why === 'nextAttack' ? 'it was used' : 'its time ran out';
}

/** Words that start a sentence start with a capital. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
