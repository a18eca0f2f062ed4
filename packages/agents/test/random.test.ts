import { createRng, pick } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { createRandomAgent, type IndexChooser } from '../src/index.ts';

const indexed = (seed: string) =>
  createRandomAgent(seed) as ReturnType<typeof createRandomAgent> & IndexChooser;

describe('the random agent', () => {
  it('picks as the kernel pick does over the same seed (choices did not change)', () => {
    const legal = toyGame.legalActions(toyGame.setup({ handSize: 5 }, '1'), 0);
    const agent = createRandomAgent('17');
    const rng = createRng('17');
    for (let i = 0; i < 50; i++) {
      expect(agent.choose({ game: toyGame, player: 0, view: null, legal })).toBe(pick(rng, legal));
    }
  });

  it('chooses by index exactly as it chooses from the list', () => {
    const legal = toyGame.legalActions(toyGame.setup({ handSize: 5 }, '1'), 0);
    const byList = indexed('s');
    const byIndex = indexed('s');
    const counts = [legal.length, 1, 7, legal.length, 31, 2];
    for (let i = 0; i < 60; i++) {
      const count = counts[i % counts.length];
      const list =
        count === legal.length ? legal : Array.from({ length: count }, (_, k) => ({ type: `a${k}` }));
      const chosen = byList.choose({ game: toyGame, player: 0, view: null, legal: list });
      const index = byIndex.chooseIndex(count);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(count);
      expect(list[index]).toBe(chosen);
    }
  });

  it('refuses to choose among no actions', () => {
    expect(() => indexed('s').chooseIndex(0)).toThrow(/no legal action/);
  });
});
