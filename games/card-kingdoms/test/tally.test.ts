/**
 * The tally (citizens hired and monsters slain, by name, for reports) is a
 * count by card name: no name may meet a key an object inherits, and a
 * copy of the state (clone, a view made a state again) keeps it so.
 */
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';
import { nameCounts } from '../src/state.ts';
import { stateFromView, viewOf } from '../src/view.ts';
import { cat } from './helpers.ts';

const state = () => cardKingdoms.setup(cardKingdoms.optionsSchema.parse({ players: 2 }), 'tally');

describe('the tally counts by name from nothing', () => {
  it('a name like an inherited key (toString, constructor) starts at no count', () => {
    const counts = nameCounts();
    const key: string = 'constructor';
    expect(counts['toString' as string]).toBeUndefined();
    counts[key] = (counts[key] ?? 0) + 1;
    expect(counts).toEqual({ constructor: 1 });
    expect(JSON.stringify(nameCounts({ b: 2, a: 1 }))).toBe('{"b":2,"a":1}');
  });

  it('in a new game, a clone and a state made from a view', () => {
    const s = state();
    const copies = [s, cardKingdoms.clone(s), stateFromView(cat, viewOf(s, 0), 0, 'x')];
    for (const c of copies) {
      expect(Object.getPrototypeOf(c.tally.hired)).toBeNull();
      expect(Object.getPrototypeOf(c.tally.slain)).toBeNull();
      expect(c.tally.hired['hasOwnProperty' as string]).toBeUndefined();
    }
  });
});
