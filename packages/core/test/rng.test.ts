import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  cloneRng,
  createRng,
  nextFloat,
  nextUint32,
  pick,
  type RngState,
  randInt,
  rollDie,
  shuffleInPlace,
} from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const draw = (rng: RngState, count: number, stream = 'main'): number[] =>
  Array.from({ length: count }, () => nextUint32(rng, stream));

describe('rng: determinism', () => {
  it('the same seed gives the same sequence', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), (seed, count) => {
        expect(draw(createRng(seed), count)).toEqual(draw(createRng(seed), count));
      }),
    );
  });

  it('different seeds give different sequences', () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 500; i++) firsts.add(draw(createRng(`seed-${i}`), 2).join(','));
    expect(firsts.size).toBe(500);
  });

  it('similar seeds diverge from the first draw', () => {
    expect(nextUint32(createRng('1'))).not.toBe(nextUint32(createRng('2')));
    expect(nextUint32(createRng('a'))).not.toBe(nextUint32(createRng('b')));
  });

  it('produces well-spread 32-bit values, not a constant or a short cycle', () => {
    const values = draw(createRng('spread'), 1000);
    expect(new Set(values).size).toBe(1000);
    for (const v of values) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(2 ** 32);
    }
  });
});

describe('rng: named streams', () => {
  it("drawing from 'reroll' does not change the next 'main' values", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 20 }),
        (seed, before, rerolls, after) => {
          const plain = createRng(seed);
          const expected = draw(plain, before + after);
          const mixed = createRng(seed);
          const got = draw(mixed, before);
          draw(mixed, rerolls, 'reroll');
          got.push(...draw(mixed, after));
          expect(got).toEqual(expected);
        },
      ),
    );
  });

  it('a stream gives the same values whether or not other streams were used first', () => {
    const a = createRng('s');
    draw(a, 7, 'main');
    draw(a, 3, 'deck');
    const b = createRng('s');
    expect(draw(a, 5, 'reroll')).toEqual(draw(b, 5, 'reroll'));
  });

  it('different streams of one seed give different sequences', () => {
    const rng = createRng('s');
    expect(draw(rng, 4, 'main')).not.toEqual(draw(createRng('s'), 4, 'reroll'));
  });

  it('randInt, rollDie, pick and shuffleInPlace draw only from the stream they are given', () => {
    const a = createRng('iso');
    const b = createRng('iso');
    randInt(b, 10, 'side');
    rollDie(b, 20, 'side');
    pick(b, [1, 2, 3], 'side');
    shuffleInPlace(b, [1, 2, 3, 4, 5], 'side');
    nextFloat(b, 'side');
    expect(draw(b, 5)).toEqual(draw(a, 5));
  });
});

describe('rng: state is JSON', () => {
  it('a JSON round trip continues the same sequence, in every stream', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (seed, m, r) => {
          const rng = createRng(seed);
          draw(rng, m);
          draw(rng, r, 'reroll');
          const copy = JSON.parse(JSON.stringify(rng)) as RngState;
          expect(copy).toEqual(rng);
          expect(draw(copy, 10)).toEqual(draw(rng, 10));
          expect(draw(copy, 10, 'reroll')).toEqual(draw(rng, 10, 'reroll'));
          expect(draw(copy, 3, 'fresh')).toEqual(draw(rng, 3, 'fresh'));
        },
      ),
    );
  });

  it('holds only the seed and plain number arrays', () => {
    const rng = createRng('json');
    draw(rng, 3);
    draw(rng, 3, 'reroll');
    expect(Object.keys(rng).sort()).toEqual(['seed', 'streams']);
    expect(Object.keys(rng.streams).sort()).toEqual(['main', 'reroll']);
    for (const s of Object.values(rng.streams)) {
      expect(s).toHaveLength(4);
      for (const w of s) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    }
  });
});

describe('rng: cloneRng', () => {
  it('a clone continues the same sequence and draws on it leave the original alone', () => {
    const original = createRng('clone');
    draw(original, 5);
    draw(original, 2, 'reroll');
    const reference = JSON.parse(JSON.stringify(original)) as RngState;
    const clone = cloneRng(original);
    const fromClone = draw(clone, 20);
    draw(clone, 20, 'reroll');
    draw(clone, 20, 'new-stream');
    expect(original).toEqual(reference);
    expect(draw(original, 20)).toEqual(fromClone);
  });

  it('draws on the original leave the clone alone', () => {
    const original = createRng('clone2');
    draw(original, 2);
    const clone = cloneRng(original);
    const expected = draw(cloneRng(original), 10);
    draw(original, 50);
    expect(draw(clone, 10)).toEqual(expected);
  });
});

