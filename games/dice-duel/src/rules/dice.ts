/**
 * Dice: every roll goes through `rollDice`, which takes scenario-forced faces
 * first and otherwise draws from the RNG stream of its purpose. Streams keep
 * purposes apart: a reroll never shifts the next offense roll.
 */
import { RuleViolation, rngStream, rollDieFrom } from '@arbiter/core';
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
  for (let i = 0; i < count; i++) out[i] = 0;
  rollInto(state, out, 0, purpose);
  return out;
}

/**
 * Rolls into `dice` every index whose bit is clear in `keepMask`, in index
 * order (forced faces first, then the purpose's stream, looked up once).
 */
export function rollInto(state: DuelState, dice: number[], keepMask: number, purpose: DicePurpose): void {
  const queue = state.forced[purpose];
  let i = 0;
  if (queue !== undefined && queue.length > 0) {
    let needed = 0;
    for (let k = 0; k < dice.length; k++) if ((keepMask & (1 << k)) === 0) needed++;
    checkForced(queue, needed, purpose);
    for (; i < dice.length && queue.length > 0; i++) {
      if ((keepMask & (1 << i)) === 0) dice[i] = queue.shift() as number;
    }
  }
  // The stream is made on first use only (its creation is part of the state).
  while (i < dice.length && (keepMask & (1 << i)) !== 0) i++;
  if (i >= dice.length) return;
  const stream = rngStream(state.rng, STREAM[purpose]);
  for (; i < dice.length; i++) if ((keepMask & (1 << i)) === 0) dice[i] = rollDieFrom(stream, 6);
}

export function rollOne(state: DuelState, purpose: DicePurpose): number {
  const queue = state.forced[purpose];
  if (queue !== undefined && queue.length > 0) {
    checkForced(queue, 1, purpose);
    return queue.shift() as number;
  }
  return rollDieFrom(rngStream(state.rng, STREAM[purpose]), 6);
}

/**
 * Forced faces (scenarios, tests) are taken roll by roll: a roll that finds
 * any must find all it needs, each a die face. Never topped up from the RNG,
 * so a short or wrong list is refused before a die is taken. Faces left over
 * stay queued for the next roll of that purpose.
 */
function checkForced(queue: readonly number[], needed: number, purpose: DicePurpose): void {
  if (queue.length < needed)
    throw new RuleViolation(
      'bad-forced-dice',
      `the ${purpose} roll needs ${needed} dice but ${queue.length} ${queue.length === 1 ? 'is' : 'are'} forced (${queue.join(',')}); forced dice are never topped up from the RNG`,
    );
  for (let k = 0; k < needed; k++) {
    const f = queue[k];
    if (!Number.isInteger(f) || f < 1 || f > 6)
      throw new RuleViolation('bad-forced-dice', `forced ${purpose} face ${f} is not a die face (1..6)`);
  }
}
