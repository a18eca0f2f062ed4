/**
 * Golden tests for every base monster: slaying it pays its strength and magic
 * cost and gives its rewards, fixed and special (choices answered, citizens
 * picked, counts per area slain). The slayer starts with 20 strength and 20
 * magic; the citizen stacks are Rogue, Knight, Merchant, Cleric, Champion.
 */
import { describe, expect, it } from 'vitest';
import type { CkAction } from '../src/state.ts';
import { act, cat, names, position, res, STACKS } from './helpers.ts';

interface Case {
  name: string;
  area: string;
  answers?: CkAction[];
  owned?: string[];
  after: { g: number; s: number; m: number; v?: number };
  gains?: string[];
}

const CASES: Case[] = [
  { name: 'Goblin', area: 'Hills', after: { g: 1, s: 19, m: 20 } },
  {
    name: 'Goblin Mage',
    area: 'Hills',
    answers: [{ type: 'choose', option: 0 }],
    after: { g: 1, s: 17, m: 20 },
  },
  {
    name: 'Goblin Bomber',
    area: 'Hills',
    answers: [{ type: 'choose', option: 2 }],
    after: { g: 0, s: 17, m: 20 },
  },
  // 1 gold per Hills monster slain: the two Goblins owned and the King itself.
  { name: 'Goblin King', area: 'Hills', owned: ['Goblin', 'Goblin'], after: { g: 3, s: 14, m: 20 } },
  { name: 'Skeleton', area: 'Ruins', after: { g: 1, s: 18, m: 20 } },
  { name: 'Flaming Skeleton', area: 'Ruins', after: { g: 1, s: 15, m: 21 } },
  { name: 'Death Knight', area: 'Ruins', after: { g: 0, s: 13, m: 25 } },
  { name: 'Skeleton King', area: 'Ruins', after: { g: 2, s: 12, m: 20 } },
  { name: 'Treant', area: 'Forest', after: { g: 1, s: 17, m: 21 } },
  // Bane Spider: 3 gold or a Knight; the only Knight is taken at once.
  {
    name: 'Bane Spider',
    area: 'Forest',
    answers: [{ type: 'choose', option: 1 }],
    after: { g: 0, s: 14, m: 20 },
    gains: ['Knight'],
  },
  {
    name: 'Ettercap',
    area: 'Forest',
    answers: [{ type: 'pick', stack: 2 }],
    after: { g: 0, s: 17, m: 15 },
    gains: ['Merchant'],
  },
  {
    name: 'Spider Queen',
    area: 'Forest',
    answers: [{ type: 'choose', option: 0 }],
    after: { g: 2, s: 10, m: 17 },
  },
  { name: 'Owlbear', area: 'Valley', after: { g: 0, s: 16, m: 22 } },
  { name: 'Giant', area: 'Valley', after: { g: 1, s: 12, m: 22 } },
  {
    name: 'Satyr Mage',
    area: 'Valley',
    answers: [{ type: 'choose', option: 1 }],
    after: { g: 0, s: 15, m: 20 },
  },
  { name: 'Troll', area: 'Valley', after: { g: 0, s: 8, m: 22 } },
  {
    name: 'Dire Bear',
    area: 'Mountains',
    answers: [{ type: 'choose', option: 0 }],
    after: { g: 2, s: 15, m: 20 },
  },
  {
    name: 'Orc Warrior',
    area: 'Mountains',
    answers: [{ type: 'pick', stack: 3 }],
    after: { g: 0, s: 11, m: 20 },
    gains: ['Cleric'],
  },
  {
    name: 'Orc Batrider',
    area: 'Mountains',
    answers: [{ type: 'pick', stack: 0 }],
    after: { g: 0, s: 8, m: 20 },
    gains: ['Rogue'],
  },
  { name: 'Orc Chieftain', area: 'Mountains', after: { g: 2, s: 6, m: 20 } },
  { name: 'Gargoyle', area: 'Barrens', after: { g: 0, s: 19, m: 21 } },
  {
    name: 'Wraith',
    area: 'Barrens',
    answers: [{ type: 'pick', stack: 4 }],
    after: { g: 0, s: 16, m: 17 },
    gains: ['Champion'],
  },
  { name: 'Flesh Golem', area: 'Barrens', after: { g: 0, s: 12, m: 25 } },
  { name: 'Witch Queen', area: 'Barrens', after: { g: 0, s: 15, m: 17 } },
  { name: 'Gelatinous Cube', area: 'Swamp', after: { g: 2, s: 16, m: 19 } },
  {
    name: 'Basilisk',
    area: 'Swamp',
    answers: [{ type: 'choose', option: 1 }],
    after: { g: 0, s: 14, m: 20 },
  },
  { name: 'Swamp Witch', area: 'Swamp', after: { g: 0, s: 24, m: 12 } },
  { name: 'Swamp Dragon', area: 'Swamp', after: { g: 0, s: 10, m: 18 } },
  { name: 'Kobolds', area: 'Cavern', after: { g: 2, s: 15, m: 20 } },
  { name: 'Gold Golem', area: 'Cavern', after: { g: 5, s: 13, m: 17 } },
  { name: 'Dragonkin', area: 'Cavern', after: { g: 3, s: 14, m: 17 } },
  { name: 'Red Dragon', area: 'Cavern', after: { g: 3, s: 8, m: 14 } },
];

