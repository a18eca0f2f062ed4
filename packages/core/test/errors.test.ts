import { DataError, DataErrors, formatJsonPath, issuesToDataErrors, RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('formatJsonPath', () => {
  it('writes identifiers with dots, numbers as indexes and other keys as quoted strings', () => {
    expect(formatJsonPath(['a', 0, 'b c'])).toBe('$.a[0]["b c"]');
    expect(formatJsonPath([])).toBe('$');
    expect(formatJsonPath(['heroes', 'Pyromancer', 'rules', 2, 'matcher'])).toBe(
      '$.heroes.Pyromancer.rules[2].matcher',
    );
    expect(formatJsonPath(['$x', '_y', 'a1'])).toBe('$.$x._y.a1');
  });

  it('quotes keys that are not identifiers', () => {
    expect(formatJsonPath(['1a'])).toBe('$["1a"]');
    expect(formatJsonPath(['a-b'])).toBe('$["a-b"]');
    expect(formatJsonPath([''])).toBe('$[""]');
    expect(formatJsonPath(['0'])).toBe('$["0"]');
    expect(formatJsonPath(['say "hi"'])).toBe('$["say \\"hi\\""]');
  });
});

describe('DataError', () => {
  it('carries file, formatted path and reason, and names all three in its message', () => {
    const e = new DataError('data/cards.json', ['cards', 3, 'cost'], 'must be a number');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('DataError');
    expect(e.file).toBe('data/cards.json');
    expect(e.path).toBe('$.cards[3].cost');
    expect(e.reason).toBe('must be a number');
    expect(e.message).toContain('data/cards.json');
    expect(e.message).toContain('$.cards[3].cost');
    expect(e.message).toContain('must be a number');
  });

  it('takes a path already written as a string as it is', () => {
    const e = new DataError('f.json', '$.x["y z"]', 'bad');
    expect(e.path).toBe('$.x["y z"]');
    expect(e.message).toBe('f.json $.x["y z"]: bad');
  });

  it('DataErrors lists each error and joins their messages one per line', () => {
    const a = new DataError('a.json', ['x'], 'first');
    const b = new DataError('b.json', [1], 'second');
    const all = new DataErrors([a, b]);
    expect(all.name).toBe('DataErrors');
    expect(all.errors).toEqual([a, b]);
    expect(all.message.split('\n')).toEqual([a.message, b.message]);
  });
});

describe('RuleViolation', () => {
  it('carries a code and a reason', () => {
    const e = new RuleViolation('not-in-hand', 'card 4 is not in hand');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('RuleViolation');
    expect(e.code).toBe('not-in-hand');
    expect(e.reason).toBe('card 4 is not in hand');
    expect(e.message).toBe('not-in-hand: card 4 is not in hand');
  });
});

describe('issuesToDataErrors', () => {
  it('turns real zod issues into DataErrors with file, prefixed path and message', () => {
    const schema = z.object({ cards: z.array(z.object({ cost: z.number(), 'the name': z.string() })) });
    const parsed = schema.safeParse({
      cards: [
        { cost: 1, 'the name': 'ok' },
        { cost: 'x', 'the name': 5 },
      ],
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = issuesToDataErrors('games/x/data/cards.json', parsed.error.issues, ['set', 0]);
    expect(errors.map((e) => e.path).sort()).toEqual([
      '$.set[0].cards[1].cost',
      '$.set[0].cards[1]["the name"]',
    ]);
    for (const e of errors) {
      expect(e).toBeInstanceOf(DataError);
      expect(e.file).toBe('games/x/data/cards.json');
      expect(e.reason.length).toBeGreaterThan(0);
    }
  });

  it('keeps numbers as indexes, stringifies other keys, and keeps order', () => {
    const errors = issuesToDataErrors('f.json', [
      { path: ['a', 2], message: 'one' },
      { path: [Symbol.for('s')], message: 'two' },
      { path: [], message: 'three' },
    ]);
    expect(errors.map((e) => [e.path, e.reason])).toEqual([
      ['$.a[2]', 'one'],
      ['$["Symbol(s)"]', 'two'],
      ['$', 'three'],
    ]);
  });

  it('returns nothing for no issues', () => {
    expect(issuesToDataErrors('f.json', [])).toEqual([]);
  });
});
