/** `mayRepeatKeys`, the count readJsonFile runs before the scan that finds repeated keys' paths. */
import { duplicateKeys, mayRepeatKeys } from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('mayRepeatKeys', () => {
  it('answers exactly whether a key is repeated, on any JSON without an escaped colon', () => {
    const ws = fc.constantFrom('', ' ', '\n ', '\t');
    // Keys and strings with colons, quotes, braces and escapes: the count must not be fooled by them.
    const key = fc
      .constantFrom('a', 'b', 'a:b', '::', 'x"y', 'c\\', '{', ',', 'é', '')
      .map((k) => JSON.stringify(k));
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('1', '-2.5e3', 'true', 'null', '"s:\\"}"', '"[,]:"', '"\\\\"', '"a\\u0062:"'),
        fc.array(tie('value'), { maxLength: 4 }).chain((xs) => ws.map((w) => `[${w}${xs.join(`,${w}`)}]`)),
        fc
          .array(fc.tuple(key, ws, tie('value')), { maxLength: 5 })
          .map((es) => `{${es.map(([k, w, v]) => `${w}${k}${w}:${w}${v}`).join(',')}}`),
      ),
    }));
    let repeated = 0;
    fc.assert(
      fc.property(value, (text) => {
        const twice = duplicateKeys(text).length > 0;
        if (twice) repeated++;
        expect(mayRepeatKeys(text, JSON.parse(text))).toBe(twice);
      }),
      { numRuns: 500 },
    );
    expect(repeated).toBeGreaterThan(10);
  });

  it('a colon written as an escape leaves it to the scan (the text and the value count it differently)', () => {
    // Without the escape check this repeated key would go unseen: the escaped colon is one more in the value, the repeat one more in the text.
    const text = '{"a": 1, "a": "x\\u003ay"}';
    expect(duplicateKeys(text)).toHaveLength(1);
    expect(mayRepeatKeys(text, JSON.parse(text))).toBe(true);
    expect(mayRepeatKeys('{"a": "x\\u003Ay"}', { a: 'x:y' })).toBe(true);
    expect(mayRepeatKeys('{"a": "x:y"}', { a: 'x:y' })).toBe(false);
  });
});
