/**
 * MCTS's leaf value (src/agents/leaf-value.ts): `evaluate` with citizens'
 * payouts counted over the rounds the game has left, not a flat ten.
 */
import { describe, expect, it } from 'vitest';
import { roundsLeft } from '../src/agents/leaf-value.ts';
import { cardKingdoms } from '../src/index.ts';
import type { CkState } from '../src/state.ts';

const fresh = (): CkState => cardKingdoms.setup(cardKingdoms.optionsSchema.parse({}), 'leaf') as CkState;

describe('the leaf value', () => {
  it('counts the rounds left from the smallest citizen stacks, none once the game is ending', () => {
    const s = fresh();
    expect(roundsLeft(s)).toBe(10);
    // Four stacks of two players' 2 × seats smallest hold 1 card each: about 3 rounds left.
    for (let i = 0; i < 4; i++) s.citizenStacks[i].cards.splice(1);
    expect(roundsLeft(s)).toBeCloseTo(3.2);
    s.ending = true;
    expect(roundsLeft(s)).toBe(0);
  });

  it('values a citizen that pays less near the end than evaluate does, and the same early on', () => {
    const s = fresh();
    const leaf = cardKingdoms.search!.leafValue!;
    const hireOne = (state: CkState) => {
      const t = structuredClone(state);
      t.players[0].citizens.push(t.citizenStacks[0].cards[0]);
      return t;
    };
    // Early: the same value as evaluate (10 rounds of payouts).
    expect(leaf(hireOne(s), 0)).toBeCloseTo(cardKingdoms.evaluate!(hireOne(s), 0));
    // Ending: payouts count for nothing, so a citizen is worth its role icons alone.
    s.ending = true;
    expect(leaf(hireOne(s), 0)).toBeLessThan(cardKingdoms.evaluate!(hireOne(s), 0));
    expect(leaf(hireOne(s), 0)).toBeGreaterThan(leaf(s, 0));
  });
});