describe('rng: randInt', () => {
  it('stays in [0, n) and is an integer for any n up to 2^32', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const rng = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = randInt(rng, n);
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(n);
        }
      }),
    );
  });

  it('randInt(1) is always 0', () => {
    const rng = createRng('one');
    for (let i = 0; i < 100; i++) expect(randInt(rng, 1)).toBe(0);
  });

  it('is uniform-ish over a small range (chi-square, 6 buckets)', () => {
    const rng = createRng('uniform');
    const counts = new Array(6).fill(0);
    const draws = 60_000;
    for (let i = 0; i < draws; i++) counts[randInt(rng, 6)]++;
    const expected = draws / 6;
    const chi2 = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: p = 0.0001 at about 25.7.
    expect(chi2).toBeLessThan(25.7);
  });

  it('has no modulo bias for a large n (rejection sampling works)', () => {
    // With n = 3e9, plain `x % n` would make values below 2^32 - 3e9 twice as
    // likely: about 60% of draws instead of the fair 43%.
    const n = 3_000_000_000;
    const low = 2 ** 32 - n;
    const rng = createRng('bias');
    let below = 0;
    const draws = 20_000;
    for (let i = 0; i < draws; i++) if (randInt(rng, n) < low) below++;
    expect(below / draws).toBeCloseTo(low / n, 1);
  });

  it('refuses n that is zero, negative or NaN with a RangeError', () => {
    const rng = createRng('bad');
    for (const n of [0, -1, -0.5, Number.NaN]) expect(() => randInt(rng, n)).toThrow(RangeError);
  });

  // Regression test (fixed bug: packages/core/src/rng.ts, randInt): the doc says "n must be a positive
  // integer", but only `n > 0` is checked; randInt(createRng('x'), 2.5) returns
  // fractional values such as 0.5. Expected: a RangeError.
  it('refuses a non-integer n with a RangeError', () => {
    expect(() => randInt(createRng('x'), 2.5)).toThrow(RangeError);
  });

  // Regression test (fixed bug: packages/core/src/rng.ts, randInt): for n > 2^32 (or Infinity),
  // `limit = 2^32 - (2^32 % n)` is 0, so `while (x >= limit)` never ends and the
  // process hangs. Expected: a RangeError. Probed in a child process because
  // the hang would block this worker.
  it('refuses n above 2^32 instead of looping forever', () => {
    const rngPath = fileURLToPath(new URL('../src/rng.ts', import.meta.url));
    const code =
      `import { createRng, randInt } from ${JSON.stringify(rngPath)};` +
      `try { randInt(createRng('s'), 2 ** 32 + 1); console.log('returned'); }` +
      ` catch (e) { console.log(e.name); }`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      timeout: 5000,
      encoding: 'utf8',
    });
    expect(child.signal).toBeNull();
    expect(child.stdout.trim()).toBe('RangeError');
  });
});

describe('rng: rollDie, nextFloat, pick, shuffleInPlace', () => {
  it('rollDie stays in 1..sides and hits every face', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 100 }), (seed, sides) => {
        const rng = createRng(seed);
        for (let i = 0; i < 30; i++) {
          const r = rollDie(rng, sides);
          expect(Number.isInteger(r) && r >= 1 && r <= sides).toBe(true);
        }
      }),
    );
    const rng = createRng('faces');
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(rollDie(rng));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('nextFloat stays in [0, 1)', () => {
    const rng = createRng('float');
    for (let i = 0; i < 5000; i++) {
      const f = nextFloat(rng);
      expect(f >= 0 && f < 1).toBe(true);
    }
  });

  it('pick returns an element of the list and refuses an empty list', () => {
    const rng = createRng('pick');
    const items = ['a', 'b', 'c'];
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) seen.add(pick(rng, items));
    expect([...seen].sort()).toEqual(items);
    expect(() => pick(rng, [])).toThrow(RangeError);
  });

  it('shuffleInPlace returns the same array holding a permutation of its items', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 40 }),
        (seed, items) => {
          const arr = [...items];
          const out = shuffleInPlace(createRng(seed), arr);
          expect(out).toBe(arr);
          expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('shuffleInPlace is deterministic per seed and reaches every order of 3 items', () => {
    expect(shuffleInPlace(createRng('q'), [1, 2, 3, 4, 5, 6, 7])).toEqual(
      shuffleInPlace(createRng('q'), [1, 2, 3, 4, 5, 6, 7]),
    );
    const orders = new Set<string>();
    const rng = createRng('orders');
    for (let i = 0; i < 600; i++) orders.add(shuffleInPlace(rng, [1, 2, 3]).join(''));
    expect(orders.size).toBe(6);
  });
});
