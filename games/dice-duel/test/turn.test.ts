/**
 * The match around the defense: initiative, rounds and the round limit, the
 * v1 boards, refusal of out-of-turn and malformed actions, views,
 * descriptions and the terminal drawing.
 */
import { RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { describeAction, legalActions } from '../src/actions.ts';
import { diceDuel, shippedCatalog } from '../src/index.ts';
import { beginTurn, startDefense } from '../src/rules/turn.ts';
import { blankState, resolveOptions, rollInitiative } from '../src/setup.ts';
import { defend, eventsOf, scenario, stateOf } from './helpers.ts';

const PASS = { type: 'attack', combo: null, chi: 0 };

describe('initiative and rounds', () => {
  it('both roll a d6 until the faces differ; the higher attacks first', () => {
    const state = blankState(shippedCatalog, resolveOptions(diceDuel.optionsSchema.parse({})), 'init');
    state.forced.initiative = [3, 3, 6, 6, 2, 5];
    rollInitiative(state);
    expect(state.initiativeRolls).toEqual([
      [3, 3],
      [6, 6],
      [2, 5],
    ]);
    expect(state.firstPlayer).toBe(1);
    expect(state.active).toBe(1);
  });

  it('setup rolls initiative and the first attacker’s dice; seeds decide who starts', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const s = diceDuel.setup(diceDuel.optionsSchema.parse({}), `who-${i}`);
      const last = s.initiativeRolls[s.initiativeRolls.length - 1];
      expect(s.firstPlayer).toBe(last[0] > last[1] ? 0 : 1);
      expect(s.offense.attempt).toBe(1);
      expect(s.offense.dice).toHaveLength(5);
      expect(diceDuel.toAct(s)).toEqual([s.firstPlayer]);
      firsts.add(s.firstPlayer);
    }
    expect(firsts.size).toBe(2);
  });

  it('a round ends when the turn comes back to the first player', () => {
    const out = scenario({
      active: 1,
      dice: { offense: Array(4).fill([1, 2, 4, 5, 1]).flat() },
      step: { kind: 'play', actions: [PASS, PASS, PASS] },
    });
    expect(eventsOf(out, 'turn-start').map((e) => [e.seat, e.round, e.turn])).toEqual([
      [1, 1, 1],
      [0, 1, 2],
      [1, 2, 3],
      [0, 2, 4],
    ]);
  });

  it('the round limit ends the match: higher HP share wins, equal shares draw', () => {
    const passes = (extra: object) =>
      scenario({
        options: { maxRounds: 1, hero1: 'training-dummy', hero2: 'pyromancer' },
        dice: { offense: Array(4).fill([1, 2, 4, 5, 1]).flat() },
        step: { kind: 'play', actions: [PASS, PASS] },
        ...extra,
      });
    const even = passes({});
    expect(even.result).toEqual({
      winner: null,
      reason: 'round limit 1: higher HP share wins',
      doubleKo: false,
    });
    expect(even.phase).toBe('over');
    // 40/50 = 0.8 < 25/30: the Pyromancer wins on share though it has fewer HP.
    const share = passes({ fighters: [{ hp: 40 }, { hp: 25 }] });
    expect(share.result!.winner).toBe(1);
  });
});

