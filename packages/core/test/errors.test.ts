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

describe('issuesToDataErrors with the checked input: what was expected and what was found', () => {
  const reasons = (schema: z.ZodType, input: unknown) => {
    const parsed = schema.safeParse(input);
    if (parsed.success) throw new Error('expected a failure');
    return issuesToDataErrors('f.json', parsed.error.issues, [], input).map((e) => `${e.path}: ${e.reason}`);
  };

  it('a wrong type names the expected type and what is there instead', () => {
    const schema = z.object({ hp: z.number(), tags: z.array(z.string()), name: z.string() });
    expect(reasons(schema, { hp: '70', tags: 'x', name: null })).toEqual([
      '$.hp: expected number, got string "70"',
      '$.tags: expected array, got string "x"',
      '$.name: expected string, got null',
    ]);
  });

  it('a missing field says missing, with the type it needs', () => {
    expect(reasons(z.object({ name: z.string() }), {})).toEqual(['$.name: missing (expected string)']);
  });

  it('a union of plain alternatives lists them, where zod 4 says only "Invalid input"', () => {
    const stage = z.object({ stage: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
    const parsed = stage.safeParse({ stage: '1' });
    expect(parsed.success || parsed.error.issues[0].message).toBe('Invalid input');
    expect(reasons(stage, { stage: '1' })).toEqual(['$.stage: expected 0, 1 or 2, got string "1"']);
    const count = z.object({ count: z.union([z.number(), z.literal('energy')]) });
    expect(reasons(count, { count: 'all' })).toEqual([
      '$.count: expected number or "energy", got string "all"',
    ]);
    expect(reasons(count, {})).toEqual(['$.count: missing (expected number or "energy")']);
  });

  it('a union of shapes reports the problems of the alternative that came closest', () => {
    const effect = z.union([
      z.object({ type: z.literal('heal'), amount: z.number() }),
      z.object({ type: z.literal('draw'), cards: z.number(), from: z.string() }),
    ]);
    expect(reasons(z.array(effect), [{ type: 'heal', amount: 'x' }])).toEqual([
      '$[0].amount: expected number, got string "x"',
    ]);
  });

  it('a discriminated union names the tags it knows and the one it got', () => {
    const card = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('pokemon') }),
      z.object({ kind: z.literal('trainer') }),
    ]);
    expect(reasons(card, { kind: 'energy' })).toEqual([
      '$.kind: expected "pokemon" or "trainer", got string "energy"',
    ]);
  });

  it('an enum value, an unknown field and a bound say what was found', () => {
    const schema = z.object({ type: z.enum(['G', 'R']), hp: z.number().min(1) }).strict();
    expect(reasons(schema, { type: 'Z', hp: 0, colour: 'red' })).toEqual([
      '$.type: expected "G" or "R", got string "Z"',
      '$.hp: Too small: expected number to be >=1, got number 0',
      '$: unknown field "colour"',
    ]);
  });

  it('without the input, a union still lists its alternatives', () => {
    const parsed = z.union([z.literal('a'), z.literal('b')]).safeParse('c');
    if (parsed.success) throw new Error('expected a failure');
    expect(issuesToDataErrors('f.json', parsed.error.issues).map((e) => e.reason)).toEqual([
      'expected "a" or "b"',
    ]);
  });
});
