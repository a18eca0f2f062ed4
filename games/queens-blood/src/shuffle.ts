/**
 * Shuffling on a named stream of the state's generator, the stream looked up
 * once per shuffle instead of once per draw (the kernel's `shuffleInPlace`
 * looks it up for every card). The same order as `shuffleInPlace` on that
 * stream, and like it, a list of fewer than two items draws nothing and so
 * does not create the stream.
 */
import { type RngState, rngStream, shuffleFrom } from '@arbiter/core';

export function shuffleOn<T>(rng: RngState, items: T[], stream: string): T[] {
  if (items.length > 1) shuffleFrom(rngStream(rng, stream), items);
  return items;
}
