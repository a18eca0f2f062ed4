import type { AnyGame } from '@arbiter/core';
import { type ToyAction, toyGame } from '@arbiter/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { createAgent } from '../src/index.ts';
import { lastPlayPosition, toyPosition } from './helpers.ts';

// Seat 1 makes the last play of the game, behind 8 to 15: only the 9 wins.
const lastPlay = lastPlayPosition();

// The first play of the game: the 9 scores most and nothing can be matched yet.
const firstPlay = toyPosition({
  hands: [
    [1, 5, 9],
    [2, 3, 4],
  ],
  played: [[], []],
  scores: [0, 0],
  turn: 0,
});

function decide(game: AnyGame, state: typeof lastPlay, seed: string) {
  const player = state.turn;
  const legal = game.legalActions(state, player);
  return createAgent('greedy', seed).choose({ game, player, view: game.view(state, player), legal });
}

describe('greedy agent', () => {
  it('takes the immediately winning play', () => {
    for (let s = 0; s < 20; s++)
      expect(decide(toyGame, lastPlay, `g${s}`)).toEqual({ type: 'play', card: 9 });
  });

  it('takes the higher-scoring play when the game goes on', () => {
    for (let s = 0; s < 20; s++)
      expect(decide(toyGame, firstPlay, `g${s}`)).toEqual({ type: 'play', card: 9 });
  });

  it('takes the doubling match when it outscores the biggest card', () => {
    // Opponent's last card is 6: playing 6 gains 12, playing 9 gains 9.
    const state = toyPosition({
      hands: [
        [1, 2, 3],
        [6, 9, 1],
      ],
      played: [[6], []],
      scores: [6, 0],
      turn: 1,
    });
    expect(decide(toyGame, state, 'm')).toEqual({ type: 'play', card: 6 });
  });

  it('samples worlds from the view with determinize, with different seeds', () => {
    const determinize = vi.fn(toyGame.determinize!);
    const game = { ...toyGame, determinize } as AnyGame;
    const agent = createAgent('greedy', 'spy', { samples: 5 });
    const legal = game.legalActions(firstPlay, 0);
    const view = game.view(firstPlay, 0);
    agent.choose({ game, player: 0, view, legal });
    expect(determinize).toHaveBeenCalledTimes(5);
    const seeds = determinize.mock.calls.map((c) => c[2]);
    expect(new Set(seeds).size).toBe(5);
    for (const call of determinize.mock.calls) {
      expect(call[0]).toBe(view);
      expect(call[1]).toBe(0);
    }
  });

  it('falls back to uniform random play without determinize', () => {
    const { determinize: _omit, ...rest } = toyGame;
    const game = rest as AnyGame;
    const counts = new Map<number, number>();
    for (let s = 0; s < 300; s++) {
      const choice = decide(game, lastPlay, `r${s}`) as ToyAction;
      counts.set(choice.card, (counts.get(choice.card) ?? 0) + 1);
    }
    // All three cards get chosen, the winning 9 no more than chance allows.
    expect([...counts.keys()].sort()).toEqual([1, 3, 9]);
    expect(counts.get(9)!).toBeLessThan(150);
  });

  it('without evaluate still finds the immediate win', () => {
    const { evaluate: _omit, ...rest } = toyGame;
    const game = rest as AnyGame;
    for (let s = 0; s < 10; s++) expect(decide(game, lastPlay, `e${s}`)).toEqual({ type: 'play', card: 9 });
  });
});
