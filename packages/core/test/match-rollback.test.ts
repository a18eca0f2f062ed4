import { type AnyGame, Match, RuleViolation } from '@arbiter/core';
import { type ToyState, toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';

describe('Match.act when a legal action fails mid-way', () => {
  it('restores the state as it was and records nothing', () => {
    // A game whose apply changes the state and then throws on one legal card,
    // as a trigger loop hitting the depth guard would.
    const fragile: AnyGame = {
      ...toyGame,
      apply(s: ToyState, p: number, a: { type: 'play'; card: number }, ctx) {
        toyGame.apply(s, p, a, ctx);
        if (a.card === s.played[p][0]) throw new RuleViolation('trigger-depth', 'loop in data');
        return s;
      },
    };
    const match = new Match(fragile, {}, '3');
    const before = match.hash();
    const card = match.legalActions(0)[0];
    expect(() => match.act(0, card)).toThrow(RuleViolation);
    expect(match.hash()).toBe(before);
    expect(match.actions).toHaveLength(0);
    expect(match.toAct()).toEqual([0]);
  });
});

describe('Match.undoLast', () => {
  it('takes back the last act: state, action and events as before it', () => {
    const match = new Match(toyGame, {}, '5');
    match.act(0, match.legalActions(0)[0]);
    const hash = match.hash();
    const events = match.events.length;
    match.act(1, match.legalActions(1)[0]);
    expect(match.stateBeforeLast).toBeDefined();
    match.undoLast();
    expect(match.hash()).toBe(hash);
    expect(match.actions).toHaveLength(1);
    expect(match.events).toHaveLength(events);
    expect(() => match.undoLast()).toThrow(/no action/);
  });

  it('refuses after a trusted apply, whose state before was never copied', () => {
    const match = new Match(toyGame, {}, '5');
    match.act(0, match.legalActions(0)[0]);
    match.applyTrusted(1, match.legalActions(1)[0]);
    expect(() => match.undoLast()).toThrow(/no action/);
  });
});
