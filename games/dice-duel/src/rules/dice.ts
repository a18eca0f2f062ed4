/**
 * Dice: every roll goes through `rollDice`, which takes scenario-forced faces
 * first and otherwise draws from the RNG stream of its purpose. Streams keep
 * purposes apart: a reroll never shifts the next offense roll.
 */
import { type RngState, RuleViolation, rngStream, rollDieFrom, type StreamState } from '@arbiter/core';
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

/** The index of a purpose in DICE_PURPOSES (a switch on the literal: no keyed lookup per roll). */
function purposeIndex(purpose: DicePurpose): number {
  switch (purpose) {
    case 'initiative':
      return 0;
    case 'offense':
      return 1;
    case 'defense':
      return 2;
    case 'reroll':
      return 3;
    case 'evasive':
      return 4;
    case 'purify':
      return 5;
    default:
      return 6;
  }
}

/** The forced faces queued for a purpose, read by name (each a monomorphic load on the usual empty record). */
function forcedQueue(forced: Record<string, number[]>, index: number): number[] | undefined {
  switch (index) {
    case 0:
      return forced.initiative;
    case 1:
      return forced.offense;
    case 2:
      return forced.defense;
    case 3:
      return forced.reroll;
    case 4:
      return forced.evasive;
    case 5:
      return forced.purify;
    default:
      return forced.cleanse;
  }
}

/**
 * The streams this state's dice drew from so far, by purpose index, kept on
 * the state under a symbol and non-enumerable (out of JSON, hashes, clones,
 * spreads and equality) for the generator object it was read from: a state
 * whose generator is replaced (a clone, a reseed) looks its streams up again.
 * A stream is still made on first use only, by `rngStream` (its creation is
 * part of the state). The generator's streams are only ever advanced in
 * place (`cloneRng` makes new ones for a new generator), so an array read
 * once stays the stream of that generator.
 */
const DICE_STREAMS: unique symbol = Symbol('dice-duel dice streams');

interface DiceStreams {
  rng: RngState;
  streams: RngState['streams'];
  byPurpose: Array<StreamState | undefined>;
}

type WithStreams = DuelState & { [DICE_STREAMS]?: DiceStreams };

function streamFor(state: DuelState, index: number, purpose: DicePurpose): StreamState {
  const rng = state.rng;
  let cache = (state as WithStreams)[DICE_STREAMS];
  if (cache === undefined || cache.rng !== rng || cache.streams !== rng.streams) {
    cache = {
      rng,
      streams: rng.streams,
      byPurpose: [undefined, undefined, undefined, undefined, undefined, undefined, undefined],
    };
    Object.defineProperty(state, DICE_STREAMS, {
      value: cache,
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
  let stream = cache.byPurpose[index];
  if (stream === undefined) {
    stream = rngStream(rng, STREAM[purpose]);
    cache.byPurpose[index] = stream;
  }
  return stream;
}

/**
 * Rolls into `dice` every index whose bit is clear in `keepMask`, in index
 * order (forced faces first, then the purpose's stream, looked up once).
 */
export function rollInto(state: DuelState, dice: number[], keepMask: number, purpose: DicePurpose): void {
  const index = purposeIndex(purpose);
  const queue = forcedQueue(state.forced, index);
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
  const stream = streamFor(state, index, purpose);
  for (; i < dice.length; i++) if ((keepMask & (1 << i)) === 0) dice[i] = rollDieFrom(stream, 6);
}

export function rollOne(state: DuelState, purpose: DicePurpose): number {
  const index = purposeIndex(purpose);
  const queue = forcedQueue(state.forced, index);
  if (queue !== undefined && queue.length > 0) {
    checkForced(queue, 1, purpose);
    return queue.shift() as number;
  }
  return rollDieFrom(streamFor(state, index, purpose), 6);
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
