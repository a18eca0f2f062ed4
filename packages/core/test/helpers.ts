/**
 * Shared helpers for the kernel's tests: playing a toy match to its end with
 * choices drawn from a seeded chooser (so every playout is reproducible).
 */
import { createRng, Match, pick } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';

/** Plays a toy match from `seed` to its end, picking legal actions with `chooserSeed`. */
export function playToyMatch(seed: string, chooserSeed = `chooser/${seed}`, options: unknown = {}): Match {
  const match = new Match(toyGame, options, seed);
  const chooser = createRng(chooserSeed);
  while (match.outcome() === null) {
    const player = match.toAct()[0];
    match.act(player, pick(chooser, match.legalActions(player)));
  }
  return match;
}

/** A deep copy through JSON, as a log travels through a file or a socket. */
export function viaJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
