/**
 * The persistent-effects extensions: stacking keys under no-stack,
 * expiry by turn number, removal by predicate, queries, and register
 * honouring stacking.
 */
import {
  addEffect,
  cloneEffectStore,
  combineEffects,
  createEffectStore,
  expireTurnsThrough,
  type NewEffect,
  queryEffects,
  registerEffect,
  removeWhere,
  selectEffects,
  setSuppressed,
} from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const base = (over: Partial<NewEffect> = {}): NewEffect => ({
  source: 'a',
  key: 'mult',
  scope: 'p0',
  value: 1,
  stacking: 'additive',
  duration: { kind: 'permanent' },
  ...over,
});

describe('no-stack with stacking keys', () => {
  it('counts the oldest of each key once, and unkeyed no-stack effects as one group', () => {
    const list = [
      { value: 2, stacking: 'no-stack' as const, createdAt: 3, stackingKey: 'G' },
      { value: 5, stacking: 'no-stack' as const, createdAt: 1, stackingKey: 'G' },
      { value: 7, stacking: 'no-stack' as const, createdAt: 2, stackingKey: 'W' },
      { value: 11, stacking: 'no-stack' as const, createdAt: 4 },
      { value: 13, stacking: 'no-stack' as const, createdAt: 5 },
    ];
    expect(combineEffects(list)).toBe(5 + 7 + 11);
  });

  it('two copies of one keyed aura combine to one, whatever their order (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 6 }), (v, n) => {
        const list = Array.from({ length: n }, (_, i) => ({
          value: v,
          stacking: 'no-stack' as const,
          createdAt: n - i,
          stackingKey: 'k',
        }));
        expect(combineEffects(list)).toBe(v);
      }),
    );
  });

  it('registerEffect does not add a second no-stack copy from the same source, but keeps another source', () => {
    const store = createEffectStore();
    const one = registerEffect(store, base({ stacking: 'no-stack', stackingKey: 'G', value: 2 }));
    const again = registerEffect(store, base({ stacking: 'no-stack', stackingKey: 'G', value: 2 }));
    expect(again.id).toBe(one.id);
    registerEffect(store, base({ source: 'b', stacking: 'no-stack', stackingKey: 'G', value: 2 }));
    expect(store.effects).toHaveLength(2);
    expect(queryEffects(store, 'mult')).toBe(2);
    removeWhere(store, (e) => e.source === 'a');
    expect(queryEffects(store, 'mult')).toBe(2);
    removeWhere(store, (e) => e.source === 'b');
    expect(queryEffects(store, 'mult')).toBe(0);
  });

  it('additive effects are always added by registerEffect', () => {
    const store = createEffectStore();
    registerEffect(store, base({ value: -10 }));
    registerEffect(store, base({ value: -10 }));
    expect(queryEffects(store, 'mult')).toBe(-20);
  });
});

describe('expiry by turn number', () => {
  it('expires throughTurn effects at or before the ending turn and keeps later ones', () => {
    const store = createEffectStore();
    addEffect(store, base({ duration: { kind: 'throughTurn', turn: 3 } }));
    addEffect(store, base({ duration: { kind: 'throughTurn', turn: 4 } }));
    addEffect(store, base({ duration: { kind: 'permanent' } }));
    expect(expireTurnsThrough(store, 2)).toHaveLength(0);
    expect(expireTurnsThrough(store, 3).map((e) => e.duration)).toEqual([{ kind: 'throughTurn', turn: 3 }]);
    expect(store.effects).toHaveLength(2);
    expect(expireTurnsThrough(store, 10)).toHaveLength(1);
    expect(store.effects.map((e) => e.duration.kind)).toEqual(['permanent']);
  });

  it('clones keep the turn and the stacking key apart from the original', () => {
    const store = createEffectStore();
    addEffect(store, base({ stackingKey: 'x', duration: { kind: 'throughTurn', turn: 5 } }));
    const copy = cloneEffectStore(store);
    expireTurnsThrough(copy, 5);
    expect(store.effects).toHaveLength(1);
    expect(store.effects[0].stackingKey).toBe('x');
  });
});

describe('removal and queries', () => {
  it('removeWhere returns what it removed and keeps the rest in order', () => {
    const store = createEffectStore<{ target: number }>();
    for (let i = 0; i < 5; i++) addEffect(store, { ...base({ value: i }), payload: { target: i % 2 } });
    const removed = removeWhere(store, (e) => e.payload?.target === 1);
    expect(removed.map((e) => e.value)).toEqual([1, 3]);
    expect(store.effects.map((e) => e.value)).toEqual([0, 2, 4]);
  });

  it('selectEffects filters by key, suppression and predicate', () => {
    const store = createEffectStore();
    addEffect(store, base({ key: 'a', value: 1 }));
    addEffect(store, base({ key: 'b', value: 2, scope: 'p1' }));
    addEffect(store, base({ key: 'a', value: 3, scope: 'p1' }));
    setSuppressed(store, (e) => e.value === 3, true);
    expect(selectEffects(store, { key: 'a' }).map((e) => e.value)).toEqual([1]);
    expect(selectEffects(store, { key: 'a', includeSuppressed: true }).map((e) => e.value)).toEqual([1, 3]);
    expect(
      selectEffects(store, { where: (e) => e.scope === 'p1', includeSuppressed: true }).map((e) => e.value),
    ).toEqual([2, 3]);
  });
});
