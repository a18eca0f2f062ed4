/**
 * gainStatus with stackCap and usablePhase, on Shadow Monk's shipped card
 * (chi per 4/5, stackCap 3, usablePhase nextTurn): the cap from the card,
 * pools above the cap, the reaction window, and locks releasing next turn.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/actions.ts';
import { diceDuel, shippedCatalog } from '../src/index.ts';
import { grantStatus, lockedStacks, removeStatus, spendable } from '../src/rules/statuses.ts';
import { resolveAttack, startDefense } from '../src/rules/turn.ts';
import { defend, eventsOf, stateOf } from './helpers.ts';

const monkCard = shippedCatalog.heroes['shadow-monk'].card!.card!;
const chiRule = monkCard.rules.find((r) => r.id === 'monk_gain_chi_per_45')!;

/** The monk's card with its chi grant usable at once. */
const immediateMonkCard = {
  ...monkCard,
  rules: monkCard.rules.map((r) =>
    r.id === chiRule.id
      ? {
          ...r,
          effects: [{ type: 'gainStatus', status: 'chi', amount: 1, stackCap: 3, usablePhase: 'immediate' }],
        }
      : r,
  ),
};

const attack = (raw: number) => ({
  combo: null,
  label: 'test',
  raw,
  chiSpent: 0,
  buffBonus: 0,
  ultimate: false,
  post: {},
});

describe("Shadow Monk's chi: stackCap 3", () => {
  it('the shipped card is what these tests assume', () => {
    expect(chiRule.effects[0]).toEqual({
      type: 'gainStatus',
      status: 'chi',
      amount: 1,
      stackCap: 3,
      usablePhase: 'nextTurn',
    });
  });

  it('four 4/5s request 4 chi and get 3', () => {
    const out = defend({ incoming: 5, defense: [4, 5, 4, 5] });
    const hit = out.defense!.rulesHit.find((h) => h.ruleId === chiRule.id)!;
    expect(hit.matchCount).toBe(4);
    expect(hit.effects[0]).toEqual({ type: 'gainStatus', ok: true, value: 3 });
    expect(out.fighters[1].statuses.chi).toBe(3);
    expect(eventsOf(out, 'status-gained')[0]).toMatchObject({
      requested: 4,
      added: 3,
      total: 3,
      usablePhase: 'nextTurn',
    });
  });

  it('a pool of 2 gains only 1', () => {
    const out = defend({ incoming: 5, defense: [4, 5, 4, 5], defender: { statuses: { chi: 2 } } });
    expect(out.fighters[1].statuses.chi).toBe(3);
  });

  it('a pool already above 3 is not lowered, and the grant is rejected', () => {
    const out = defend({ incoming: 5, defense: [4, 5, 1, 1], defender: { statuses: { chi: 5 } } });
    expect(out.fighters[1].statuses.chi).toBe(5);
    const hit = out.defense!.rulesHit.find((h) => h.ruleId === chiRule.id)!;
    expect(hit.effects[0]).toMatchObject({ ok: false, value: 0, reason: 'chi already at its cap' });
  });

  it('never exceeds 3 from the card over any roll and starting pool ≤ 3', () => {
    for (let start = 0; start <= 3; start++) {
      for (const roll of [
        [4, 4, 4, 4],
        [5, 1, 2, 3],
        [4, 5, 6, 6],
        [1, 2, 3, 6],
      ]) {
        const out = defend({
          incoming: 3,
          defense: roll,
          defender: { statuses: start ? { chi: start } : {} },
        });
        const mid = roll.filter((d) => d === 4 || d === 5).length;
        expect(out.fighters[1].statuses.chi ?? 0).toBe(Math.max(start, Math.min(3, start + mid)));
      }
    }
  });
});

