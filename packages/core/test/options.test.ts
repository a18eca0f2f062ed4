import { parseOptionPairs, parseOptionValue, setPath } from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('parseOptionValue', () => {
  it('reads numbers', () => {
    expect(parseOptionValue('42')).toBe(42);
    expect(parseOptionValue('-3')).toBe(-3);
    expect(parseOptionValue('2.5')).toBe(2.5);
    expect(parseOptionValue('1e3')).toBe(1000);
    expect(parseOptionValue('1E-2')).toBe(0.01);
    expect(parseOptionValue(' 7 ')).toBe(7);
  });

  it('reads any safe integer back as itself (property)', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(parseOptionValue(String(n))).toBe(n);
      }),
    );
  });

  it('leaves number-like text that is not a plain number as a string', () => {
    expect(parseOptionValue('1.2.3')).toBe('1.2.3');
    expect(parseOptionValue('0x10')).toBe('0x10');
    expect(parseOptionValue('.')).toBe('.');
    expect(parseOptionValue('12abc')).toBe('12abc');
    expect(parseOptionValue('Infinity')).toBe('Infinity');
  });

  it('reads booleans and null', () => {
    expect(parseOptionValue('true')).toBe(true);
    expect(parseOptionValue('false')).toBe(false);
    expect(parseOptionValue('null')).toBe(null);
    expect(parseOptionValue('True')).toBe('True');
  });

  it('reads JSON arrays and objects, and keeps malformed JSON as a string', () => {
    expect(parseOptionValue('[1,"a",true]')).toEqual([1, 'a', true]);
    expect(parseOptionValue('{"deck":["x","y"],"n":2}')).toEqual({ deck: ['x', 'y'], n: 2 });
    expect(parseOptionValue('[1,')).toBe('[1,');
    expect(parseOptionValue('{not json}')).toBe('{not json}');
  });

  it('keeps other text as a trimmed string', () => {
    expect(parseOptionValue('Pyromancer')).toBe('Pyromancer');
    expect(parseOptionValue('  v2 ')).toBe('v2');
    expect(parseOptionValue('')).toBe('');
  });
});

describe('parseOptionPairs', () => {
  it('parses key=value pairs into typed values', () => {
    expect(parseOptionPairs(['games=10', 'fast=true', 'variant=v2', 'decks=["a","b"]'])).toEqual({
      games: 10,
      fast: true,
      variant: 'v2',
      decks: ['a', 'b'],
    });
  });

  it('nests dotted keys', () => {
    expect(parseOptionPairs(['hero.p1=Pyromancer', 'hero.p2=Monk', 'a.b.c=1'])).toEqual({
      hero: { p1: 'Pyromancer', p2: 'Monk' },
      a: { b: { c: 1 } },
    });
  });

  it('splits on the first = only, and trims the key', () => {
    expect(parseOptionPairs([' expr =a=b'])).toEqual({ expr: 'a=b' });
    expect(parseOptionPairs(['empty='])).toEqual({ empty: '' });
  });

  it('a later pair overrides an earlier one', () => {
    expect(parseOptionPairs(['n=1', 'n=2'])).toEqual({ n: 2 });
  });

  it('throws on a malformed pair, naming it', () => {
    expect(() => parseOptionPairs(['novalue'])).toThrow(/novalue/);
    expect(() => parseOptionPairs(['=5'])).toThrow(/key=value/);
    expect(() => parseOptionPairs(['ok=1', 'broken'])).toThrow(/'broken'/);
  });

  it('returns an empty object for no pairs', () => {
    expect(parseOptionPairs([])).toEqual({});
  });

  // Regression test (fixed bug: packages/core/src/options.ts, setPath): parseOptionPairs(['__proto__.x=1'])
  // walks into Object.prototype (out['__proto__'] is an object) and sets x on it,
  // so every object in the process then has x === 1. Options arrive from the CLI
  // and from query strings (server), so this is prototype pollution from user
  // input. Expected: such keys refused with an Error, or kept as own keys.
  it('a __proto__ key does not pollute Object.prototype', () => {
    const probe = 'arbiterPollutionProbe';
    try {
      try {
        parseOptionPairs([`__proto__.${probe}=1`]);
      } catch {
        // Refusing the key is an acceptable fix.
      }
      expect(Object.hasOwn(Object.prototype, probe)).toBe(false);
    } finally {
      delete (Object.prototype as Record<string, unknown>)[probe];
    }
  });
});

describe('setPath', () => {
  it('creates intermediate objects and replaces non-objects in the way', () => {
    const target: Record<string, unknown> = { a: 5, l: [1] };
    setPath(target, 'a.b', 1);
    setPath(target, 'l.x', 2);
    setPath(target, 'top', 3);
    expect(target).toEqual({ a: { b: 1 }, l: { x: 2 }, top: 3 });
  });

  it('keeps sibling keys of an existing object', () => {
    const target: Record<string, unknown> = { hero: { p1: 'A' } };
    setPath(target, 'hero.p2', 'B');
    expect(target).toEqual({ hero: { p1: 'A', p2: 'B' } });
  });
});
