import { describe, expect, it } from 'vitest';
import { createRng, randInt, randIntFrom, rngStream, shuffleFrom, shuffleInPlace } from '../src/rng.ts';

describe('randIntFrom and shuffleFrom (draws from a stream looked up once)', () => {
  it('draw what randInt draws on the same stream, for every bound', () => {
    for (const n of [1, 2, 3, 7, 15, 32, 1000, 2 ** 31 + 5, 2 ** 32]) {
      const a = createRng(`bounds/${n}`);
      const b = createRng(`bounds/${n}`);
      const stream = rngStream(b, 'deal');
      const viaName = Array.from({ length: 300 }, () => randInt(a, n, 'deal'));
      const viaStream = Array.from({ length: 300 }, () => randIntFrom(stream, n));
      expect(viaStream).toEqual(viaName);
      // The stream is the generator's own: drawing from it advances the named stream.
      expect(randInt(b, n, 'deal')).toBe(randInt(a, n, 'deal'));
    }
  });

  it('refuse a bound randInt refuses', () => {
    const s = rngStream(createRng('x'));
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN])
      expect(() => randIntFrom(s, n)).toThrow(RangeError);
  });

  it('shuffle into the order shuffleInPlace gives on the same stream', () => {
    for (let k = 0; k < 50; k++) {
      const items = Array.from({ length: k % 20 }, (_, i) => i * 3);
      const a = createRng(`shuffle/${k}`);
      const b = createRng(`shuffle/${k}`);
      const expected = shuffleInPlace(a, items.slice(), 'deck');
      const got = shuffleFrom(rngStream(b, 'deck'), items.slice());
      expect(got).toEqual(expected);
      expect(randInt(b, 1000, 'deck')).toBe(randInt(a, 1000, 'deck'));
    }
  });
});
