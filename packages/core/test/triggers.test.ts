import {
  compareWatchers,
  DEFAULT_MAX_TRIGGER_DEPTH,
  dispatch,
  RuleViolation,
  type Watcher,
} from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

interface Ev {
  name: string;
  n?: number;
}
interface Ctx {
  log: string[];
}
type W = Watcher<Ev, Ctx>;

/** A watcher that records `label` and reacts with `follow` (computed from the event). */
function watcher(id: string, order: number, follow: (e: Ev) => Ev[] = () => [], label = id): W {
  return {
    id,
    order,
    fire(e, ctx) {
      ctx.log.push(`${label}:${e.name}`);
      return follow(e);
    },
  };
}

describe('dispatch: ordering', () => {
  it('fires by ascending order, ties by id, whatever the insertion order', () => {
    const ws = [watcher('b', 1), watcher('z', 0), watcher('a', 1), watcher('m', -5), watcher('c', 1)];
    const ctx: Ctx = { log: [] };
    dispatch({ name: 'e' }, () => ws, ctx);
    expect(ctx.log).toEqual(['m:e', 'z:e', 'a:e', 'b:e', 'c:e']);
  });

  it('gives the same firing order for every permutation of the watchers (property)', () => {
    const base = [watcher('x', 2), watcher('y', 1), watcher('a', 2), watcher('b', 1), watcher('q', 3)];
    const expected: Ctx = { log: [] };
    dispatch({ name: 'e' }, () => base, expected);
    fc.assert(
      fc.property(fc.shuffledSubarray(base, { minLength: base.length }), (perm) => {
        const ctx: Ctx = { log: [] };
        dispatch({ name: 'e' }, () => perm, ctx);
        expect(ctx.log).toEqual(expected.log);
      }),
    );
  });

  it("does not reorder the caller's watcher array", () => {
    const ws = [watcher('b', 1), watcher('a', 0)];
    dispatch({ name: 'e' }, () => ws, { log: [] });
    expect(ws.map((w) => w.id)).toEqual(['b', 'a']);
  });

  it('compareWatchers compares ids as strings (code-unit order), not numerically', () => {
    const sorted = [
      { id: 'w10', order: 0 },
      { id: 'w9', order: 0 },
      { id: 'W1', order: 0 },
    ].sort(compareWatchers);
    expect(sorted.map((w) => w.id)).toEqual(['W1', 'w10', 'w9']);
    expect(compareWatchers({ id: 'a', order: 0 }, { id: 'a', order: 0 })).toBe(0);
  });
});

describe('dispatch: follow-up events', () => {
  it('dispatches follow-ups depth-first, before the next watcher of the current event', () => {
    const byEvent: Record<string, W[]> = {
      start: [
        watcher('a', 0, () => [{ name: 'child1' }, { name: 'child2' }]),
        watcher('b', 1, () => [{ name: 'child3' }]),
      ],
      child1: [watcher('c', 0, () => [{ name: 'grandchild' }])],
      child2: [watcher('d', 0)],
      child3: [watcher('e', 0)],
      grandchild: [watcher('f', 0)],
    };
    const ctx: Ctx = { log: [] };
    const fired = dispatch({ name: 'start' }, (e) => byEvent[e.name] ?? [], ctx);
    expect(ctx.log).toEqual(['a:start', 'c:child1', 'f:grandchild', 'd:child2', 'b:start', 'e:child3']);
    expect(fired).toBe(6);
  });

  it('asks watchersFor again for each event, with the context', () => {
    const seen: Array<[string, Ctx]> = [];
    const ctx: Ctx = { log: [] };
    dispatch(
      { name: 'one' },
      (e, c) => {
        seen.push([e.name, c]);
        return e.name === 'one' ? [watcher('w', 0, () => [{ name: 'two' }])] : [];
      },
      ctx,
    );
    expect(seen.map(([n]) => n)).toEqual(['one', 'two']);
    for (const [, c] of seen) expect(c).toBe(ctx);
  });

  it('returns the number of watchers fired, counting every level; 0 with no watchers', () => {
    expect(dispatch({ name: 'e' }, () => [], { log: [] })).toBe(0);
    const three = [watcher('a', 0), watcher('b', 0), watcher('c', 0)];
    expect(dispatch({ name: 'e' }, () => three, { log: [] })).toBe(3);
    // A chain that counts down from n fires n + 1 times.
    const countdown: W = watcher('down', 0, (e) =>
      (e.n ?? 0) > 0 ? [{ name: 'tick', n: (e.n ?? 0) - 1 }] : [],
    );
    expect(dispatch({ name: 'tick', n: 5 }, () => [countdown], { log: [] })).toBe(6);
  });

  it('accepts watchers that return nothing', () => {
    const silent: W = {
      id: 's',
      order: 0,
      fire(_e, ctx) {
        ctx.log.push('s');
      },
    };
    expect(dispatch({ name: 'e' }, () => [silent], { log: [] })).toBe(1);
  });
});

describe('dispatch: depth guard', () => {
  const loop: W = watcher('loop', 0, (e) => [{ name: 'again', n: (e.n ?? 0) + 1 }]);

  it('a self-looping watcher throws RuleViolation("trigger-depth") at the configured depth', () => {
    for (const maxDepth of [0, 1, 3, 10]) {
      const ctx: Ctx = { log: [] };
      let error: unknown;
      try {
        dispatch({ name: 'start', n: 0 }, () => [loop], ctx, { maxDepth });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RuleViolation);
      expect((error as RuleViolation).code).toBe('trigger-depth');
      expect((error as RuleViolation).reason).toContain(String(maxDepth));
      // Depths 0..maxDepth fire; the event at maxDepth + 1 is refused.
      expect(ctx.log).toHaveLength(maxDepth + 1);
    }
  });

  it('uses DEFAULT_MAX_TRIGGER_DEPTH when no depth is given', () => {
    const ctx: Ctx = { log: [] };
    expect(() => dispatch({ name: 'start' }, () => [loop], ctx)).toThrow(RuleViolation);
    expect(ctx.log).toHaveLength(DEFAULT_MAX_TRIGGER_DEPTH + 1);
  });

  it('allows a finite chain exactly as deep as the limit', () => {
    const chain = (limit: number): W =>
      watcher('c', 0, (e) => ((e.n ?? 0) < limit ? [{ name: 'x', n: (e.n ?? 0) + 1 }] : []));
    expect(dispatch({ name: 'x', n: 0 }, () => [chain(4)], { log: [] }, { maxDepth: 4 })).toBe(5);
    expect(() => dispatch({ name: 'x', n: 0 }, () => [chain(5)], { log: [] }, { maxDepth: 4 })).toThrow(
      /trigger-depth/,
    );
  });

  it('a wide but shallow fan-out is not a loop', () => {
    const fan: W = watcher('fan', 0, (e) =>
      e.name === 'root' ? Array.from({ length: 100 }, () => ({ name: 'leaf' })) : [],
    );
    expect(dispatch({ name: 'root' }, () => [fan], { log: [] }, { maxDepth: 1 })).toBe(101);
  });
});
