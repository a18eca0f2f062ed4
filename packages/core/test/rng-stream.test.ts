import { describe, expect, it } from 'vitest';
import { cloneRng, createRng, rngStream, rollDie, rollDieFrom } from '../src/rng.ts';

describe('rngStream and rollDieFrom (a stream looked up once for a hot loop)', () => {
  it('draw exactly what rollDie draws on that stream, and move the same state', () => {
    for (const sides of [2, 6, 7, 20]) {
      const a = createRng(`s${sides}`);
      const b = createRng(`s${sides}`);
      const stream = rngStream(b, 'dice');
      const fromA = Array.from({ length: 200 }, () => rollDie(a, sides, 'dice'));
      const fromB = Array.from({ length: 200 }, () => rollDieFrom(stream, sides));
      expect(fromB).toEqual(fromA);
      expect(b).toEqual(a);
    }
  });

  it('leaves other streams alone, and a clone has its own stream', () => {
    const rng = createRng('x');
    rollDie(rng, 6, 'other');
    const before = [...rng.streams.other];
    const s = rngStream(rng, 'dice');
    rollDieFrom(s);
    expect(rng.streams.other).toEqual(before);
    const copy = cloneRng(rng);
    const next = rollDie(createRng('unused'), 6);
    expect(typeof next).toBe('number');
    rollDieFrom(rngStream(copy, 'dice'));
    expect(copy.streams.dice).not.toEqual(rng.streams.dice);
  });
});
