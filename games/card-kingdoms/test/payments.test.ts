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

describe('magic pays for domains', () => {
  // The rulebook, Domain Cost: "Magic tokens may be used to augment your Gold
  // tokens, but at least one Gold token must be spent" (reproduced at
  // e-crossword.ru/nastolnaa-igra-valeria-card-kingdoms-nastolnaa-igra/; the
  // icon guide at ultraboardgames.com/valeria-card-kingdoms/icons.php: magic
  // augments gold and strength "as long as at least one non-Magic token is
  // being used"). Blood Crow Army costs 5 gold and needs 3 soldier icons.
  const builder = (g: number, m: number) =>
    position({
      players: [{ g, m, starters: [], citizens: ['Archer', 'Archer', 'Archer'] }, {}],
      domainStacks: [['Blood Crow Army']],
      dice: [3, 5],
    });

  it('3 gold and 3 magic build a 5-gold domain: 2 or 3 of it in magic, each a legal action', () => {
    const s = builder(3, 3);
    expect(builds(s.pending?.options)).toEqual([
      { type: 'build', stack: 0, magic: 2 },
      { type: 'build', stack: 0, magic: 3 },
    ]);
    act(s, { type: 'build', stack: 0, magic: 2 });
    expect(res(s, 0)).toMatchObject({ g: 0, m: 1 });
    expect(s.players[0].domains.map((d) => cat.domains[d.card].name)).toEqual(['Blood Crow Army']);
  });

  it('with gold enough, the plain build (no magic) is offered too; at least 1 gold is always paid', () => {
    expect(builds(builder(5, 9).pending?.options)).toEqual([
      { type: 'build', stack: 0 },
      { type: 'build', stack: 0, magic: 1 },
      { type: 'build', stack: 0, magic: 2 },
      { type: 'build', stack: 0, magic: 3 },
      { type: 'build', stack: 0, magic: 4 },
    ]);
    expect(builds(builder(0, 9).pending?.options)).toEqual([]);
  });

  it('a payment outside the range is refused and leaves the state unchanged', () => {
    const s = builder(3, 3);
    const before = JSON.stringify(s);
    expect(() => act(s, { type: 'build', stack: 0, magic: 1 })).toThrow(/not an option/);
    expect(() => act(s, { type: 'build', stack: 0 })).toThrow(/not an option/);
    expect(JSON.stringify(s)).toBe(before);
  });
});
