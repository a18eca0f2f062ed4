/**
 * Agents play from views: `determinize` rebuilds a full state consistent with
 * what a seat sees (its view of the rebuilt state is its view), the hidden
 * cards dealt from the public deck lists; greedy and MCTS play whole games
 * through it and `evaluate`.
 */
import { createAgent } from '@arbiter/agents';
import { type AnyGame, createRng, randInt, stableStringify } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';

const game = pocket as unknown as AnyGame;

describe('determinize and evaluate', () => {
  it('a determinized state shows the seat exactly its view, at every step of random games', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const s = pocket.setup(
        pocket.optionsSchema.parse({ deck1: 'venusaur-exeggutor', deck2: 'weezing-arbok' }),
        String(seed),
      );
      const rng = createRng(`d/${seed}`);
      for (let step = 0; !pocket.outcome(s) && step < 400; step++) {
        const p = pocket.toAct(s)[0];
        for (const viewer of [0, 1]) {
          const view = pocket.view(s, viewer);
          const d = pocket.determinize?.(view, viewer, `x/${step}`);
          if (!d) throw new Error('no determinize');
          expect(stableStringify(pocket.view(d, viewer))).toBe(stableStringify(view));
          if (viewer === p) expect(pocket.legalActions(d, p).length).toBe(pocket.legalActions(s, p).length);
        }
        const legal = pocket.legalActions(s, p);
        pocket.apply(s, p, legal[randInt(rng, legal.length)]);
      }
    }
  }, 60_000);

  it('evaluate is in [-1, 1], 1 for a won game', () => {
    const s = pocket.setup(pocket.optionsSchema.parse({}), '3');
    expect(Math.abs(pocket.evaluate?.(s, 0) ?? 9)).toBeLessThanOrEqual(1);
    s.result = { winner: 0, reason: 'test' };
    s.stage = 'over';
    expect(pocket.evaluate?.(s, 0)).toBe(1);
    expect(pocket.evaluate?.(s, 1)).toBe(-1);
  });

  it('greedy and MCTS play whole games from views', () => {
    for (const [kinds, seed] of [
      [['greedy', 'random'], '1'],
      [['mcts', 'attach-then-attack'], '2'],
    ] as const) {
      const s = pocket.setup(pocket.optionsSchema.parse({}), seed);
      const agents = kinds.map((k, i) => createAgent(k, `${seed}/${i}`, { iterations: 30 }, game));
      let n = 0;
      while (!pocket.outcome(s) && n++ < 1500) {
        const p = pocket.toAct(s)[0];
        const legal = pocket.legalActions(s, p);
        pocket.apply(s, p, agents[p].choose({ game, player: p, view: pocket.view(s, p), legal }));
      }
      expect(pocket.outcome(s)).not.toBeNull();
    }
  }, 120_000);
});
