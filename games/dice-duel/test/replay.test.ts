/**
 * Replay determinism: 500 random matches recorded with the kernel Match
 * (hash after every action) replay to the same hashes; the same seed and
 * actions give the same log; a changed log is caught.
 */
import { Match, type MatchLog, ReplayMismatch, replay } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { diceDuel } from '../src/index.ts';
import type { DuelState } from '../src/state.ts';
import { randomMatch } from './helpers.ts';

const viaJson = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const HEROES = ['pyromancer', 'shadow-monk', 'training-dummy'];

describe('replay determinism', () => {
  it('500 seeds: every recorded hash is reproduced by replay', () => {
    let actions = 0;
    for (let s = 0; s < 500; s++) {
      const options = {
        hero1: HEROES[s % 3],
        hero2: HEROES[(s + 1 + (s >> 2)) % 3],
        enableDefenseV2: s % 5 !== 0,
        maxRerollsPerDefense: s % 4,
      };
      const match = randomMatch(`replay-${s}`, options, { recordEvents: false });
      const log = viaJson(match.toLog());
      expect(log.actions.every((a) => /^[0-9a-f]+$/.test(a.hash))).toBe(true);
      const again = replay(diceDuel, log);
      expect(again.match.actions.map((a) => a.hash)).toEqual(log.actions.map((a) => a.hash));
      expect(again.finalHash).toBe(log.finalHash);
      expect(again.outcome).toEqual(log.outcome);
      actions += log.actions.length;
    }
    expect(actions).toBeGreaterThan(5000);
  }, 240_000);

  it('two setups with the same seed and the same actions give identical logs', () => {
    for (const seed of ['same-1', 'same-2', 'same-3']) {
      const a = randomMatch(seed);
      const b = new Match(diceDuel, {}, seed);
      for (const step of a.actions) b.act(step.player, viaJson(step.action));
      expect(viaJson(b.toLog())).toEqual(viaJson(a.toLog()));
      expect(b.events).toEqual(a.events);
      expect(diceDuel.report!(b.state as DuelState, b.options as never)).toEqual(
        diceDuel.report!(a.state as DuelState, a.options as never),
      );
    }
  });

  it('different seeds give different matches', () => {
    const a = randomMatch('diff-a').toLog();
    const b = randomMatch('diff-b').toLog();
    expect(a.initialHash === b.initialHash && a.finalHash === b.finalHash).toBe(false);
  });

  it('a tampered action or hash is caught', () => {
    const log = viaJson(randomMatch('tamper').toLog()) as MatchLog;
    const badHash = viaJson(log);
    badHash.actions[3].hash = '0000000000000000';
    expect(() => replay(diceDuel, badHash)).toThrow(ReplayMismatch);
    // Swap the first offense choice for another legal one: the hashes diverge.
    const m = new Match(diceDuel, {}, 'tamper');
    const legal = m.legalActions(log.actions[0].player);
    const other = legal.find((x) => JSON.stringify(x) !== JSON.stringify(log.actions[0].action))!;
    const badAction = viaJson(log);
    badAction.actions[0].action = other;
    expect(() => replay(diceDuel, badAction)).toThrow();
  });
});
