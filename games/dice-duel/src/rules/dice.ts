/**
 * Dice: every roll goes through `rollDice`, which takes scenario-forced faces
 * first and otherwise draws from the RNG stream of its purpose. Streams keep
 * purposes apart: a reroll never shifts the next offense roll.
 */
import { rollDie } from '@arbiter/core';
import type { DuelState } from '../state.ts';

export const DICE_PURPOSES = [
  'initiative',
  'offense',
  'defense',
  'reroll',
  'evasive',
  'purify',
  'cleanse',
] as const;
export type DicePurpose = (typeof DICE_PURPOSES)[number];

/** The RNG stream each purpose draws from. */
const STREAM: Record<DicePurpose, string> = {
  initiative: 'initiative',
  offense: 'offense',
  defense: 'defense',
  reroll: 'reroll',
  evasive: 'status',
  purify: 'status',
  cleanse: 'status',
};

export function rollDice(state: DuelState, count: number, purpose: DicePurpose): number[] {
  const out = new Array<number>(count);
  const queue = state.forced[purpose];
  for (let i = 0; i < count; i++) {
    out[i] =
      queue !== undefined && queue.length > 0 ? queue.shift()! : rollDie(state.rng, 6, STREAM[purpose]);
  }
  return out;
}

export function rollOne(state: DuelState, purpose: DicePurpose): number {
  return rollDice(state, 1, purpose)[0];
}
