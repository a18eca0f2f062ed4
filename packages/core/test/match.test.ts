import {
  type Action,
  type AnyGame,
  actionKey,
  eventsForm,
  findLegal,
  hashState,
  Match,
  type RecordedEvent,
  RuleViolation,
} from '@arbiter/core';
import { type ToyAction, type ToyState, toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { playToyMatch } from './helpers.ts';

const play = (card: number): ToyAction => ({ type: 'play', card });

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('Match: refusing actions', () => {
  it('refuses an out-of-turn action with RuleViolation and leaves the hash unchanged', () => {
    const match = new Match(toyGame, {}, 'turns');
    const before = match.hash();
    const card = (match.state as ToyState).hands[1][0];
    const e = caught(() => match.act(1, play(card)));
    expect(e).toBeInstanceOf(RuleViolation);
    expect((e as RuleViolation).code).toBe('not-your-turn');
    expect(match.hash()).toBe(before);
    expect(match.actions).toEqual([]);
    expect(match.events).toEqual([]);
  });

  it('refuses an illegal action with RuleViolation and leaves the hash unchanged', () => {
    const match = new Match(toyGame, {}, 'illegal');
    const before = match.hash();
    const hand = (match.state as ToyState).hands[0];
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((c) => !hand.includes(c))!;
    for (const bad of [
      { type: 'play', card: missing },
      { type: 'pass' },
      { type: 'play', card: hand[0], extra: 1 },
    ]) {
      const e = caught(() => match.act(0, bad));
      expect(e).toBeInstanceOf(RuleViolation);
      expect((e as RuleViolation).code).toBe('illegal-action');
      expect(match.hash()).toBe(before);
    }
    expect(match.actions).toEqual([]);
  });

  it('refuses any action once the game is over', () => {
    const match = playToyMatch('over');
    const before = match.hash();
    expect(match.toAct()).toEqual([]);
    expect(() => match.act(0, play(1))).toThrow(RuleViolation);
    expect(match.hash()).toBe(before);
  });

  it('accepts a legal action written with its keys in another order, and logs the legal one', () => {
    const match = new Match(toyGame, {}, 'keys');
    const card = match.legalActions(0)[0] as Action & { card: number };
    match.act(0, JSON.parse(`{"card":${card.card},"type":"play"}`));
    // The log holds the game's own legal action (its key order), not the caller's object.
    expect(JSON.stringify(match.actions[0].action)).toBe(JSON.stringify(card));
    expect(match.actions[0].player).toBe(0);
  });

  it('refuses options the game schema rejects', () => {
    expect(() => new Match(toyGame, { handSize: 99 }, 's')).toThrow();
    expect(new Match(toyGame, undefined, 's').options).toEqual({ handSize: 3 });
  });
});

describe('Match: recording', () => {
  it('records each action with the hash of the state after it', () => {
    const match = new Match(toyGame, {}, 'record');
    expect(match.initialHash).toBe(hashState(match.state));
    for (let i = 0; i < 4; i++) {
      const p = match.toAct()[0];
      match.act(p, match.legalActions(p)[0]);
      expect(match.actions[i].hash).toBe(match.hash());
      expect(match.actions[i].player).toBe(p);
    }
    expect(new Set(match.actions.map((a) => a.hash)).size).toBe(4);
  });

  it('the same seed and actions give the same hashes; another seed another start', () => {
    const a = playToyMatch('same', 'pick');
    const b = playToyMatch('same', 'pick');
    expect(b.actions).toEqual(a.actions);
    expect(b.hash()).toBe(a.hash());
    expect(new Match(toyGame, {}, 'other').initialHash).not.toBe(a.initialHash);
  });

  it('records events with the index of the action that caused them, and act returns them', () => {
    const match = new Match(toyGame, {}, 'events');
    const returned: unknown[] = [];
    while (match.outcome() === null) {
      const p = match.toAct()[0];
      const a = match.legalActions(p).at(-1)!;
      returned.push(...match.act(p, a));
    }
    expect(match.events.map((e) => e.action)).toEqual(match.actions.map((_, i) => i));
    expect(match.events.map((e) => e.event)).toEqual(returned);
    match.events.forEach(({ action, event }) => {
      expect(event.type).toBe('played');
      expect(event.player).toBe(match.actions[action].player);
      expect(event.card).toBe((match.actions[action].action as Action & { card: number }).card);
    });
  });

  it('does not record events when recordEvents is false, and skips hashes when hashEachAction is false', () => {
    const match = new Match(toyGame, {}, 'quiet', { recordEvents: false, hashEachAction: false });
    const p = match.toAct()[0];
    expect(match.act(p, match.legalActions(p)[0])).toEqual([]);
    expect(match.events).toEqual([]);
    expect(match.actions[0].hash).toBe('');
    expect(match.initialHash).toBe('');
  });

  it('toLog is JSON and describes the match', () => {
    const match = playToyMatch('log');
    const log = match.toLog();
    expect(JSON.parse(JSON.stringify(log))).toEqual(log);
    expect(log).toMatchObject({
      format: 'arbiter-match-log',
      version: 1,
      game: 'toy',
      seed: 'log',
      options: { handSize: 3 },
      initialHash: match.initialHash,
      finalHash: match.hash(),
      outcome: match.outcome(),
    });
    expect(log.actions).toEqual(match.actions);
    expect(log.actions).toHaveLength(6);
  });

  it('view, toAct and outcome delegate to the game', () => {
    const match = new Match(toyGame, {}, 'delegate');
    const state = match.state as ToyState;
    expect(match.view(0)).toEqual(toyGame.view(state, 0));
    expect(match.view(null)).toEqual(toyGame.view(state, null));
    expect(match.toAct()).toEqual([0]);
    expect(match.outcome()).toBeNull();
  });
});

describe('eventsForm', () => {
  const events: RecordedEvent[] = [
    { action: 0, event: { type: 'played' } },
    { action: 0, event: { type: 'shuffled', level: 'verbose' } },
    { action: 1, event: { type: 'scored', level: 'compact' } },
    { action: 2, event: { type: 'drew', level: 'verbose' } },
  ];

  it('compact drops verbose events and keeps order', () => {
    expect(eventsForm(events, 'compact').map((e) => e.event.type)).toEqual(['played', 'scored']);
  });

  it('verbose keeps every event, as a new array', () => {
    const all = eventsForm(events, 'verbose');
    expect(all).toEqual(events);
    expect(all).not.toBe(events);
  });

  it('works on events a match recorded from a game that emits both levels', () => {
    const chatty: AnyGame = {
      ...toyGame,
      apply(s, p, a, ctx) {
        ctx?.emit?.({ type: 'considered', level: 'verbose' });
        return toyGame.apply(s, p, a as ToyAction, ctx);
      },
    };
    const match = new Match(chatty, {}, 'chatty');
    const p = match.toAct()[0];
    match.act(p, match.legalActions(p)[0]);
    expect(eventsForm(match.events, 'verbose').map((e) => e.event.type)).toEqual(['considered', 'played']);
    expect(eventsForm(match.events, 'compact').map((e) => e.event.type)).toEqual(['played']);
  });
});

describe('actionKey / findLegal', () => {
  it('defaults to stable JSON, so key order does not matter', () => {
    expect(actionKey(toyGame, { type: 'play', card: 2 } as Action)).toBe(
      actionKey(toyGame, JSON.parse('{"card":2,"type":"play"}')),
    );
    const legal = [
      { type: 'play', card: 1 },
      { type: 'play', card: 2 },
    ];
    expect(findLegal(toyGame, legal, JSON.parse('{"card":2,"type":"play"}'))).toBe(legal[1]);
    expect(findLegal(toyGame, legal, { type: 'play', card: 3 } as Action)).toBeUndefined();
  });

  it("uses the game's actionKey when it has one", () => {
    const byCard: AnyGame = { ...toyGame, actionKey: (a: Action & { card?: number }) => `card:${a.card}` };
    const legal = [{ type: 'play', card: 4 }];
    expect(findLegal(byCard, legal, { type: 'play', card: 4, note: 'ignored' } as Action)).toBe(legal[0]);
    expect(findLegal(toyGame, legal, { type: 'play', card: 4, note: 'ignored' } as Action)).toBeUndefined();
  });
});
