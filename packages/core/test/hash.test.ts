import { hashState, hashString, stableStringify } from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** A deep copy with every object's keys inserted in reverse order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties, so a '__proto__' key stays a key.
    const entries = Object.entries(value).reverse();
    return Object.fromEntries(entries.map(([k, v]) => [k, reverseKeys(v)]));
  }
  return value;
}

describe('stableStringify', () => {
  it('does not depend on key insertion order (property over random JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stableStringify(reverseKeys(value))).toBe(stableStringify(value));
        expect(hashState(reverseKeys(value))).toBe(hashState(value));
      }),
    );
  });

  it('is valid JSON that parses to the same data (property over random JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(stableStringify(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('sorts keys at every depth', () => {
    expect(stableStringify({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 2 } })).toBe(
      '{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":1}',
    );
  });

  it('keeps array order (arrays are sequences, not sets)', () => {
    expect(stableStringify([2, 1])).not.toBe(stableStringify([1, 2]));
  });

  it('skips undefined and function properties, as JSON.stringify does', () => {
    expect(stableStringify({ a: 1, b: undefined })).toBe(stableStringify({ a: 1 }));
    expect(stableStringify({ a: 1, f: () => 1 })).toBe('{"a":1}');
    expect(stableStringify({ b: undefined, a: 1 })).toBe('{"a":1}');
    expect(stableStringify({ x: undefined })).toBe('{}');
  });

  it('writes undefined, functions and non-finite numbers as null inside arrays and at the top', () => {
    expect(stableStringify([undefined, () => 0, Number.NaN, Number.POSITIVE_INFINITY, 1])).toBe(
      '[null,null,null,null,1]',
    );
    expect(stableStringify(undefined)).toBe('null');
    expect(stableStringify({ n: Number.NEGATIVE_INFINITY })).toBe('{"n":null}');
  });

  it('escapes strings and keys as JSON', () => {
    const value = { 'we"ird\nkey': 'a "quoted"\\ value' };
    expect(JSON.parse(stableStringify(value))).toEqual(value);
  });
});

describe('hashString / hashState', () => {
  it('is 16 lowercase hex digits', () => {
    for (const text of ['', 'a', 'hello world', '\u{1F600}'.repeat(50)]) {
      expect(hashString(text)).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(hashState(value)).toBe(hashState(JSON.parse(JSON.stringify(value))));
      }),
    );
  });

  it('gives different hashes to different values on a sample', () => {
    const values = fc.sample(fc.jsonValue(), { numRuns: 3000, seed: 42 });
    const byText = new Map<string, string>();
    for (const v of values) byText.set(stableStringify(v), hashState(v));
    const hashes = new Set(byText.values());
    expect(byText.size).toBeGreaterThan(1000);
    expect(hashes.size).toBe(byText.size);
  });

  it('tells apart near-identical states', () => {
    const pairs: Array<[unknown, unknown]> = [
      [{ a: 1 }, { a: 2 }],
      [{ a: 1 }, { b: 1 }],
      [
        [1, 2],
        [2, 1],
      ],
      ['1', 1],
      [null, 0],
      [{ hand: [1, 2, 3] }, { hand: [1, 2, 3, 4] }],
      ['ab', 'ba'],
      [{ a: [] }, { a: {} }],
    ];
    for (const [x, y] of pairs) expect(hashState(x)).not.toBe(hashState(y));
  });

  it('changes with every single-character edit of a string', () => {
    const base = 'the quick brown fox';
    const seen = new Set([hashString(base)]);
    for (let i = 0; i < base.length; i++) {
      seen.add(hashString(base.slice(0, i) + 'X' + base.slice(i + 1)));
    }
    expect(seen.size).toBe(base.length + 1);
  });
});
