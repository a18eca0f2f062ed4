/**
 * The resolution's machinery around the effects (rules/resolution-context.ts,
 * effects/wrappers/nested.ts): a Pokémon choice names its options only when
 * the player is asked (`choosePokemon`: a single Pokémon or an answer in the
 * memo is taken first) — random games played with that off and on in
 * lockstep (test/lockstep.ts) are equal at every decision, the pending
 * question's options included (they are in the state's hash), and the games
 * reach the unnamed answers; and a wrapper's nested effects are queued where
 * they run: right after the wrapper, or, for an effect of the phase after the
 * damage queued by a wrapper that runs before it, right after the damage step.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EffectCtx } from '../src/effects/context.ts';
import type { InnerRef } from '../src/effects/effect.ts';
import { queueNested } from '../src/effects/wrappers/nested.ts';
import { unnamedChoices, useLazyLabels } from '../src/rules/resolution-context.ts';
import type { Resolution, Step } from '../src/state.ts';
import { currentDecks, newTally, playLockstep, triggerPoolDeck } from './lockstep.ts';
import { generator } from './pool-decks.ts';

afterEach(() => useLazyLabels(true));

describe("a Pokémon choice's option names made only when the player is asked", () => {
  it('changes nothing in random games on the current decks', () => {
    const ids = currentDecks();
    const tally = newTally();
    const before = unnamedChoices();
    for (let g = 0; g < 12; g++)
      playLockstep(
        { deck1: ids[(g * 5 + 1) % ids.length], deck2: ids[(g * 11 + 7) % ids.length] },
        `lazy-labels/${g}`,
        useLazyLabels,
        tally,
        g % 2 === 0,
      );
    expect(tally.decisions).toBeGreaterThan(800);
    expect(unnamedChoices() - before).toBeGreaterThan(20);
  });

  it('changes nothing in random games on pool decks with triggered cards', () => {
    const pick = generator(9127);
    const tally = newTally();
    const before = unnamedChoices();
    for (let g = 0; g < 10; g++)
      playLockstep(
        { deck1: triggerPoolDeck(pick), deck2: triggerPoolDeck(pick) },
        `lazy-labels-pool/${g}`,
        useLazyLabels,
        tally,
        g % 2 === 1,
      );
    expect(tally.decisions).toBeGreaterThan(700);
    expect(unnamedChoices() - before).toBeGreaterThan(10);
  });
});

describe("a wrapper's nested effects", () => {
  const effect = (name: string, phase: 'modify' | 'after'): Step => ({
    kind: 'effect',
    ref: { type: name },
    phase,
  });
  /** The steps' names after the wrapper at `at` queues `refs` (each ref's phase is its `phase` field). */
  const queued = (steps: Step[], at: number, refs: InnerRef[]): string[] => {
    const res = { steps: Object.freeze(steps.slice()) as Step[], at } as Resolution;
    const ctx = { res, phaseOf: (ref: InnerRef) => ref.phase as 'modify' | 'after' } as unknown as EffectCtx;
    queueNested(ctx, refs);
    return res.steps.map((st) => (st.kind === 'effect' ? (st.ref.type as string) : st.kind));
  };
  const before = [{ kind: 'precheck' } as Step, effect('wrapper', 'modify'), effect('boost', 'modify')];
  const rest = [{ kind: 'damage' } as Step, effect('heal', 'after')];

  it('run right after the wrapper, except those after the damage, which go right after the damage step', () => {
    expect(
      queued([...before, ...rest], 1, [
        { type: 'a1', phase: 'after' },
        { type: 'm1', phase: 'modify' },
        { type: 'a2', phase: 'after' },
        { type: 'm2', phase: 'modify' },
      ]),
    ).toEqual(['precheck', 'wrapper', 'm1', 'm2', 'boost', 'damage', 'a1', 'a2', 'heal']);
  });

  it('run right after the wrapper, in order, when it runs after the damage or no damage step is left', () => {
    const after = [{ kind: 'precheck' } as Step, { kind: 'damage' } as Step, effect('wrapper', 'after')];
    expect(
      queued([...after, effect('heal', 'after')], 2, [
        { type: 'm1', phase: 'modify' },
        { type: 'a1', phase: 'after' },
      ]),
    ).toEqual(['precheck', 'damage', 'wrapper', 'm1', 'a1', 'heal']);
    expect(
      queued([effect('wrapper', 'modify'), effect('next', 'modify')], 0, [
        { type: 'a1', phase: 'after' },
        { type: 'm1', phase: 'modify' },
      ]),
    ).toEqual(['wrapper', 'm1', 'a1', 'next']);
  });

  it('leave a shared list as it was (the resolution gets a new one)', () => {
    const shared = Object.freeze([...before, ...rest]) as Step[];
    const res = { steps: shared, at: 1 } as Resolution;
    const ctx = { res, phaseOf: () => 'after' } as unknown as EffectCtx;
    queueNested(ctx, [{ type: 'x' }]);
    expect(res.steps).not.toBe(shared);
    expect(shared).toHaveLength(5);
    expect(res.steps).toHaveLength(6);
  });
});
