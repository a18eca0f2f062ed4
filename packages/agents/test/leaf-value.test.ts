/**
 * A game's own leaf value for tree search (`search.leafValue`): MCTS scores
 * where its playouts stop with it, while greedy keeps reading `evaluate`.
 * Double-turn Nim with two opposite heuristics: `evaluate` likes an odd pile
 * for seat 0, the leaf value an even one; from a pile of 10, taking 1 leaves
 * 9, taking 2 leaves 8. With no playout and a flat tree, MCTS's choice can
 * only come from the leaf value, and greedy's only from `evaluate`.
 */
import type { AnyGame } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { createAgent, createMctsAgent } from '../src/index.ts';
import { doubleTurnNim, type NimState } from './nim.ts';

const odd = (s: NimState, p: number) => (s.pile % 2 === 1 ? 0.5 : -0.5) * (p === 0 ? 1 : -1);

const game = {
  ...doubleTurnNim,
  evaluate: odd,
  search: { leafValue: (s: NimState, p: number) => -odd(s, p), expandAfter: 1_000_000 },
} as unknown as AnyGame;

const start: NimState = { pile: 10, move: 0, lastTaker: -1 };

function choose(agent: ReturnType<typeof createAgent>) {
  const legal = game.legalActions(start, 0);
  return agent.choose({ game, player: 0, view: game.view(start, 0), legal });
}

describe('search.leafValue', () => {
  it('scores MCTS leaves in place of evaluate', () => {
    for (let s = 0; s < 5; s++) {
      const mcts = createMctsAgent(`leaf/${s}`, { iterations: 40, rolloutDepth: 0 });
      expect(choose(mcts)).toEqual({ type: 'take', take: 2 });
    }
  });

  it('leaves greedy on evaluate', () => {
    for (let s = 0; s < 5; s++)
      expect(choose(createAgent('greedy', `leaf/${s}`))).toEqual({ type: 'take', take: 1 });
  });

  it('falls back to evaluate for MCTS when the game has none', () => {
    const plain = { ...game, search: { expandAfter: 1_000_000 } } as AnyGame;
    const mcts = createMctsAgent('leaf/plain', { iterations: 40, rolloutDepth: 0 });
    const legal = plain.legalActions(start, 0);
    expect(mcts.choose({ game: plain, player: 0, view: plain.view(start, 0), legal })).toEqual({
      type: 'take',
      take: 1,
    });
  });
});
