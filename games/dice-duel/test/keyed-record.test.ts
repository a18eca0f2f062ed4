/** The stats' keyed record reads, writes, copies and prints as a plain `{}` does. */
import { hashState } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { emptyStats, keyedRecord } from '../src/telemetry/stats.ts';

describe('keyedRecord', () => {
  it('is an empty plain object whose keys keep their insertion order', () => {
    const r = keyedRecord<number>();
    expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
    expect(r).toEqual({});
    expect(JSON.stringify(r)).toBe('{}');
    r['z<-b'] = 1;
    r['a<-c'] = 2;
    r['z<-b'] += 3;
    expect(Object.keys(r)).toEqual(['z<-b', 'a<-c']);
    expect(JSON.stringify(r)).toBe('{"z<-b":4,"a<-c":2}');
    expect({ ...r }).toEqual({ 'z<-b': 4, 'a<-c': 2 });
    expect(hashState(r)).toBe(hashState({ 'z<-b': 4, 'a<-c': 2 }));
  });

  it('makes fresh stats equal to literal ones', () => {
    const s = emptyStats();
    expect(s.statusGained).toEqual({});
    expect(emptyStats().statusGained).not.toBe(s.statusGained);
  });
});