describe('usablePhase and the reaction window', () => {
  it("nextTurn (the card's default): gained chi is not spendable in the same reaction window", () => {
    // One evasive stack opens the window; the 2 new chi stay locked in it.
    const { state, ctx } = stateOf({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      fighters: [{}, { statuses: { evasive: 1 } }],
      dice: { defense: [4, 5, 1, 1] },
      step: { kind: 'defend', incoming: 6 },
    });
    startDefense(state, attack(6), ctx);
    expect(state.phase).toBe('react');
    expect(state.fighters[1].statuses.chi).toBe(2);
    expect(lockedStacks(state, 1, 'chi')).toBe(2);
    expect(spendable(state, 1, 'chi')).toBe(0);
    const legal = legalActions(state, 1);
    expect(legal.every((a) => a.type === 'react' && a.chi === 0)).toBe(true);
    expect(legal).toHaveLength(2); // evasive yes / no
    expect(() =>
      diceDuel.apply(diceDuel.clone(state), 1, { type: 'react', evasive: false, preventHalf: false, chi: 1 }),
    ).toThrow(/only 0 chi/);
    const view = diceDuel.view(state, 1);
    expect(view.fighters[1].spendable.chi).toBe(0);
    expect(view.fighters[1].locked).toEqual([{ status: 'chi', stacks: 2, unlockTurn: 2 }]);
  });

  it('with nothing else to spend, locked chi opens no reaction window at all', () => {
    const { state, ctx } = stateOf({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      dice: { defense: [4, 5, 1, 1] },
      step: { kind: 'defend', incoming: 6 },
    });
    startDefense(state, attack(6), ctx);
    expect(state.phase).toBe('offense');
    expect(state.turn).toBe(2);
  });

  it('immediate: gained chi can be spent in the same window, as block', () => {
    const { state, ctx } = stateOf({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      cards: { 1: immediateMonkCard },
      dice: { defense: [4, 5, 1, 1] },
      step: { kind: 'defend', incoming: 6 },
    });
    startDefense(state, attack(6), ctx);
    expect(state.phase).toBe('react');
    expect(spendable(state, 1, 'chi')).toBe(2);
    expect(state.fighters[1].locked).toEqual([]);
    const chiOptions = legalActions(state, 1).map((a) => (a.type === 'react' ? a.chi : -1));
    expect(chiOptions).toEqual([0, 1, 2]);
    diceDuel.apply(state, 1, { type: 'react', evasive: false, preventHalf: false, chi: 2 });
    // 6 raw − 2 block from the 1s − 2 chi block = 2.
    expect(state.lastAttack!.checkpoints.final).toBe(2);
    expect(state.lastAttack!.blocked).toBe(4);
    expect(state.fighters[1].statuses.chi).toBeUndefined();
  });

  it('locks release on the next turn: the monk can spend the chi on its own attack', () => {
    const { state, ctx } = stateOf({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      fighters: [{}, { statuses: { evasive: 1 } }],
      dice: { defense: [4, 5, 1, 1], offense: [3, 3, 3, 1, 2] },
      step: { kind: 'defend', incoming: 6 },
    });
    startDefense(state, attack(6), ctx);
    resolveAttack(state, { evasive: false, preventHalf: false, chi: 0 }, ctx);
    expect(state.turn).toBe(2);
    expect(state.active).toBe(1);
    expect(state.fighters[1].locked).toEqual([]);
    expect(spendable(state, 1, 'chi')).toBe(2);
    const chiOnAttack = legalActions(state, 1)
      .filter((a) => a.type === 'attack' && a.combo === '3OAK')
      .map((a) => (a.type === 'attack' ? a.chi : -1));
    expect(chiOnAttack).toEqual([0, 1, 2]);
  });

  it("nextAttack: stacks a defender gains unlock on the next turn, an attacker's on its next attacking turn", () => {
    const { state } = stateOf({ active: 0, step: { kind: 'defend', incoming: 0 } });
    grantStatus(state, 1, 'chi', 1, { usablePhase: 'nextAttack', source: 'test' });
    grantStatus(state, 0, 'chi', 1, { usablePhase: 'nextAttack', source: 'test' });
    expect(state.fighters[1].locked).toEqual([{ status: 'chi', stacks: 1, unlockTurn: 2 }]);
    expect(state.fighters[0].locked).toEqual([{ status: 'chi', stacks: 1, unlockTurn: 3 }]);
  });

  it('removing stacks trims locks so locked never exceeds held', () => {
    const { state } = stateOf({ step: { kind: 'defend', incoming: 0 } });
    grantStatus(state, 1, 'chi', 1, { usablePhase: 'immediate', source: 'a' });
    grantStatus(state, 1, 'chi', 2, { source: 'b' });
    expect(lockedStacks(state, 1, 'chi')).toBe(2);
    expect(removeStatus(state, 1, 'chi', 2)).toBe(2);
    expect(state.fighters[1].statuses.chi).toBe(1);
    expect(lockedStacks(state, 1, 'chi')).toBe(1);
    removeStatus(state, 1, 'chi', 5);
    expect(state.fighters[1].statuses.chi).toBeUndefined();
    expect(state.fighters[1].locked).toEqual([]);
  });

  it('status sources are recorded for analytics', () => {
    const out = defend({ incoming: 5, defense: [4, 5, 1, 1] });
    expect(out.report.stats[1].statusGained).toEqual({ [`chi<-rule:${chiRule.id}`]: 2 });
  });
});
