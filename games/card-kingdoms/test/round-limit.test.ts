/**
 * The round limit: a game where players only take resources would never end
 * by the rules' conditions; it ends at the end of round `maxRounds`
 * (default 100), scored as usual.
 */
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';
import { DEFAULT_MAX_ROUNDS } from '../src/rules/flow.ts';
import type { CkAction, CkState } from '../src/state.ts';

/** Plays every decision with the first take of gold when offered, else the first option; returns the actions played. */
function takeOnly(state: CkState, limit = 100_000): number {
  let n = 0;
  while (!cardKingdoms.outcome(state)) {
    if (n++ > limit) throw new Error('no end');
    const [p] = cardKingdoms.toAct(state);
    const legal = cardKingdoms.legalActions(state, p);
    const take = legal.find((a: CkAction) => a.type === 'take' && a.res === 'g');
    cardKingdoms.apply(state, p, take ?? legal[0]);
  }
  return n;
}

describe('round limit', () => {
  it('ends a take-only game at the end of round maxRounds, after the last seat, scored as usual', () => {
    const options = cardKingdoms.optionsSchema.parse({ players: 3, maxRounds: 4 });
    const state = cardKingdoms.setup(options, 'round-limit');
    takeOnly(state);
    const outcome = cardKingdoms.outcome(state);
    expect(state.round).toBe(4);
    expect(state.turn).toBe(12);
    expect(state.active).toBe(2);
    expect(outcome?.reason).toMatch(/^round limit 4; /);
    // 2 starting gold, 2 takes a turn for 4 turns, plus what the starters paid: every score counted.
    expect(outcome?.scores).toHaveLength(3);
    for (const p of state.players) expect(p.g).toBeGreaterThanOrEqual(2 + 8);
  });

  it('without the option, the default limit ends it', () => {
    const state = cardKingdoms.setup(cardKingdoms.optionsSchema.parse({ players: 2 }), 'round-limit');
    takeOnly(state);
    expect(state.round).toBe(DEFAULT_MAX_ROUNDS);
    expect(cardKingdoms.outcome(state)?.reason).toMatch(`round limit ${DEFAULT_MAX_ROUNDS}`);
  });

  it('the limit travels with copies and views (determinize keeps it)', () => {
    const state = cardKingdoms.setup(cardKingdoms.optionsSchema.parse({ players: 2, maxRounds: 7 }), 's');
    expect(cardKingdoms.clone(state).maxRounds).toBe(7);
    expect(cardKingdoms.determinize?.(cardKingdoms.view(state, 0), 0, 'x').maxRounds).toBe(7);
  });
});
