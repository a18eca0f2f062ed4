/** Agent specs: a kind with its budget and settings in one word (`mcts:200`, `mcts:250ms`). */
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import {
  agentSpecProblem,
  createAgent,
  isKnownAgentKind,
  type MctsAgent,
  parseAgentSpec,
} from '../src/index.ts';
import { lastPlayPosition } from './helpers.ts';

describe('agent specs', () => {
  it('read budgets and settings', () => {
    expect(parseAgentSpec('mcts:400').settings).toEqual({ iterations: 400 });
    expect(parseAgentSpec('mcts:250ms').settings).toEqual({ thinkMs: 250 });
    expect(parseAgentSpec('mcts:2s:depth=8:bias=0.5').settings).toEqual({
      thinkMs: 2000,
      rolloutDepth: 8,
      policyBias: 0.5,
    });
    expect(parseAgentSpec('greedy:16').settings).toEqual({ samples: 16 });
    expect(parseAgentSpec('mcts:20ms:look=2').settings).toEqual({ thinkMs: 20, rootLook: 2 });
    expect(parseAgentSpec('mcts:300ms:clock=cpu').settings).toEqual({ thinkMs: 300, clock: 'cpu' });
    expect(parseAgentSpec(' mcts:300:reuseTree=false ').name).toBe('mcts:300:reuseTree=false');
  });

  it('refuse what they cannot read, saying why', () => {
    expect(agentSpecProblem('mcts:fast')).toMatch(/'fast' is not a budget/);
    expect(agentSpecProblem('mcts:0')).toMatch(/at least 1/);
    expect(agentSpecProblem('mcts:depth=-1')).toMatch(/rolloutDepth needs a whole number/);
    expect(agentSpecProblem('mcts:colour=red')).toMatch(/unknown setting 'colour'/);
    expect(agentSpecProblem('mcts:clock=sundial')).toMatch(/clock is wall or cpu/);
    expect(agentSpecProblem('random:100')).toMatch(/random takes no budget/);
    expect(agentSpecProblem('alphazero:100')).toMatch(/unknown agent kind 'alphazero'/);
    expect(isKnownAgentKind('mcts:200')).toBe(true);
    expect(isKnownAgentKind('mcts:nope')).toBe(false);
    expect(() => createAgent('mcts:nope', 's')).toThrow(/'nope' is not a budget/);
  });

  it("make agents whose settings are the spec's, over the caller's", () => {
    const state = lastPlayPosition();
    const legal = toyGame.legalActions(state, 1);
    const agent = createAgent('mcts:37', 's', { iterations: 5000 }) as MctsAgent;
    agent.choose({ game: toyGame, player: 1, view: toyGame.view(state, 1), legal });
    expect(agent.kind).toBe('mcts');
    expect(agent.lastSearch?.iterations).toBe(37);
  });
});
