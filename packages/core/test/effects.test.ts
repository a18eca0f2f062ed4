import {
  activeEffects,
  addEffect,
  cloneEffectStore,
  combineEffects,
  createEffectStore,
  type EffectStore,
  expireOn,
  type NewEffect,
  type PersistentEffect,
  queryEffects,
  removeBySource,
  removeEffect,
  type StackingMode,
  setSuppressed,
  tickTurns,
} from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type Combinable = Pick<PersistentEffect, 'value' | 'stacking' | 'createdAt'>;

const base = (over: Partial<NewEffect> = {}): NewEffect => ({
  source: 'card-1',
  key: 'damage',
  scope: 'p0',
  value: 1,
  stacking: 'additive',
  duration: { kind: 'permanent' },
  ...over,
});

const value = fc.integer({ min: -1000, max: 1000 });
/** Effects of one mode with distinct creation times, in a random order. */
const effectsOf = (stacking: StackingMode, minLength = 0) =>
  fc
    .uniqueArray(fc.record({ value, createdAt: fc.integer({ min: 0, max: 10_000 }) }), {
      minLength,
      maxLength: 20,
      selector: (e) => e.createdAt,
    })
    .map((list) => list.map((e): Combinable => ({ ...e, stacking })));

describe('combineEffects: stacking laws', () => {
  it('an empty list combines to 0', () => {
    expect(combineEffects([])).toBe(0);
  });

  it('additive equals the sum and does not depend on order', () => {
    fc.assert(
      fc.property(
        effectsOf('additive').chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([list, perm]) => {
          const sum = list.reduce((a, e) => a + e.value, 0);
          expect(combineEffects(list)).toBe(sum);
          expect(combineEffects(perm)).toBe(sum);
        },
      ),
    );
  });

  it('max equals Math.max of the values', () => {
    fc.assert(
      fc.property(effectsOf('max', 1), (list) => {
        expect(combineEffects(list)).toBe(Math.max(...list.map((e) => e.value)));
      }),
    );
  });

  it('min equals Math.min of the values', () => {
    fc.assert(
      fc.property(effectsOf('min', 1), (list) => {
        expect(combineEffects(list)).toBe(Math.min(...list.map((e) => e.value)));
      }),
    );
  });

  it("no-stack equals the oldest effect's value, whatever the order", () => {
    fc.assert(
      fc.property(
        effectsOf('no-stack', 1).chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([list, perm]) => {
          const oldest = list.reduce((a, e) => (e.createdAt < a.createdAt ? e : a));
          expect(combineEffects(list)).toBe(oldest.value);
          expect(combineEffects(perm)).toBe(oldest.value);
        },
      ),
    );
  });

  it('groups of different modes add their results together, in any order', () => {
    fc.assert(
      fc.property(
        effectsOf('additive'),
        effectsOf('max'),
        effectsOf('min'),
        effectsOf('no-stack'),
        fc.integer(),
        (add, mx, mn, ns, shuffleSeed) => {
          const group = (l: Combinable[]) => (l.length === 0 ? 0 : combineEffects(l));
          const expected = group(add) + group(mx) + group(mn) + group(ns);
          const all = [...add, ...mx, ...mn, ...ns];
          expect(combineEffects(all)).toBe(expected);
          // A deterministic reshuffle: sort by a key derived from the seed.
          const mixed = all
            .map((e, i) => ({ e, k: Math.imul(i + 1, shuffleSeed | 1) >>> 0 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.e);
          expect(combineEffects(mixed)).toBe(expected);
        },
      ),
    );
  });

  it('worked example: +2 +3 additive, max(1, 4), min(-1, -2), no-stack oldest 7', () => {
    const list: Combinable[] = [
      { value: 2, stacking: 'additive', createdAt: 1 },
      { value: 4, stacking: 'max', createdAt: 2 },
      { value: 9, stacking: 'no-stack', createdAt: 8 },
      { value: 3, stacking: 'additive', createdAt: 3 },
      { value: -1, stacking: 'min', createdAt: 4 },
      { value: 1, stacking: 'max', createdAt: 5 },
      { value: 7, stacking: 'no-stack', createdAt: 6 },
      { value: -2, stacking: 'min', createdAt: 7 },
    ];
    expect(combineEffects(list)).toBe(5 + 4 - 2 + 7);
  });
});

describe('effect store', () => {
  it('addEffect assigns increasing ids and creation times, and defaults suppressed to false', () => {
    const store = createEffectStore();
    const a = addEffect(store, base());
    const b = addEffect(store, base({ suppressed: true }));
    expect(a.id).toBeLessThan(b.id);
    expect(a.createdAt).toBeLessThan(b.createdAt);
    expect(a.suppressed).toBe(false);
    expect(b.suppressed).toBe(true);
    expect(store.effects).toEqual([a, b]);
    expect(store.nextId).toBe(b.id + 1);
  });

  it('is plain JSON: a JSON round trip keeps every effect and the next id', () => {
    const store = createEffectStore<{ note: string }>();
    addEffect(store, base({ duration: { kind: 'turns', remaining: 2 } }));
    addEffect(store, { ...base(), payload: { note: 'x' } });
    expect(JSON.parse(JSON.stringify(store))).toEqual(store);
  });

  it('queryEffects sums by key and scope, and suppressed effects do not count', () => {
    const store = createEffectStore();
    addEffect(store, base({ value: 2 }));
    addEffect(store, base({ value: 3, scope: 'p1' }));
    addEffect(store, base({ value: 5, key: 'armor' }));
    const hidden = addEffect(store, base({ value: 100 }));
    setSuppressed(store, (e) => e.id === hidden.id, true);
    expect(queryEffects(store, 'damage', (s) => s === 'p0')).toBe(2);
    expect(queryEffects(store, 'damage')).toBe(5);
    expect(queryEffects(store, 'armor')).toBe(5);
    expect(queryEffects(store, 'speed')).toBe(0);
    expect(activeEffects(store, 'damage').map((e) => e.value)).toEqual([2, 3]);
    expect(setSuppressed(store, (e) => e.id === hidden.id, false)).toBe(1);
    expect(queryEffects(store, 'damage', (s) => s === 'p0')).toBe(102);
  });

  it('a suppressed oldest no-stack effect lets the next oldest count', () => {
    const store = createEffectStore();
    const first = addEffect(store, base({ value: 10, stacking: 'no-stack' }));
    addEffect(store, base({ value: 3, stacking: 'no-stack' }));
    expect(queryEffects(store, 'damage')).toBe(10);
    setSuppressed(store, (e) => e.id === first.id, true);
    expect(queryEffects(store, 'damage')).toBe(3);
  });

  it('setSuppressed counts only effects whose flag changed', () => {
    const store = createEffectStore();
    addEffect(store, base({ suppressed: true }));
    addEffect(store, base());
    addEffect(store, base({ key: 'other' }));
    expect(setSuppressed(store, (e) => e.key === 'damage', true)).toBe(1);
    expect(setSuppressed(store, (e) => e.key === 'damage', true)).toBe(0);
  });

  it('removeEffect removes by id and returns it; unknown ids return undefined', () => {
    const store = createEffectStore();
    const a = addEffect(store, base());
    const b = addEffect(store, base());
    expect(removeEffect(store, a.id)).toBe(a);
    expect(removeEffect(store, a.id)).toBeUndefined();
    expect(store.effects).toEqual([b]);
  });

  it("removeBySource removes exactly that source's effects and returns them (property)", () => {
    const sources = ['s1', 's2', 's3'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...sources), { maxLength: 30 }),
        fc.constantFrom(...sources),
        (list, gone) => {
          const store = createEffectStore();
          for (const source of list) addEffect(store, base({ source }));
          const before = store.effects.slice();
          const removed = removeBySource(store, gone);
          expect(removed).toEqual(before.filter((e) => e.source === gone));
          expect(store.effects).toEqual(before.filter((e) => e.source !== gone));
        },
      ),
    );
  });

  it('tickTurns counts down, expires at 0, returns the expired, and skips other durations', () => {
    const store = createEffectStore();
    const one = addEffect(store, base({ duration: { kind: 'turns', remaining: 1 } }));
    const two = addEffect(store, base({ duration: { kind: 'turns', remaining: 2 } }));
    const perm = addEffect(store, base());
    const until = addEffect(store, base({ duration: { kind: 'until', event: 'end-of-round' } }));
    expect(tickTurns(store).map((e) => e.id)).toEqual([one.id]);
    expect(store.effects.map((e) => e.id)).toEqual([two.id, perm.id, until.id]);
    expect(two.duration).toEqual({ kind: 'turns', remaining: 1 });
    expect(tickTurns(store).map((e) => e.id)).toEqual([two.id]);
    expect(tickTurns(store)).toEqual([]);
    expect(store.effects.map((e) => e.id)).toEqual([perm.id, until.id]);
  });

  it('tickTurns counts down only the effects that match', () => {
    const store = createEffectStore();
    const mine = addEffect(store, base({ scope: 'p0', duration: { kind: 'turns', remaining: 1 } }));
    const theirs = addEffect(store, base({ scope: 'p1', duration: { kind: 'turns', remaining: 1 } }));
    expect(tickTurns(store, (e) => e.scope === 'p0')).toEqual([mine]);
    expect(store.effects).toEqual([theirs]);
    expect(theirs.duration).toEqual({ kind: 'turns', remaining: 1 });
  });

  it('an effect lasting n turns survives n - 1 ticks and expires on the n-th (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (n) => {
        const store = createEffectStore();
        addEffect(store, base({ duration: { kind: 'turns', remaining: n } }));
        for (let i = 1; i < n; i++) expect(tickTurns(store)).toEqual([]);
        expect(tickTurns(store)).toHaveLength(1);
        expect(store.effects).toEqual([]);
      }),
    );
  });

  it('expireOn removes only effects lasting until that event, and returns them', () => {
    const store = createEffectStore();
    const a = addEffect(store, base({ duration: { kind: 'until', event: 'end-of-turn' } }));
    const b = addEffect(store, base({ duration: { kind: 'until', event: 'end-of-round' } }));
    const c = addEffect(store, base({ duration: { kind: 'turns', remaining: 3 } }));
    expect(expireOn(store, 'end-of-turn')).toEqual([a]);
    expect(expireOn(store, 'end-of-turn')).toEqual([]);
    expect(store.effects).toEqual([b, c]);
  });

  it('cloneEffectStore is independent of the original, both ways', () => {
    const store = createEffectStore();
    addEffect(store, base({ duration: { kind: 'turns', remaining: 2 } }));
    addEffect(store, base({ source: 's2' }));
    const snapshot = JSON.parse(JSON.stringify(store)) as EffectStore;
    const clone = cloneEffectStore(store);
    expect(clone).toEqual(store);

    tickTurns(clone);
    setSuppressed(clone, () => true, true);
    removeBySource(clone, 's2');
    addEffect(clone, base({ value: 9 }));
    expect(store).toEqual(snapshot);

    const cloneState = JSON.parse(JSON.stringify(clone)) as EffectStore;
    tickTurns(store);
    tickTurns(store);
    addEffect(store, base());
    expect(clone).toEqual(cloneState);
  });

  // Regression test (fixed bug: packages/core/src/effects.ts, addEffect): the new effect keeps the
  // caller's `duration` object by reference, and tickTurns decrements it in
  // place. Two effects created from one duration object (e.g. read from card
  // data) share one countdown: after one tickTurns, the second expires with a
  // 2-turn duration, and the caller's data now says remaining 0.
  // Expected: addEffect copies the duration.
  it('effects made from one duration object count down independently, leaving it untouched', () => {
    const twoTurns = { kind: 'turns' as const, remaining: 2 };
    const store = createEffectStore();
    addEffect(store, base({ duration: twoTurns }));
    addEffect(store, base({ duration: twoTurns }));
    expect(tickTurns(store)).toEqual([]);
    expect(store.effects).toHaveLength(2);
    expect(twoTurns.remaining).toBe(2);
  });

  // Regression test (fixed bug: packages/core/src/effects.ts, cloneEffectStore): the clone copies each
  // effect and its duration but shares `payload` objects with the original, so
  // a game that updates a payload on a search clone changes the real state.
  // Expected: payloads are copied too (the store is plain JSON), or the
  // contract says payloads are immutable.
  it('cloneEffectStore does not share payload objects with the original', () => {
    const store = createEffectStore<{ targets: number[] }>();
    addEffect(store, { ...base(), payload: { targets: [1] } });
    const clone = cloneEffectStore(store);
    clone.effects[0].payload!.targets.push(2);
    expect(store.effects[0].payload).toEqual({ targets: [1] });
  });
});