describe('every base monster', () => {
  it('the cases cover every base monster name', () => {
    const base = new Set(
      cat.monsters.filter((m) => ['base1', 'base2'].includes(m.expansion)).map((m) => m.name),
    );
    expect(new Set(CASES.map((c) => c.name))).toEqual(base);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const state = position({
      players: [{ s: 20, m: 20, starters: [], monsters: c.owned ?? [] }, {}],
      citizenStacks: STACKS,
      monsterAreas: [{ area: c.area, cards: [c.name] }],
      dice: [1, 2],
    });
    act(state, { type: 'slay', area: 0, magic: 0 });
    for (const a of c.answers ?? []) act(state, a);
    expect(state.pending).toMatchObject({ kind: 'action', prompt: 'Action 2 of 2' });
    expect(res(state, 0)).toEqual({ v: 0, ...c.after });
    expect(names(cat.monsters, state.players[0].monsters)).toEqual([...(c.owned ?? []), c.name]);
    expect(names(cat.citizens, state.players[0].citizens)).toEqual(c.gains ?? []);
  });

  it('magic is wild for strength beyond the magic cost, with at least 1 real strength', () => {
    const state = position({
      players: [{ s: 1, m: 6, starters: [] }, {}],
      monsterAreas: [{ area: 'Swamp', cards: ['Basilisk'] }],
      dice: [1, 2],
    });
    // Basilisk: 6 strength + 3 magic. With 1 strength and 6 magic: 3 magic as strength is not enough.
    expect(state.pending?.options.some((o) => o.type === 'slay')).toBe(false);
    const rich = position({
      players: [{ s: 1, m: 8, starters: [] }, {}],
      monsterAreas: [{ area: 'Swamp', cards: ['Basilisk'] }],
      dice: [1, 2],
    });
    expect(rich.pending?.options.filter((o) => o.type === 'slay')).toEqual([
      { type: 'slay', area: 0, magic: 5 },
    ]);
    act(rich, { type: 'slay', area: 0, magic: 5 });
    act(rich, { type: 'choose', option: 0 });
    expect(res(rich, 0)).toEqual({ g: 3, s: 0, m: 0, v: 0 });
  });

  it('only the top monster of an area can be slain', () => {
    const state = position({
      players: [{ s: 20, starters: [] }, {}],
      monsterAreas: [{ area: 'Hills', cards: ['Goblin King', 'Goblin'] }],
      dice: [1, 2],
    });
    act(state, { type: 'slay', area: 0, magic: 0 });
    expect(names(cat.monsters, state.players[0].monsters)).toEqual(['Goblin']);
  });
});
