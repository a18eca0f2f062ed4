/**
 * The kernel's conformance suite on Dice Duel: random self-play over 100
 * seeds with round trips, clone isolation, illegal-action refusal, replay,
 * and a redaction check. Dice Duel hides nothing but the future, so a view
 * must hold no RNG state and no scenario-forced dice, at any depth.
 */
import { runConformance } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { diceDuel } from '../src/index.ts';
import { stateOf } from './helpers.ts';

/** Throws if any object inside `view` has an `rng` or `forced` key. */
function assertRedacted(view: unknown): void {
  const walk = (x: unknown, path: string): void => {
    if (x === null || typeof x !== 'object') return;
    if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) walk(x[i], `${path}[${i}]`);
      return;
    }
    for (const [k, v] of Object.entries(x)) {
      if (k === 'rng' || k === 'forced') throw new Error(`${path}.${k} is in the view`);
      walk(v, `${path}.${k}`);
    }
  };
  walk(view, '$');
}

describe('Dice Duel conformance', () => {
  it('passes the kernel conformance suite over 100 seeds', () => {
    const summary = runConformance(diceDuel, { seeds: 100, assertRedacted });
    expect(summary.games).toBe(100);
    expect(summary.outcomes.wins[0] + summary.outcomes.wins[1] + summary.outcomes.draws).toBe(100);
    expect(summary.actions).toBeGreaterThan(100);
    // The event checks ran with no exemption: every state-changing action emitted events, visibility held.
    expect(summary.events.skipped).toBeUndefined();
    expect(summary.events.silent).toBeUndefined();
    expect(summary.events.changingActions).toBeGreaterThan(100);
    expect(summary.events.events).toBeGreaterThan(summary.actions);
  }, 240_000); // about 15 s alone; CI runs it beside every other file on 2 cores

  it('passes with everyone on v1, and with the training dummy', () => {
    expect(
      runConformance(diceDuel, {
        seeds: 10,
        firstSeed: 500,
        options: { enableDefenseV2: false },
        assertRedacted,
      }).games,
    ).toBe(10);
    expect(
      runConformance(diceDuel, {
        seeds: 10,
        firstSeed: 600,
        options: { hero1: 'training-dummy', hero2: 'pyromancer' },
        assertRedacted,
      }).games,
    ).toBe(10);
  });

  it('assertRedacted catches an RNG or forced dice anywhere in a view', () => {
    const { state } = stateOf({ dice: { defense: [6, 6, 6] }, step: { kind: 'defend', incoming: 1 } });
    const view = diceDuel.view(state, 0);
    expect(() => assertRedacted(view)).not.toThrow();
    expect(() => assertRedacted({ ...view, rng: state.rng })).toThrow(/\$\.rng/);
    expect(() =>
      assertRedacted({
        ...view,
        fighters: [{ ...view.fighters[0], forced: state.forced }, view.fighters[1]],
      }),
    ).toThrow(/fighters\[0\]\.forced/);
  });

  it('a view rebuilt into a state (determinize) keeps the position and gets a fresh RNG', () => {
    const { state } = stateOf({
      fighters: [{ hp: 17, statuses: { chi: 2 } }],
      dice: { offense: [1, 1, 1, 1, 1] },
      step: { kind: 'defend', incoming: 1 },
    });
    const view = diceDuel.view(state, 1);
    const again = diceDuel.determinize!(view, 1, 'other');
    expect(again.fighters[0]).toMatchObject({ hp: 17, statuses: { chi: 2 } });
    expect(again.forced).toEqual({});
    expect(again.rng).not.toEqual(state.rng);
  });
});
