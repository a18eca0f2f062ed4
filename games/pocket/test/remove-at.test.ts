/**
 * `removeAt` and `removeValue` (rules/remove-at.ts) stand in for
 * `list.splice(at, 1)` and `list.splice(list.indexOf(value), 1)` on the hot
 * paths: they must leave every list as splice would, for every index
 * (negative ones counted from the end, past the end: nothing) and for a
 * value that is missing (splice of -1 removes the last element).
 */
import { describe, expect, it } from 'vitest';
import { removeAt, removeValue } from '../src/rules/remove-at.ts';

const lists = [[], [7], [1, 2], [3, 1, 3, 2], [5, 4, 3, 2, 1, 0, 9]];

describe('removeAt', () => {
  it('leaves every list as splice(at, 1) does, for every index from -n-2 to n+1', () => {
    for (const list of lists) {
      for (let at = -list.length - 2; at <= list.length + 1; at++) {
        const ours = list.slice();
        const theirs = list.slice();
        removeAt(ours, at);
        theirs.splice(at, 1);
        expect(ours, `[${list}] at ${at}`).toEqual(theirs);
      }
    }
  });
});

describe('removeValue', () => {
  it('removes the first occurrence, or the last element when the value is missing, as splice(indexOf(v), 1)', () => {
    for (const list of lists) {
      for (const value of [0, 1, 2, 3, 7, 42]) {
        const ours = list.slice();
        const theirs = list.slice();
        removeValue(ours, value);
        theirs.splice(theirs.indexOf(value), 1);
        expect(ours, `[${list}] value ${value}`).toEqual(theirs);
      }
    }
  });
});
