import { describe, expect, it } from 'vitest';
import { createRng, createRngWithStreams, nextUint32, randInt } from '../src/rng.ts';

/** Seeds of every kind a caller passes: batch seeds, empty, long, non-ASCII, ones that hold the separator. */
const SEEDS = ['', '0', 'bench/12345', 'pocket-digest/7', 'a/b/c', 'é€𝄞 seed', 'x'.repeat(300)];
const NAMES = [['deck', 'energy', 'coin'], ['main'], ['coin', 'deck'], ['', 'a/b', 'deck', 'deck']];

describe('createRngWithStreams (the streams a setup draws from, made at once)', () => {
  it('is the state createRng reaches by drawing first from each stream in order, key for key', () => {
    for (const seed of SEEDS)
      for (const names of NAMES) {
        const lazy = createRng(seed);
        for (const name of names) if (lazy.streams[name] === undefined) nextUint32(lazy, name);
        const atOnce = createRngWithStreams(seed, names);
        // Undo the one draw each lazily made stream took, by drawing once from each made-at-once stream.
        for (const name of new Set(names)) nextUint32(atOnce, name);
        expect(JSON.stringify(atOnce)).toBe(JSON.stringify(lazy));
      }
  });

  it('draws what the lazy streams draw, and leaves streams it did not make to be made later', () => {
    for (const seed of SEEDS) {
      const lazy = createRng(seed);
      const atOnce = createRngWithStreams(seed, ['deck', 'energy']);
      for (let i = 0; i < 50; i++) {
        expect(randInt(atOnce, 20 - (i % 19), 'deck')).toBe(randInt(lazy, 20 - (i % 19), 'deck'));
        expect(randInt(atOnce, 3, 'energy')).toBe(randInt(lazy, 3, 'energy'));
        expect(nextUint32(atOnce, 'coin')).toBe(nextUint32(lazy, 'coin'));
      }
      expect(Object.keys(atOnce.streams)).toEqual(['deck', 'energy', 'coin']);
    }
  });
});
