import { Match, type MatchLog, ReplayMismatch, RuleViolation, replay } from '@arbiter/core';
import { type ToyAction, type ToyState, toyGame } from '@arbiter/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playToyMatch, viaJson } from './helpers.ts';

function mismatch(fn: () => unknown): ReplayMismatch {
  try {
    fn();
  } catch (e) {
    if (e instanceof ReplayMismatch) return e;
    throw e;
  }
  throw new Error('expected a ReplayMismatch');
}

describe('replay', () => {
  it('toLog -> JSON -> replay reproduces every hash and the outcome', () => {
    const original = playToyMatch('replay-1');
    const log = viaJson(original.toLog());
    const result = replay(toyGame, log);
    expect(result.match.initialHash).toBe(original.initialHash);
    expect(result.match.actions.map((a) => a.hash)).toEqual(original.actions.map((a) => a.hash));
    expect(result.finalHash).toBe(original.hash());
    expect(result.outcome).toEqual(original.outcome());
    expect(result.match.state).toEqual(original.state);
  });

  it('reproduces random toy matches over many seeds and hand sizes (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 5 }), (seed, chooser, handSize) => {
        const original = playToyMatch(seed, chooser, { handSize });
        const log = viaJson(original.toLog());
        const result = replay(toyGame, log);
        expect(result.match.actions).toEqual(log.actions);
        expect(result.finalHash).toBe(log.finalHash);
        expect(result.outcome).toEqual(log.outcome);
      }),
      { numRuns: 200 },
    );
  });

  it('replays a partial match (log taken before the end)', () => {
    const match = new Match(toyGame, {}, 'partial');
    const p = match.toAct()[0];
    match.act(p, match.legalActions(p)[0]);
    const result = replay(toyGame, viaJson(match.toLog()));
    expect(result.outcome).toBeNull();
    expect(result.finalHash).toBe(match.hash());
  });
});

describe('replay: tampered logs', () => {
  const original = playToyMatch('tamper');
  const fresh = (): MatchLog => viaJson(original.toLog());

  it('a changed hash throws ReplayMismatch at that index', () => {
    for (const i of [0, 3, 5]) {
      const log = fresh();
      const real = log.actions[i].hash;
      log.actions[i].hash = '0000000000000000';
      const e = mismatch(() => replay(toyGame, log));
      expect(e.index).toBe(i);
      expect(e.expected).toBe('0000000000000000');
      expect(e.actual).toBe(real);
      expect(e.message).toContain(`action ${i}`);
    }
  });

  it('a changed but still legal action throws ReplayMismatch at that index', () => {
    let tested = 0;
    for (let i = 0; i < original.actions.length; i++) {
      // Rebuild the state before step i to find another legal card.
      const prefix = new Match(toyGame, {}, 'tamper');
      for (let j = 0; j < i; j++) prefix.act(original.actions[j].player, original.actions[j].action);
      const player = original.actions[i].player;
      const chosen = original.actions[i].action as ToyAction;
      const other = prefix.legalActions(player).find((a) => (a as ToyAction).card !== chosen.card);
      if (!other) continue;
      const log = fresh();
      log.actions[i].action = viaJson(other);
      const e = mismatch(() => replay(toyGame, log));
      expect(e.index).toBe(i);
      expect(e.expected).toBe(original.actions[i].hash);
      tested++;
    }
    expect(tested).toBeGreaterThan(0);
  });

  it('a changed action that is not legal throws RuleViolation naming the step', () => {
    const log = fresh();
    const state = new Match(toyGame, {}, 'tamper').state as ToyState;
    const notHeld = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((c) => !state.hands[0].includes(c))!;
    const bogus: ToyAction = { type: 'play', card: notHeld };
    log.actions[0].action = bogus;
    expect(() => replay(toyGame, log)).toThrow(RuleViolation);
    expect(() => replay(toyGame, log)).toThrow(/replay step 0/);
  });

  it('a wrong player throws RuleViolation', () => {
    const log = fresh();
    log.actions[2].player = 1 - log.actions[2].player;
    expect(() => replay(toyGame, log)).toThrow(/replay step 2/);
  });

  it('a changed seed or initial hash is caught at setup (index -1)', () => {
    const seedLog = fresh();
    seedLog.seed = 'another seed';
    expect(mismatch(() => replay(toyGame, seedLog)).index).toBe(-1);
    const hashLog = fresh();
    hashLog.initialHash = 'ffffffffffffffff';
    const e = mismatch(() => replay(toyGame, hashLog));
    expect(e.index).toBe(-1);
    expect(e.message).toContain('setup');
  });

  it('changed options are caught at setup', () => {
    const log = fresh();
    log.options = { handSize: 4 };
    expect(mismatch(() => replay(toyGame, log)).index).toBe(-1);
  });

  it('a changed final hash or a truncated log is caught at the end', () => {
    const log = fresh();
    log.finalHash = 'ffffffffffffffff';
    const e = mismatch(() => replay(toyGame, log));
    expect(e.index).toBe(log.actions.length);
    expect(e.message).toContain('the end');

    const truncated = fresh();
    truncated.actions = truncated.actions.slice(0, 3);
    expect(mismatch(() => replay(toyGame, truncated)).index).toBe(3);
  });

  it('refuses a log for another game, or something that is not a match log', () => {
    const other = fresh();
    other.game = 'chess';
    expect(() => replay(toyGame, other)).toThrow(/log is for game 'chess', not 'toy'/);
    const notALog = { ...fresh(), format: 'something-else' } as unknown as MatchLog;
    expect(() => replay(toyGame, notALog)).toThrow(/not a match log/);
  });
});

describe('data fingerprints in match logs', () => {
  it('records the data a game played and refuses to replay a log made with other data', () => {
    const original = { ...toyGame, dataFingerprint: 'aaaa' };
    const match = new Match(original, {}, 'fp');
    while (match.outcome() === null) match.act(match.toAct()[0], match.legalActions(match.toAct()[0])[0]);
    const log = match.toLog();
    expect(log.data).toBe('aaaa');
    expect(replay(original, log).finalHash).toBe(log.finalHash);
    expect(() => replay({ ...toyGame, dataFingerprint: 'bbbb' }, log)).toThrow(
      /log was played with other toy data \(fingerprint aaaa; this game plays bbbb\)/,
    );
  });
});
