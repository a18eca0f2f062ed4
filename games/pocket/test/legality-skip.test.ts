/**
 * `applyAction` skips its legality re-check for an action that is one of the
 * objects the last `legalActions` call listed for the same state, version
 * and player (rules/actions.ts, `justListed`); every other action is still
 * checked in full and refused with a reason, the state unchanged.
 *
 * To see which path an action takes, the tests change the state behind the
 * rules' back after listing (the Energy Zone emptied: attaching is then
 * illegal), which no caller does: a listed action still applies (no check),
 * a copy of it is refused (the full check ran).
 */
import { hashState, RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';
import { applyAction, legalActions, type PocketAction } from '../src/rules/actions.ts';
import { cloneState, type PocketState, type Side } from '../src/state.ts';

/** A seeded game played forward (first option of every choice, turns ended) until its turn's player may attach Energy. */
function withAttach(): { s: PocketState; player: Side } {
  const s = pocket.setup(pocket.optionsSchema.parse({ deck1: 'mewtwoex', deck2: 'fire' }), 'legality-skip');
  for (let i = 0; i < 200; i++) {
    const player = pocket.toAct(s)[0] as Side;
    const legal = legalActions(s, player);
    if (legal.some((a) => a.type === 'attach')) return { s, player };
    const next =
      legal.find((a) => a.type === 'choose') ?? (legal.find((a) => a.type === 'end') as PocketAction);
    applyAction(s, player, next, undefined);
  }
  throw new Error('no turn with an Energy to attach');
}

/** The refusal's reason (and that the state did not change). */
function refusal(s: PocketState, player: Side, a: PocketAction): string {
  const before = hashState(s);
  let reason = '';
  try {
    applyAction(s, player, a, undefined);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleViolation);
    reason = (e as Error).message;
  }
  expect(hashState(s)).toBe(before);
  return reason;
}

describe('the legality re-check of a just-listed action', () => {
  it('an action object from the last list is applied without the check', () => {
    const { s, player } = withAttach();
    const attach = legalActions(s, player).find((a) => a.type === 'attach') as PocketAction;
    s.sides[player].zone = null; // attaching is illegal now; the list does not know
    applyAction(s, player, attach, undefined);
    expect(s.stats.actions).toBeGreaterThan(0);
  });

  it('a copy of a listed action (a forged one) is checked in full and refused with a reason', () => {
    const { s, player } = withAttach();
    const attach = legalActions(s, player).find((a) => a.type === 'attach') as PocketAction;
    s.sides[player].zone = null;
    expect(refusal(s, player, { ...attach })).toMatch(/no energy to attach/);
  });

  it('an action listed before the last apply (stale) is checked in full', () => {
    const { s, player } = withAttach();
    const legal = legalActions(s, player);
    const attach = legal.find((a) => a.type === 'attach') as PocketAction;
    applyAction(s, player, attach, undefined);
    // The old list's attach again, with no list made since, then with a new list made.
    expect(refusal(s, player, attach)).toMatch(/no energy to attach/);
    expect(legalActions(s, player)).not.toContain(attach);
    expect(refusal(s, player, attach)).toMatch(/no energy to attach/);
  });

  it("a list made for another state (a clone) or another player does not skip this one's check", () => {
    const { s, player } = withAttach();
    const c = cloneState(s);
    const attach = legalActions(c, player).find((a) => a.type === 'attach') as PocketAction;
    s.sides[player].zone = null;
    expect(refusal(s, player, attach)).toMatch(/no energy to attach/);
    legalActions(s, player);
    const opponent = (1 - player) as Side;
    expect(refusal(s, opponent, { type: 'end' })).toMatch(/not your turn/);
  });

  it('a listed action played for the other player is refused', () => {
    const { s, player } = withAttach();
    const end = legalActions(s, player).find((a) => a.type === 'end') as PocketAction;
    expect(refusal(s, (1 - player) as Side, end)).toMatch(/not your turn/);
  });
});
