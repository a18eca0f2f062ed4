/**
 * Golden tests for every base citizen and starter: the active owner gets the
 * on-turn payout, another owner the off-turn one (fixed resources and effect
 * strings, each prompt answered), in turn order from the active player.
 */
import { describe, expect, it } from 'vitest';
import type { CkAction } from '../src/state.ts';
import { act, position, res } from './helpers.ts';

type Delta = { g?: number; s?: number; m?: number; v?: number };
interface Case {
  name: string;
  dice: [number, number];
  on: Delta;
  off: Delta;
  /** Answers to the prompts, seat 0's (on-turn) first, then seat 1's. */
  answers?: CkAction[];
}

// Both seats own the citizen and the starters (Peasant: worker on 5, Knight: soldier on 6); dice avoid 5 and 6.
// Everyone starts with 5 gold, 5 strength, 5 magic.
const CASES: Case[] = [
  { name: 'Cleric', dice: [1, 3], on: { m: 3 }, off: { m: 1 } },
  { name: 'Merchant', dice: [2, 1], on: { g: 2 }, off: { g: 1 }, answers: [{ type: 'choose', option: 0 }] },
  {
    name: 'Mercenary',
    dice: [3, 1],
    on: { g: 1, s: 1 },
    off: { s: -1, g: 2 },
    answers: [{ type: 'accept' }],
  },
  { name: 'Archer', dice: [4, 3], on: { s: 2 }, off: { s: 1 } },
  { name: 'Rogue', dice: [3, 4], on: { g: 2, s: 2 }, off: { g: 1, s: 1 } },
  { name: 'Champion', dice: [4, 4], on: { s: 4 }, off: { g: -1, s: 4 }, answers: [{ type: 'accept' }] },
  // 9 and 10 need a 5 or a 6: the Peasant (5) pays 1 gold to both seats too.
  {
    name: 'Paladin',
    dice: [4, 5],
    on: { g: 1, s: 1, m: 2 },
    off: { g: 1, s: -1, m: 3 },
    answers: [{ type: 'accept' }],
  },
  // Butcher: 2 gold per worker (itself and the Peasant) on-turn.
  { name: 'Butcher', dice: [6, 6], on: { g: 4, s: 2 }, off: { g: 4, s: 2 } },
  { name: 'Monk', dice: [1, 2], on: { g: 1, m: 2 }, off: { g: -1, m: 2 }, answers: [{ type: 'accept' }] },
  // Blacksmith: 1 gold per soldier (the Knight starter).
  { name: 'Blacksmith', dice: [2, 1], on: { g: 1 }, off: { g: 1 } },
  {
    name: 'Alchemist',
    dice: [3, 1],
    on: { g: -1, m: 3 },
    off: { m: -1, g: 2 },
    answers: [{ type: 'accept' }, { type: 'accept' }],
  },
  { name: 'Wizard', dice: [4, 3], on: { s: 1, m: 1 }, off: { m: 1 } },
  // Thief steals 3 magic from seat 1 on-turn; seat 1's off-turn Thief has nothing for 7 (no payout, a choice of 2g/2m).
  {
    name: 'Thief',
    dice: [3, 4],
    on: { m: 3 },
    off: { m: -3 + 2 },
    answers: [
      { type: 'steal', option: 1, victim: 1 },
      { type: 'choose', option: 1 },
    ],
  },
  // Warlord: on-turn 1 strength per soldier (itself and the Knight); off-turn 1 per Knight citizen or starter.
  { name: 'Warlord', dice: [4, 4], on: { s: 2 }, off: { s: 1 } },
  {
    name: 'Priestess',
    dice: [4, 5],
    on: { g: 1, s: 2, m: 1 },
    off: { g: 1, m: -1, s: 3 },
    answers: [{ type: 'accept' }],
  },
  // Miner: 1 gold plus 1 per domain (none) on-turn; 4 gold off-turn (plus the Peasant and Knight on 5 and 6).
  { name: 'Miner', dice: [6, 5], on: { g: 2, s: 1 }, off: { g: 5, s: 1 } },
];

describe('every base citizen pays on-turn and off-turn', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const player = { g: 5, s: 5, m: 5, citizens: [c.name] };
    const state = position({ players: [player, player], dice: c.dice });
    for (const a of c.answers ?? []) act(state, a);
    expect(state.pending?.kind).toBe('action');
    const expected = (d: Delta) => ({ g: 5 + (d.g ?? 0), s: 5 + (d.s ?? 0), m: 5 + (d.m ?? 0), v: d.v ?? 0 });
    expect(res(state, 0)).toEqual(expected(c.on));
    expect(res(state, 1)).toEqual(expected(c.off));
  });

  it('a declined exchange changes nothing, an unpayable one is never asked', () => {
    const state = position({ players: [{}, { citizens: ['Mercenary'], s: 1 }], dice: [3, 1] });
    expect(state.pending).toMatchObject({ player: 1, kind: 'exchange' });
    act(state, { type: 'decline' });
    expect(res(state, 1)).toEqual({ g: 0, s: 1, m: 0, v: 0 });
    const broke = position({ players: [{}, { citizens: ['Mercenary'] }], dice: [3, 1] });
    expect(broke.pending?.kind).toBe('action');
  });
});

describe('starters and activation', () => {
  it('Peasant (5) pays 1 gold and Knight (6) 1 strength, on and off turn; each die and the sum activate', () => {
    const state = position({ players: [{}, {}], dice: [5, 6] });
    expect(res(state, 0)).toEqual({ g: 1, s: 1, m: 0, v: 0 });
    expect(res(state, 1)).toEqual({ g: 1, s: 1, m: 0, v: 0 });
    const doubles = position({ players: [{ starters: [], citizens: ['Archer'] }], dice: [4, 4] });
    expect(res(doubles, 0).s).toBe(4);
    const sum = position({ players: [{ starters: [], citizens: ['Priestess'] }], dice: [4, 6] });
    expect(res(sum, 0)).toEqual({ g: 0, s: 2, m: 1, v: 0 });
  });

  it('with 5 players the seat to the right of the active player rests: no harvest, not a target', () => {
    // Every seat holds 3 gold: the steal offers only what a victim holds.
    const five = Array.from({ length: 5 }, () => ({ g: 3, citizens: ['Thief'] }));
    const state = position({ players: five, dice: [3, 4], active: 1 });
    // Seat 0 rests: the Thief's steal offers seats 2, 3, 4 only.
    expect(state.pending?.player).toBe(1);
    const victims = state.pending?.options.map((o) => (o.type === 'steal' ? o.victim : -1));
    expect(new Set(victims)).toEqual(new Set([2, 3, 4]));
    act(state, { type: 'steal', option: 0, victim: 2 });
    // Seats 2, 3 and 4 each choose for their off-turn Thief.
    for (const seat of [2, 3, 4]) {
      expect(state.pending).toMatchObject({ player: seat, kind: 'choose' });
      act(state, { type: 'choose', option: 0 });
    }
    expect(state.pending).toMatchObject({ player: 1, kind: 'action' });
    expect(res(state, 0)).toEqual({ g: 3, s: 0, m: 0, v: 0 });
    // Seat 2 lost its 3 gold to the steal, then chose 2 gold off-turn.
    expect(res(state, 2).g).toBe(2);
  });
});
