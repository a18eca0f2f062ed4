import type { AnyGame } from '@arbiter/core';
import { type ToyState, toyGame } from '@arbiter/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { createAgent, mctsParams } from '../src/index.ts';
import { lastPlayPosition, playOut, toyPosition } from './helpers.ts';
import { doubleTurnNim, type NimTake, winningTakes } from './nim.ts';

describe('mcts agent', () => {
  it('has the documented defaults', () => {
    expect(mctsParams()).toEqual({
      iterations: 1000,
      thinkMs: null,
      exploration: 1.4,
      rolloutDepth: null,
      reuseTree: true,
      expandAfter: null,
      policyBias: null,
      clock: 'wall',
      rootLook: 0,
      widening: null,
      exact: true,
    });
    expect(mctsParams({ iterations: 50, exploration: 0.5, rolloutDepth: 3 })).toMatchObject({
      iterations: 50,
      exploration: 0.5,
      rolloutDepth: 3,
    });
    // A time alone: as many iterations as the time allows (capped), a time and a count: whichever ends first.
    expect(mctsParams({ thinkMs: 200 })).toMatchObject({ iterations: 1_000_000, thinkMs: 200 });
    expect(mctsParams({ thinkMs: 200, iterations: 300 })).toMatchObject({ iterations: 300, thinkMs: 200 });
  });

  it('beats the random agent clearly over 100 toy games', () => {
    let mctsWins = 0;
    let randomWins = 0;
    for (let g = 0; g < 100; g++) {
      // Alternate seats so neither side keeps the first move.
      const mctsSeat = g % 2;
      const agents = [0, 1].map((seat) =>
        createAgent(seat === mctsSeat ? 'mcts' : 'random', `${g}/${seat}`, { iterations: 200 }),
      );
      const { winner } = playOut(toyGame, String(g), agents);
      if (winner === mctsSeat) mctsWins++;
      else if (winner !== null) randomWins++;
    }
    // Random against random wins about 45% each (draws take the rest); MCTS
    // won 70-75% when this was written. 60 leaves a margin of ~3 standard errors.
    expect(mctsWins).toBeGreaterThanOrEqual(60);
    expect(mctsWins).toBeGreaterThan(2 * randomWins);
  });

  it('with a root look, starts from greedy’s ranking: one iteration finds the winning play', () => {
    const state = lastPlayPosition();
    const legal = toyGame.legalActions(state, 1);
    const choose = (seed: string, settings: Record<string, number>) =>
      createAgent('mcts', seed, { iterations: 1, ...settings }).choose({
        game: toyGame,
        player: 1,
        view: toyGame.view(state, 1),
        legal,
      });
    const win = { type: 'play', card: 9 };
    const seeds = Array.from({ length: 10 }, (_, s) => `look${s}`);
    for (const seed of seeds) expect(choose(seed, { rootLook: 1 })).toEqual(win);
    // Without it, one iteration tries one action and plays it, whichever it was.
    expect(
      seeds.filter((seed) => JSON.stringify(choose(seed, {})) !== JSON.stringify(win)).length,
    ).toBeGreaterThan(0);
    expect(legal.length).toBeGreaterThan(2);
  });

  it('takes the immediately winning play', () => {
    const state = lastPlayPosition();
    const legal = toyGame.legalActions(state, 1);
    for (let s = 0; s < 5; s++) {
      const agent = createAgent('mcts', `w${s}`, { iterations: 100 });
      expect(agent.choose({ game: toyGame, player: 1, view: toyGame.view(state, 1), legal })).toEqual({
        type: 'play',
        card: 9,
      });
    }
  });

  it('plays from determinizations of the view, never from the real state', () => {
    // Two real states that seat 0 cannot tell apart: the opponent's hand and
    // the deck differ, the view is the same.
    const base = { played: [[], []] as number[][], scores: [0, 0], turn: 0 };
    const a = toyPosition({
      ...base,
      hands: [
        [2, 5, 7],
        [9, 9, 8],
      ],
    });
    const b = toyPosition({
      ...base,
      hands: [
        [2, 5, 7],
        [1, 1, 3],
      ],
    });
    expect(toyGame.view(a, 0)).toEqual(toyGame.view(b, 0));
    expect(a.hands[1]).not.toEqual(b.hands[1]);

    const choose = (state: ToyState) => {
      const determinize = vi.fn(toyGame.determinize!);
      const game = { ...toyGame, determinize } as AnyGame;
      const agent = createAgent('mcts', 'same-seed', { iterations: 150 });
      const view = game.view(state, 0);
      const choice = agent.choose({ game, player: 0, view, legal: game.legalActions(state, 0) });
      return { choice, determinize, view };
    };
    const fromA = choose(a);
    const fromB = choose(b);
    expect(fromB.choice).toEqual(fromA.choice);

    // One fresh world per iteration, each sampled from the agent's own view.
    expect(fromA.determinize).toHaveBeenCalledTimes(150);
    const seeds = fromA.determinize.mock.calls.map((c) => c[2]);
    expect(new Set(seeds).size).toBe(150);
    for (const call of fromA.determinize.mock.calls) {
      expect(call[0]).toBe(fromA.view);
      expect(call[1]).toBe(0);
    }
    expect(fromB.determinize.mock.calls.map((c) => c[2])).toEqual(seeds);
  });

  it('does not change the view it was given', () => {
    const state = toyGame.setup(toyGame.optionsSchema.parse({}), '7');
    const view = toyGame.view(state, 0);
    const before = JSON.stringify(view);
    createAgent('mcts', 'v', { iterations: 100 }).choose({
      game: toyGame,
      player: 0,
      view,
      legal: toyGame.legalActions(state, 0),
    });
    expect(JSON.stringify(view)).toBe(before);
  });

  it('backs up rewards for the seat that chose, when seats take two moves in a row', () => {
    // Every position of double-turn Nim where a winning take exists and
    // another take loses: the search must find a winning one, which it can
    // only do if each node scores the reward of the seat that chose it.
    // (Scoring the nodes as if seats alternated got 9 of these 26 wrong.)
    let checked = 0;
    for (let pile = 2; pile <= 20; pile++) {
      for (const move of [0, 1, 2, 3]) {
        const state = { pile, move, lastTaker: -1 };
        const winning = winningTakes(state);
        if (winning.length === 0 || winning.length === 2) continue;
        const player = doubleTurnNim.toAct(state)[0];
        const legal = doubleTurnNim.legalActions(state, player);
        const agent = createAgent('mcts', `nim/${pile}/${move}`, { iterations: 1500 });
        const choice = agent.choose({ game: doubleTurnNim, player, view: state, legal }) as NimTake;
        expect({ pile, move, take: choice.take, winning }).toEqual({
          pile,
          move,
          take: expect.toBeOneOf(winning),
          winning,
        });
        checked++;
      }
    }
    expect(checked).toBe(26);
  });

  it('rolls out by index where the game enumerates by index, with the same choices as from the lists', () => {
    let byIndex = 0;
    const indexed = {
      ...toyGame,
      actionCount: (state: ToyState, player: number) => toyGame.legalActions(state, player).length,
      actionAt: (state: ToyState, player: number, index: number) => {
        byIndex++;
        return toyGame.legalActions(state, player)[index];
      },
    } as AnyGame;
    for (let g = 0; g < 6; g++) {
      const plain = playOut(toyGame, `ix${g}`, [
        createAgent('mcts', `a${g}`, { iterations: 150 }),
        createAgent('random', `b${g}`),
      ]);
      const viaIndex = playOut(indexed, `ix${g}`, [
        createAgent('mcts', `a${g}`, { iterations: 150 }),
        createAgent('random', `b${g}`),
      ]);
      expect(viaIndex.actions).toEqual(plain.actions);
    }
    expect(byIndex).toBeGreaterThan(0);
  });

  it('falls back to random play without determinize', () => {
    const { determinize: _omit, ...rest } = toyGame;
    const game = rest as AnyGame;
    const played = playOut(game, '4', [createAgent('mcts', 'a'), createAgent('mcts', 'b')]);
    expect(played.actions).toHaveLength(6);
  });
});
