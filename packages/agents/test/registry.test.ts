import { toyGame } from '@arbiter/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentKinds, createAgent, isAsyncAgentKind } from '../src/index.ts';
import { playOut } from './helpers.ts';

const quick = { iterations: 60, samples: 2 };
/** The LLM agent decides asynchronously; its own tests (test/llm) play it against a local endpoint. */
const syncKinds = agentKinds.filter((k) => !isAsyncAgentKind(k));
const llm = { baseURL: 'http://127.0.0.1:9/v1', model: 'unused' };

describe('createAgent', () => {
  it('knows random, greedy, mcts, rollout and llm', () => {
    expect([...agentKinds]).toEqual(['random', 'greedy', 'mcts', 'rollout', 'llm']);
    for (const kind of agentKinds) expect(createAgent(kind, 's', { llm }).kind).toBe(kind);
    expect(syncKinds).toEqual(['random', 'greedy', 'mcts', 'rollout']);
  });

  it('refuses an unknown kind, naming the known ones', () => {
    expect(() => createAgent('alphazero', 's')).toThrow(
      /unknown agent kind 'alphazero'.*random, greedy, mcts, rollout, llm/,
    );
    expect(() => createAgent('toString', 's')).toThrow(/unknown agent kind/);
  });
});

describe.each(syncKinds)('%s agent', (kind) => {
  it('makes the same choices from the same seed', () => {
    for (const seed of ['1', '2', '3']) {
      const a = playOut(toyGame, seed, [createAgent(kind, 'x', quick), createAgent(kind, 'y', quick)]);
      const b = playOut(toyGame, seed, [createAgent(kind, 'x', quick), createAgent(kind, 'y', quick)]);
      expect(b.actions).toEqual(a.actions);
    }
  });

  it('only returns legal actions (any seed, any hand size)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 5 }), (game, handSize) => {
        const agents = [createAgent(kind, `a${game}`, quick), createAgent(kind, `b${game}`, quick)];
        // playOut throws when an agent returns something not in the legal list.
        const played = playOut(toyGame, String(game), agents, { handSize });
        expect(played.actions.length).toBe(6);
      }),
      { numRuns: 25 },
    );
  });
});

describe('random agent', () => {
  it('depends on its seed, not on the game', () => {
    const choices = (seed: string) =>
      Array.from(
        { length: 5 },
        (_, g) =>
          playOut(toyGame, String(g), [createAgent('random', seed), createAgent('random', `${seed}!`)])
            .actions,
      );
    expect(choices('a')).toEqual(choices('a'));
    expect(choices('a')).not.toEqual(choices('b'));
  });
});
