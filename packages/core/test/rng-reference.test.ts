import { describe, expect, it } from 'vitest';
import {
  createRng,
  createRngWithStreams,
  nextUint32,
  randInt,
  randIntFrom,
  rngStream,
  type StreamState,
  shuffleFrom,
  shuffleInPlace,
} from '../src/rng.ts';

/*
 * The generator as it was first written, plainly (cyrb128 of `${seed}/${name}`,
 * 12 warm-up steps, sfc32 on unsigned words, limits and results by `%`): the
 * kernel's faster forms must draw exactly this, or every game's seeds change.
 */

function referenceWords(text: string): StreamState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function step(s: StreamState): number {
  const [a0, b0, c0, d0] = s;
  const t = (((a0 + b0) | 0) + d0) | 0;
  const c = (c0 << 21) | (c0 >>> 11);
  s[0] = (b0 ^ (b0 >>> 9)) >>> 0;
  s[1] = ((c0 + (c0 << 3)) | 0) >>> 0;
  s[2] = ((c + t) | 0) >>> 0;
  s[3] = ((d0 + 1) | 0) >>> 0;
  return t >>> 0;
}

function referenceStream(seed: string, name: string): StreamState {
  const s = referenceWords(`${seed}/${name}`);
  for (let i = 0; i < 12; i++) step(s);
  return s;
}

/** The draws as they were first written: limits and results by `%`. */
function referenceBelow(s: StreamState, n: number): number {
  const limit = 4294967296 - (4294967296 % n);
  let x = step(s);
  while (x >= limit) x = step(s);
  return x % n;
}

const SEEDS = ['', '0', 'bench/12345', 'pocket-digest/7', 'é€𝄞 seed', 'x'.repeat(100)];

describe('the generator against its first, plain form', () => {
  it('seeds, warms up and steps each stream as the plain form (createRng and createRngWithStreams)', () => {
    for (const seed of SEEDS) {
      const lazy = createRng(seed);
      const atOnce = createRngWithStreams(seed, ['deck', 'main']);
      for (const name of ['main', 'deck', 'coin']) {
        const ref = referenceStream(seed, name);
        for (let i = 0; i < 100; i++) {
          const expected = step(ref);
          expect(nextUint32(lazy, name)).toBe(expected);
          expect(nextUint32(atOnce, name)).toBe(expected);
        }
      }
    }
  });
});

/** Bounds where a remainder by division could go wrong: small, powers of two and their neighbours, 2^32 itself. */
const BOUNDS = [
  1,
  2,
  3,
  5,
  6,
  7,
  10,
  19,
  20,
  52,
  60,
  61,
  64,
  100,
  1000,
  65535,
  65536,
  65537,
  3 ** 19,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 31 + 1,
  3_000_000_019,
  2 ** 32 - 2,
  2 ** 32 - 1,
  2 ** 32,
];

describe('draws below n (remainders by floored division, not %)', () => {
  it('randIntFrom and randInt draw what the `%` form drew, for every kind of bound', () => {
    for (const n of BOUNDS) {
      const rng = createRng(`bound/${n}`);
      const ref = referenceStream(`bound/${n}`, 'x');
      const s = rngStream(rng, 'x');
      for (let i = 0; i < 400; i++) expect(randIntFrom(s, n)).toBe(referenceBelow(ref, n));
      for (let i = 0; i < 400; i++) expect(randInt(rng, n, 'x')).toBe(referenceBelow(ref, n));
      expect(s).toEqual(ref);
    }
  });

  it('shuffles as the `%` form shuffled (shuffleFrom and shuffleInPlace)', () => {
    for (let seed = 0; seed < 300; seed++) {
      const items = Array.from({ length: 1 + (seed % 60) }, (_, i) => i);
      const ref = referenceStream(`shuffle/${seed}`, 'deck');
      const expected = items.slice();
      for (let i = expected.length - 1; i > 0; i--) {
        const j = referenceBelow(ref, i + 1);
        [expected[i], expected[j]] = [expected[j], expected[i]];
      }
      expect(shuffleFrom(rngStream(createRng(`shuffle/${seed}`), 'deck'), items.slice())).toEqual(expected);
      expect(shuffleInPlace(createRng(`shuffle/${seed}`), items.slice(), 'deck')).toEqual(expected);
    }
  });

  it('takes the remainder exactly where a rounded quotient would land on the next integer', () => {
    // x = q*n - 1: the quotient is just below the integer q, where a division that rounded would land.
    const s: StreamState = [0, 0, 0, 0];
    for (const n of [3, 7, 65537, 2 ** 31 - 1]) {
      for (let q = 1; q * n <= 2 ** 32; q = q * 3 + 1) {
        // A stream whose next draw is exactly `x`: step's output is a + b + d with a = x, b = d = 0.
        const x = q * n - 1;
        s[0] = x;
        s[1] = 0;
        s[2] = 0;
        s[3] = 0;
        if (x < 4294967296 - (4294967296 % n)) expect(randIntFrom(s, n)).toBe(x % n);
      }
    }
  });
});
