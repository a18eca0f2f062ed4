import { RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/actions.ts';
import { queensBlood as g } from '../src/index.ts';
import type { QBState } from '../src/state.ts';
import { cat, play, scenario } from './helpers.ts';

const setup = (seed: string, options: Record<string, unknown> = {}) =>
  g.setup(g.optionsSchema.parse(options), seed) as QBState;

describe('setup', () => {
  it('deals 15-card decks, opening hands of 5, home columns at rank 1', () => {
    const s = setup('1', { decks: ['starter', 'enfeeble'] });
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(s.decks.map((d) => d.length)).toEqual([10, 10]);
    expect(s.cards.length).toBe(30);
    for (let lane = 0; lane < 3; lane++) {
      expect([s.tiles[lane * 5].owner, s.tiles[lane * 5].rank]).toEqual([0, 1]);
      expect([s.tiles[lane * 5 + 4].owner, s.tiles[lane * 5 + 4].rank]).toEqual([1, 1]);
      for (let col = 1; col < 4; col++)
        expect([s.tiles[lane * 5 + col].owner, s.tiles[lane * 5 + col].rank]).toEqual([-1, 0]);
    }
    expect(s.phase).toBe('mulligan');
    expect(s.deckNames).toEqual(['starter', 'enfeeble']);
  });

  it('is deterministic by seed and differs across seeds', () => {
    expect(JSON.stringify(setup('5'))).toBe(JSON.stringify(setup('5')));
    expect(JSON.stringify(setup('5').hands)).not.toBe(JSON.stringify(setup('6').hands));
  });

  it('rejects illegal deck options with a reason', () => {
    expect(() => g.optionsSchema.parse({ decks: ['nope', 'starter'] })).toThrow(/unknown deck 'nope'/);
    const twoLegends = ['086', '086', ...Array(13).fill('001')];
    expect(() => g.optionsSchema.parse({ decks: [twoLegends, 'starter'] })).toThrow(/at most/);
    const tokens = ['146', ...Array(14).fill('001')];
    expect(() => g.optionsSchema.parse({ decks: [tokens, 'starter'] })).toThrow(/Token card 146/);
  });
});

describe('mulligan', () => {
  it('offers every subset once per side (P1 named first, either may go), then play begins with P1', () => {
    const s = setup('2');
    const offers = legalActions(s, cat, 0);
    expect(offers.length).toBe(32);
    expect(legalActions(s, cat, 1).length).toBe(32);
    g.apply(s, 0, { type: 'mulligan', replace: [] });
    expect(s.turn).toBe(1);
    expect(legalActions(s, cat, 0)).toEqual([]);
    g.apply(s, 1, { type: 'mulligan', replace: [] });
    expect([s.phase, s.turn]).toEqual(['play', 0]);
    expect(() => g.apply(s, 0, { type: 'mulligan', replace: [] })).toThrow(RuleViolation);
  });

  it('replaces the chosen cards from the deck and shuffles them back', () => {
    const s = setup('3', { decks: ['starter', 'starter'] });
    const keep = s.hands[0].slice(2);
    const out = s.hands[0].slice(0, 2);
    const top = s.decks[0].slice(0, 2);
    g.apply(s, 0, { type: 'mulligan', replace: out });
    expect(s.hands[0]).toEqual([...keep, ...top]);
    expect(s.decks[0].length).toBe(10);
    for (const u of out) expect(s.decks[0]).toContain(u);
  });
});

describe('turns, draws and the end', () => {
  it('draws one card at the start of each side’s turn from its second turn on', () => {
    const s = setup('4', { mulligan: false });
    expect(s.phase).toBe('play');
    g.apply(s, 0, { type: 'pass' }); // P1 turn 1
    expect(s.hands[1].length).toBe(5); // P2's first turn: no draw
    g.apply(s, 1, legalActions(s, cat, 1)[0]); // P2 plays
    expect(s.hands[0].length).toBe(6); // P1's second turn: drew
    expect(s.passes).toBe(0);
  });

  it('ends after two consecutive passes', () => {
    const s = setup('4', { mulligan: false });
    g.apply(s, 0, { type: 'pass' });
    expect(g.outcome(s)).toBeNull();
    g.apply(s, 1, { type: 'pass' });
    expect(g.outcome(s)).toMatchObject({ draw: true, scores: [0, 0] });
    expect(g.toAct(s)).toEqual([]);
  });

  it('a play between passes resets the count', () => {
    const s = setup('8', { mulligan: false });
    g.apply(s, 0, { type: 'pass' });
    g.apply(s, 1, legalActions(s, cat, 1)[0]);
    g.apply(s, 0, { type: 'pass' });
    expect(s.phase).toBe('play');
  });

  it('skips the draw when the deck is empty', () => {
    const s = scenario({ hands: [['001'], ['001']], decks: [[], []] });
    g.apply(s, 0, { type: 'pass' });
    expect(s.hands[1].length).toBe(1);
  });

  it('ends when no empty tile remains', () => {
    const tiles = [];
    for (let lane = 0; lane < 3; lane++)
      for (let col = 1; col <= 5; col++)
        if (!(lane === 1 && col === 3))
          tiles.push({ lane, col, card: '114', side: col < 3 ? ('P1' as const) : ('P2' as const) });
    const s = scenario({ tiles: [...tiles, { lane: 1, col: 3, owner: 'P1', rank: 1 }] });
    play(s, '007', 1, 3, 0);
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('the board is full');
  });

  it('refuses actions out of turn and illegal plays without changing the state', () => {
    const s = setup('9', { mulligan: false });
    const before = JSON.stringify(s);
    expect(() => g.apply(s, 1, { type: 'pass' })).toThrow(/not-your-turn/);
    expect(() => g.apply(s, 0, { type: 'play', card: s.hands[0][0], lane: 1, col: 2 })).toThrow(
      RuleViolation,
    );
    expect(() => g.apply(s, 0, { type: 'play', card: s.hands[1][0], lane: 1, col: 0 })).toThrow(
      /not in seat 0/,
    );
    expect(JSON.stringify(s)).toBe(before);
  });

  it('legal actions are deterministic and end with pass', () => {
    const s = setup('10', { mulligan: false });
    const a = legalActions(s, cat, 0);
    expect(legalActions(s, cat, 0)).toEqual(a);
    expect(a[a.length - 1]).toEqual({ type: 'pass' });
    expect(a.every((x) => x.type === 'pass' || (x.type === 'play' && x.col === 0))).toBe(true);
  });
});

describe('action text keeps hidden cards hidden', () => {
  it('a mulligan names its cards to the player making it and only counts them for anyone else', () => {
    const state = g.setup(g.optionsSchema.parse({}), '12');
    const actor = g.toAct(state)[0];
    const other = 1 - actor;
    const mulligan = g
      .legalActions(state, actor)
      .find((a) => a.type === 'mulligan' && a.replace.length === 2);
    if (!mulligan) throw new Error('no two-card mulligan offered');
    const own = g.describe(mulligan, state);
    expect(own).toMatch(/^mulligan .+, .+/);
    for (const text of [g.describe(mulligan, state, other), g.describe(mulligan, state, null)]) {
      expect(text).toBe('mulligan 2 cards');
      for (const name of own.replace('mulligan ', '').split(', ')) expect(text).not.toContain(name);
    }
  });
});
