/**
 * Golden tests for what a hire and a build cost, where an outside rules
 * tester found the engine differing from the rules: a face-down citizen
 * does not make the next copy dearer, and magic pays a domain's gold as it
 * pays a hire's.
 */
import { describe, expect, it } from 'vitest';
import { hireCost } from '../src/rules/economy.ts';
import type { CkAction } from '../src/state.ts';
import { act, cat, position, res, STACKS } from './helpers.ts';

const idx = (list: { name: string }[], name: string) => list.findIndex((c) => c.name === name);
const MERCHANT = idx(cat.citizens, 'Merchant');
const hires = (options: CkAction[] | undefined, stack: number) =>
  (options ?? []).filter((o) => o.type === 'hire' && o.stack === stack);
const builds = (options: CkAction[] | undefined) => (options ?? []).filter((o) => o.type === 'build');

describe('the hire surcharge', () => {
  // Rules: "gold cost +1 per copy of that citizen already owned"; a flipped
  // citizen is face down, out of the owner's kingdom until the end (it
  // neither activates nor lends its icon), so it is not a copy owned.
  it('a face-down copy does not count: two Merchants owned, one face down, the next costs 2 + 1', () => {
    const s = position({
      players: [{ g: 3, starters: [], citizens: ['Merchant', 'Merchant'], flipped: ['Merchant'] }, {}],
      citizenStacks: STACKS,
      dice: [3, 5],
    });
    expect(hireCost(cat, s, s.players[0], MERCHANT)).toBe(3);
    expect(hires(s.pending?.options, 2)).toEqual([{ type: 'hire', stack: 2, magic: 0 }]);
    act(s, { type: 'hire', stack: 2, magic: 0 });
    expect(res(s, 0).g).toBe(0);
  });

  it('face up, both copies count: the next Merchant costs 2 + 2', () => {
    const s = position({
      players: [{ g: 3, starters: [], citizens: ['Merchant', 'Merchant'] }, {}],
      citizenStacks: STACKS,
      dice: [3, 5],
    });
    expect(hireCost(cat, s, s.players[0], MERCHANT)).toBe(4);
    expect(hires(s.pending?.options, 2)).toEqual([]);
  });
});
