/**
 * MCTS's progressive widening with a one-step prior (`prior`, search/widening.ts).
 */
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { createAgent, createMctsAgent, mctsParams, parseAgentSpec, searchParamsFor } from '../src/index.ts';
import { widthAt } from '../src/search/widening.ts';
import { lastPlayPosition } from './helpers.ts';

describe('MCTS widening at the root with a one-step prior', () => {
  it("is the game's unless the settings name it, and read from settings and specs", () => {
    expect(mctsParams().widening).toBeNull();
    expect(mctsParams({ prior: 0 }).widening?.worlds).toBe(0);
    const withPrior = { ...toyGame, search: { ...toyGame.search, prior: 1 } };
    expect(searchParamsFor(toyGame, mctsParams()).widening).toBeUndefined();
    expect(searchParamsFor(withPrior, mctsParams()).widening?.worlds).toBe(1);
    expect(searchParamsFor(withPrior, mctsParams({ prior: 0 })).widening).toBeUndefined();
    expect(mctsParams({ prior: 1 }).widening).toEqual({ worlds: 1, alpha: 0.5, weight: 2, inner: false });
    expect(parseAgentSpec('mcts:50ms:prior=2:widen=0.4:priorWeight=3:below=1').settings).toMatchObject({
      prior: 2,
      widen: 0.4,
      priorWeight: 3,
      widenBelow: 1,
    });
  });

  it('widens as 1 + visits^alpha, never past the legal actions', () => {
    expect([0, 1, 3, 4, 99, 100].map((v) => widthAt(v, 0.5, 50))).toEqual([1, 2, 2, 3, 10, 11]);
    expect(widthAt(10_000, 0.5, 7)).toBe(7);
  });

  it('plays the one-step best action when the budget cannot search, and stays within the widened few', () => {
    const state = lastPlayPosition();
    const legal = toyGame.legalActions(state, 1);
    expect(legal.length).toBeGreaterThan(2);
    const win = { type: 'play', card: 9 };
    for (let s = 0; s < 10; s++) {
      const choose = (settings: Record<string, number>) =>
        createAgent('mcts', `w${s}`, { iterations: 1, ...settings }).choose({
          game: toyGame,
          player: 1,
          view: toyGame.view(state, 1),
          legal,
        });
      expect(choose({ prior: 1 })).toEqual(win);
      expect(choose({ prior: 1, widenBelow: 1 })).toEqual(win);
    }
    // Three iterations: the root widens to two actions at most (1 + floor(2^0.5)), so one stays untried.
    const agent = createMctsAgent('n', { iterations: 3, prior: 1 });
    agent.choose({ game: toyGame, player: 1, view: toyGame.view(state, 1), legal });
    const tried = agent.lastSearch!.ranked.filter((r) => r.visits > 0);
    expect(tried.length).toBeLessThanOrEqual(2);
    expect(tried[0].action).toEqual(win);
  });
});
