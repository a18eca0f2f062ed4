import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  countRate,
  DataErrors,
  dataFingerprint,
  histogramAdd,
  histogramMedian,
  loadDataFolder,
  median,
  mergeRates,
  ratesWithIntervals,
  registryOf,
} from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('streaming statistics building blocks', () => {
  it('a histogram gives the exact median of what was added', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 60 }), (values) => {
        const h = {};
        for (const v of values) histogramAdd(h, v);
        expect(histogramMedian(h)).toBe(median(values));
      }),
    );
  });

  it('rates merged from chunks equal rates counted in one pass', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.boolean())),
        fc.nat(),
        (events, cut) => {
          const whole = {};
          for (const [k, ok] of events) countRate(whole, k, ok);
          const at = events.length === 0 ? 0 : cut % events.length;
          const left = {};
          const right = {};
          for (const [k, ok] of events.slice(0, at)) countRate(left, k, ok);
          for (const [k, ok] of events.slice(at)) countRate(right, k, ok);
          mergeRates(left, right);
          expect(ratesWithIntervals(left)).toEqual(ratesWithIntervals(whole));
        },
      ),
    );
  });
});

describe('data folders', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-data-'));
  writeFileSync(
    join(dir, 'cards.json'),
    JSON.stringify({
      cards: [
        { id: 'a', power: 1 },
        { id: 'b', power: 'x' },
      ],
    }),
  );
  writeFileSync(join(dir, 'broken.json'), '{ "cards": [');
  const cards = z.object({ cards: z.array(z.object({ id: z.string(), power: z.number() })) });

  it('names the file, the JSON path and the reason for every problem, in every file', () => {
    let caught: DataErrors | null = null;
    try {
      loadDataFolder(dir, {
        cards: ['cards.json', cards],
        rules: ['broken.json', cards],
        more: ['none.json', cards],
      });
    } catch (e) {
      caught = e as DataErrors;
    }
    expect(caught).toBeInstanceOf(DataErrors);
    const lines = caught!.errors.map((e) => `${e.file} ${e.path}: ${e.reason}`);
    expect(lines[0]).toMatch(/^cards\.json \$\.cards\[1\]\.power: .*expected number/);
    expect(lines[1]).toMatch(/^broken\.json \$: not valid JSON/);
    expect(lines[2]).toBe('none.json $: file not found');
  });

  it('fingerprints data by content, whatever the key order', () => {
    expect(dataFingerprint({ a: 1, b: [1, 2] })).toBe(dataFingerprint({ b: [1, 2], a: 1 }));
    expect(dataFingerprint({ a: 1 })).not.toBe(dataFingerprint({ a: 2 }));
  });
});

describe('registries of vocabulary modules', () => {
  it('keys modules by id and refuses two with one id', () => {
    const r = registryOf('operation', [
      { id: 'draw', run: () => 1 },
      { id: 'discard', run: () => 2 },
    ]);
    expect(r.get('discard').run()).toBe(2);
    expect(r.ids()).toEqual(['draw', 'discard']);
    expect(() => registryOf('operation', [{ id: 'draw' }, { id: 'draw' }])).toThrow(
      /two modules named 'draw'/,
    );
  });
});