describe('defense v1 boards', () => {
  it('the strongest entry the dice show applies its block and reflect', () => {
    const out = defend({ incoming: 6, defense: [2, 2, 2, 2, 2], options: { defense: 'v1' } });
    // Shadow Monk's 5OAK, Shadow Riposte: block 3, reflect 2 (not the 4OAK or 3OAK entries).
    expect(out.defense!.rulesHit.map((h) => [h.ruleId, h.label])).toEqual([['v1:5OAK', 'Shadow Riposte']]);
    expect(out.checkpoints!.final).toBe(3);
    expect(out.fighters[0].hp).toBe(28);
    expect(out.fighters[1].hp).toBe(27);
  });

  it('board status gains land locked until the next turn (which has begun here)', () => {
    const { state, ctx, events } = stateOf({
      options: { hero1: 'shadow-monk', hero2: 'pyromancer', defense: 'v1' },
      dice: { defense: [4, 4, 4, 1, 1] },
      step: { kind: 'defend', incoming: 0 },
    });
    startDefense(
      state,
      { combo: null, label: 't', raw: 7, chiSpent: 0, buffBonus: 0, ultimate: false, post: {} },
      ctx,
    );
    // Pyromancer's FULL_HOUSE, Ember Shield: block 5, purify +1.
    expect(state.lastDefense!.v1Combo).toBe('FULL_HOUSE');
    expect(state.lastAttack!.checkpoints.final).toBe(2);
    expect(state.fighters[1].statuses.purify).toBe(1);
    expect(eventsOf({ events }, 'status-gained')[0]).toMatchObject({
      seat: 1,
      status: 'purify',
      added: 1,
      source: 'v1:FULL_HOUSE',
      usablePhase: 'nextTurn',
    });
    expect(state.turn).toBe(2);
    expect(state.fighters[1].locked).toEqual([]);
  });

  it('no combo, no defense', () => {
    const out = defend({ incoming: 6, defense: [1, 2, 4, 5, 1], options: { defense: 'v1' } });
    expect(out.defense!.rulesHit).toEqual([]);
    expect(out.checkpoints!.final).toBe(6);
  });
});

describe('refusals', () => {
  it('out of turn, wrong phase, bad holds and a finished match are RuleViolations that change nothing', () => {
    const { state, ctx } = stateOf({ dice: { offense: [3, 3, 3, 1, 2] }, step: { kind: 'play' } });
    beginTurn(state, ctx);
    const before = JSON.stringify(state);
    const refuse = (player: number, action: object, code: string) => {
      let err: unknown;
      try {
        diceDuel.apply(state, player, action as never);
      } catch (e) {
        err = e;
      }
      expect(err, JSON.stringify(action)).toBeInstanceOf(RuleViolation);
      expect((err as RuleViolation).code).toBe(code);
      expect(JSON.stringify(state)).toBe(before);
    };
    refuse(1, PASS, 'not-your-turn');
    refuse(0, { type: 'react', evasive: false, preventHalf: false, chi: 0 }, 'wrong-phase');
    refuse(0, { type: 'reroll', hold: [0, 1, 2, 3, 4] }, 'bad-hold');
    refuse(0, { type: 'reroll', hold: [2, 1] }, 'bad-hold');
    refuse(0, { type: 'reroll', hold: [5] }, 'bad-hold');
    refuse(0, { type: 'attack', combo: null, chi: 1 }, 'bad-chi');
    refuse(0, { type: 'attack', combo: '3OAK', chi: -1 }, 'bad-chi');
    refuse(0, { type: 'dance' }, 'wrong-phase');
    expect(legalActions(state, 1)).toEqual([]);
    const over = defend({ incoming: 40, defense: [1, 1, 1, 1] });
    expect(over.phase).toBe('over');
  });

  it('a finished match refuses everything and owes nothing', () => {
    const { state, ctx } = stateOf({
      fighters: [{}, { hp: 1 }],
      dice: { defense: [1, 1, 1, 1] },
      step: { kind: 'defend', incoming: 1 },
    });
    startDefense(
      state,
      { combo: null, label: 't', raw: 5, chiSpent: 0, buffBonus: 0, ultimate: false, post: {} },
      ctx,
    );
    expect(state.phase).toBe('over');
    expect(diceDuel.toAct(state)).toEqual([]);
    expect(diceDuel.legalActions(state, 0)).toEqual([]);
    expect(() => diceDuel.apply(state, 0, PASS as never)).toThrow(/game-over/);
    expect(diceDuel.outcome(state)).toMatchObject({ winner: 0, draw: false, reason: 'KO' });
  });
});

