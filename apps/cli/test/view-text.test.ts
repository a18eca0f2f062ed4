import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prettyJson } from '../src/view-text.ts';

describe('prettyJson', () => {
  it('keeps short parts on one line and breaks long ones', () => {
    const view = {
      hand: [6, 2, 1],
      played: [
        [1, 5],
        [5, 9],
      ],
      log: 'x'.repeat(80),
      empty: {},
    };
    expect(prettyJson(view)).toBe(
      [
        '{',
        '  "hand": [6, 2, 1],',
        '  "played": [[1, 5], [5, 9]],',
        `  "log": "${'x'.repeat(80)}",`,
        '  "empty": {}',
        '}',
      ].join('\n'),
    );
  });

  it('always prints JSON that parses back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(prettyJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
