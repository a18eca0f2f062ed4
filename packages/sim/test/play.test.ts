import { type Agent, createAgent, type DecisionContext } from '@arbiter/agents';
import { type Action, type AnyGame, replay } from '@arbiter/core';
import { type ToyState, toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { playGame, seatAgents, seatKinds } from '../src/index.ts';

const randoms = (seed: string) => [createAgent('random', `${seed}/0`), createAgent('random', `${seed}/1`)];

describe('playGame', () => {
  it('plays a game to its outcome from views and legal actions', () => {
    const { match, outcome, actions } = playGame(toyGame, {}, '5', randoms('5'));
    expect(actions).toBe(6);
    expect(match.actions).toHaveLength(6);
    expect(outcome).toEqual(toyGame.outcome(match.state as ToyState));
    // Unrecorded games skip hashing.
    expect(match.actions.every((a) => a.hash === '')).toBe(true);
  });

  it('records a log that replays when asked to', () => {
    const { match } = playGame(toyGame, { handSize: 4 }, '9', randoms('9'), { record: true });
    const log = JSON.parse(JSON.stringify(match.toLog()));
    expect(log.actions.every((a: { hash: string }) => a.hash.length === 16)).toBe(true);
    expect(replay(toyGame, log).finalHash).toBe(match.hash());
  });

  it('stops at the action limit and calls it a draw', () => {
    const { outcome, actions, match } = playGame(toyGame, {}, '5', randoms('5'), { maxActions: 4 });
    expect(actions).toBe(4);
    expect(outcome).toEqual({ winner: null, draw: true, reason: 'action limit' });
    expect(match.outcome()).toBeNull();
  });

  it('passes agents the view of their own seat, never the state', () => {
    const seen: unknown[] = [];
    const spy: Agent = {
      kind: 'spy',
      choose: <A extends Action>(ctx: DecisionContext<A>) => {
        seen.push(ctx.view);
        return ctx.legal[0];
      },
    };
    const { match } = playGame(toyGame, {}, '3', [spy, spy]);
    expect(seen).toHaveLength(6);
    expect(seen[0]).toEqual(toyGame.view(toyGame.setup({ handSize: 3 }, '3'), 0));
    expect(seen[1]).toMatchObject({ you: 1 });
    expect(match.actions).toHaveLength(6);
  });

  it('accepts an equal copy of a legal action, refuses anything else', () => {
    const copier: Agent = {
      kind: 'copier',
      choose: <A extends Action>(ctx: DecisionContext<A>) => ({ ...ctx.legal[0] }),
    };
    expect(playGame(toyGame, {}, '1', [copier, copier]).actions).toBe(6);
    // A lying agent: its answer is deliberately not one of the legal actions.
    const cheat: Agent = {
      kind: 'cheat',
      choose: <A extends Action>() => ({ type: 'play', card: 42 }) as Action as A,
    };
    expect(() => playGame(toyGame, {}, '1', [cheat, cheat])).toThrow(
      /cheat agent for seat 1 chose an action that is not legal/,
    );
  });

  it('needs an agent for every seat', () => {
    expect(() => playGame(toyGame, {}, '1', [createAgent('random', 'x')])).toThrow(/2 seats but 1 agents/);
  });

  it('reports a game that stops without an outcome', () => {
    const stuck: AnyGame = { ...toyGame, toAct: () => [] };
    expect(() => playGame(stuck, {}, '1', randoms('1'))).toThrow(
      /toy seed 1: no outcome after 0 actions, but nobody is to act/,
    );
  });
});

describe('seat agents', () => {
  it('repeats the last kind for the remaining seats', () => {
    expect(seatKinds(['mcts'], 3)).toEqual(['mcts', 'mcts', 'mcts']);
    expect(seatKinds(['greedy', 'random'], 3)).toEqual(['greedy', 'random', 'random']);
    expect(() => seatKinds([], 2)).toThrow(/no agents/);
  });

  it('seeds each agent from the game seed and its seat', () => {
    const [a0, a1] = seatAgents(['random', 'random'], '17');
    const [b0] = [createAgent('random', '17/agent/0')];
    const legal = toyGame.legalActions(toyGame.setup({ handSize: 5 }, '1'), 0);
    const ctx = { game: toyGame, player: 0, view: null, legal };
    const picks = (agent: typeof a0) => Array.from({ length: 10 }, () => agent.choose(ctx));
    const fromA0 = picks(a0);
    expect(fromA0).toEqual(picks(b0));
    expect(picks(a1)).not.toEqual(fromA0);
  });
});