describe('views, descriptions, drawing', () => {
  it('the offense view shows the dice, attempts left and the abilities shown', () => {
    const { state, ctx } = stateOf({
      fighters: [{ statuses: { chi: 1 } }],
      dice: { offense: [3, 3, 3, 5, 5] },
      step: { kind: 'play' },
    });
    beginTurn(state, ctx);
    const v = diceDuel.view(state, 0);
    expect(v.offense).toMatchObject({
      dice: [3, 3, 3, 5, 5],
      attempt: 1,
      attemptsLeft: 2,
      shows: ['FULL_HOUSE', '3OAK'],
    });
    expect(v.offense.abilities.map((a) => [a.label, a.damage])).toEqual([
      ['Infernal Concord', 8],
      ['Fireball', 5],
    ]);
    expect(v.toAct).toEqual([0]);
    expect(v.fighters[0].spendable).toEqual({ chi: 1 });
    expect(v.fighters[1].card).not.toBeNull();
    // Views are copies: changing one leaves the state alone.
    v.offense.dice[0] = 6;
    v.fighters[0].statuses.chi = 5;
    expect(state.offense.dice[0]).toBe(3);
    expect(state.fighters[0].statuses.chi).toBe(1);
  });

  it('describes actions for people', () => {
    const { state, ctx } = stateOf({
      fighters: [{ statuses: { chi: 2 } }],
      dice: { offense: [1, 1, 1, 2, 3] },
      step: { kind: 'play' },
    });
    beginTurn(state, ctx);
    expect(describeAction({ type: 'reroll', hold: [] }, state)).toBe('reroll all dice');
    expect(describeAction({ type: 'reroll', hold: [0, 1, 2] }, state)).toBe(
      'keep 1 1 1 (dice 1,2,3), reroll the rest',
    );
    expect(describeAction({ type: 'attack', combo: '3OAK', chi: 2 }, state)).toBe(
      'Fireball (three of a kind, 5 damage + 2 chi)',
    );
    expect(describeAction({ type: 'attack', combo: null, chi: 0 }, state)).toBe('use no ability (end turn)');
    expect(describeAction({ type: 'react', evasive: true, preventHalf: false, chi: 2 }, state)).toBe(
      'spend evasive, spend 2 chi (+2 block)',
    );
    expect(describeAction({ type: 'react', evasive: false, preventHalf: false, chi: 0 }, state)).toBe(
      'take it (spend nothing)',
    );
  });

  it('draws the board with both heroes, HP and the dice', () => {
    const { state, ctx } = stateOf({
      fighters: [{ hp: 12 }],
      dice: { offense: [1, 2, 3, 4, 5] },
      step: { kind: 'play' },
    });
    beginTurn(state, ctx);
    const text = diceDuel.render!(diceDuel.view(state, 0), 0);
    expect(text).toContain('Pyromancer (you)');
    expect(text).toContain('12/30');
    expect(text).toContain('Shadow Monk');
    expect(text).toContain('Inferno 12');
  });

  it('evaluate is in [-1, 1], 1 for the winner and −1 for the loser', () => {
    const { state, ctx } = stateOf({
      fighters: [{}, { hp: 1 }],
      dice: { defense: [1, 1, 1, 1] },
      step: { kind: 'defend', incoming: 1 },
    });
    const v0 = diceDuel.evaluate!(state, 0);
    expect(v0).toBeGreaterThan(0);
    expect(v0).toBeLessThanOrEqual(1);
    expect(diceDuel.evaluate!(state, 1)).toBeCloseTo(-v0, 10);
    startDefense(
      state,
      { combo: null, label: 't', raw: 5, chiSpent: 0, buffBonus: 0, ultimate: false, post: {} },
      ctx,
    );
    expect(diceDuel.evaluate!(state, 0)).toBe(1);
    expect(diceDuel.evaluate!(state, 1)).toBe(-1);
  });
});
