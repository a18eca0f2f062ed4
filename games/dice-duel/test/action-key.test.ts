import { createRng, pick, stableStringify } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { type DuelAction, diceDuel } from '../src/index.ts';

describe('actionKey', () => {
  it('equal actions share a key and different actions never do, over random play', () => {
    const byKey = new Map<string, string>();
    for (let g = 0; g < 40; g++) {
      const s = diceDuel.setup(diceDuel.optionsSchema.parse({}), `key-${g}`);
      const rng = createRng(`key-${g}`);
      while (diceDuel.outcome(s) === null) {
        const p = diceDuel.toAct(s)[0];
        const legal = diceDuel.legalActions(s, p);
        const keys = legal.map((a) => diceDuel.actionKey!(a));
        expect(new Set(keys).size).toBe(legal.length);
        legal.forEach((a, i) => {
          const json = stableStringify(a);
          const seen = byKey.get(keys[i]);
          if (seen !== undefined) expect(seen).toBe(json);
          byKey.set(keys[i], json);
        });
        diceDuel.apply(s, p, pick(rng, legal));
      }
    }
    // Every kind of action was met.
    const kinds = new Set([...byKey.keys()].map((k) => k[0]));
    expect([...kinds].sort()).toEqual(['a', 'r', 'x']);
  });

  it('never throws on odd shapes, and an odd shape never takes the key of a legal action', () => {
    const odd: unknown[] = [
      null,
      undefined,
      7,
      'attack',
      [],
      {},
      { type: 'reroll' },
      { type: 'reroll', hold: 'all' },
      { type: 'reroll', hold: [null, { a: 1 }] },
      { type: 'attack', combo: 5, chi: 'x' },
      { type: 'attack', combo: '3OAK' },
      { type: 'react', evasive: 'yes', preventHalf: 1, chi: null },
      { type: { nested: true } },
    ];
    const legalKeys = new Set<string>();
    const s = diceDuel.setup(diceDuel.optionsSchema.parse({}), 'odd');
    for (const a of diceDuel.legalActions(s, diceDuel.toAct(s)[0])) legalKeys.add(diceDuel.actionKey!(a));
    for (const a of odd) {
      const key = diceDuel.actionKey!(a as DuelAction);
      expect(typeof key).toBe('string');
      expect(legalKeys.has(key)).toBe(false);
    }
  });
});
